import { defineConfig } from "vitest/config";

/** Options every project shares. */
const shared: { environment: "node"; setupFiles: string[]; testTimeout: number } = {
  environment: "node",
  setupFiles: ["test/setup/fast-check.ts", "test/setup/host-game.ts", "test/setup/host-rulesets.ts"],
  testTimeout: 30_000,
};

/**
 * Two projects: every unit test as Foundry v13 (the fakes' default), then the Foundry host's tests
 * again as v14 (FOUNDRY_GENERATION=14: the fakes report release generation 14 and behave as v14
 * does; see test/foundry/fakes/v14.ts). `vitest run` runs both; `--project foundry-v14` one.
 */
export default defineConfig({
  // The path aliases (@engine/…, @view/…) come from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { ...shared, name: "unit", include: ["test/**/*.test.ts"], exclude: ["test/e2e/**", "node_modules/**"] },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: "foundry-v14",
          include: ["test/foundry/**/*.test.ts"],
          setupFiles: [...shared.setupFiles, "test/setup/foundry-generation.ts"],
          env: { FOUNDRY_GENERATION: "14" },
        },
      },
    ],
  },
});
