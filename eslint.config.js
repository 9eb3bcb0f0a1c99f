// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Globals the pure engine may never touch: hosts own them. */
const HOST_GLOBALS = [
  "game",
  "canvas",
  "Hooks",
  "CONFIG",
  "ui",
  "foundry",
  "document",
  "window",
  "globalThis",
  "process",
];

/** What the pure layers may never import. */
const ENGINE_IMPORT_PATTERNS = [
  {
    group: ["**/foundry/**", "**/sandbox/**", "@foundry/*", "@sandbox/*"],
    message: "The engine and the view layer may not import a host.",
  },
  {
    group: [
      "node:*",
      "fs",
      "path",
      "handlebars",
      "playwright-core",
      "@foundryvtt/*",
      "@league-of-foundry-developers/*",
    ],
    message: "The engine may not import Node, DOM or Foundry packages.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-sandbox/**",
      "node_modules/**",
      "module.zip",
      "test/e2e/screenshots/**",
      "test/e2e/output/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-expect-error": true, "ts-nocheck": true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: "`as unknown as` hides a type error: check the value instead.",
        },
      ],
    },
  },
  {
    files: ["src/engine/**/*.ts", "src/view/**/*.ts", "src/rulesets/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...HOST_GLOBALS.map((name) => ({ name, message: "The engine is pure: hosts own this global." })),
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: ENGINE_IMPORT_PATTERNS,
        },
      ],
    },
  },
  {
    files: ["src/engine/model/**/*.ts", "src/engine/geometry/**/*.ts", "src/engine/grid/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...ENGINE_IMPORT_PATTERNS,
            {
              group: [
                "**/board/**",
                "**/session/**",
                "**/rulesets/**",
                "**/movement/**",
                "@engine/board/*",
                "@engine/session/*",
                "@engine/rulesets/*",
                "@engine/movement/*",
                "@rulesets/*",
              ],
              message: "Model, geometry and grids are below the board: use the nouns of src/engine/model/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/sandbox/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/foundry/**", "@foundry/*", "@league-of-foundry-developers/*"],
              message:
                "The sandbox is a second host: it may use the engine and the view layer, never the Foundry host.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
