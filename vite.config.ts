import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { languageFiles, mergedLanguage } from "./tools/language-files";

const root = import.meta.dirname;

/** Every file below `dir`, as paths relative to the project root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The languages the core folder `lang/` has a file for (`en` for `lang/en.json`). */
function languages(): string[] {
  return readdirSync(join(root, "lang")).map((name) => name.replace(/\.json$/, ""));
}

/**
 * Emits what Foundry loads besides the script: the manifest, the language file, the templates, the
 * stylesheet, the licence and the readme. Packs are compiled afterwards by tools/build-packs.ts.
 * Each language is one `lang/<lang>.json`, merged from the core file and every rule system's own
 * (module.json names only the one), so Foundry reads every rule system's words.
 */
function moduleFiles(): Plugin {
  const copied = () => ["module.json", "LICENSE", "README.md", ...filesUnder("templates"), ...filesUnder("styles")];
  return {
    name: "wargame-combat:module-files",
    buildStart() {
      for (const file of copied()) this.addWatchFile(join(root, file));
      for (const lang of languages()) {
        for (const file of languageFiles(lang, root)) this.addWatchFile(join(root, file.path));
      }
    },
    generateBundle() {
      for (const lang of languages()) {
        this.emitFile({
          type: "asset",
          fileName: `lang/${lang}.json`,
          source: `${JSON.stringify(mergedLanguage(lang, root), null, 2)}\n`,
        });
      }
      for (const file of copied()) {
        this.emitFile({
          type: "asset",
          fileName: relative(root, join(root, file)).split("\\").join("/"),
          source: readFileSync(join(root, file)),
        });
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  // The path aliases (@engine/…, @view/…) come from tsconfig.base.json, the one place they are written.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: false,
    lib: {
      entry: join(root, "src/foundry/main.ts"),
      formats: ["es"],
      fileName: () => "scripts/wargame-combat.js",
    },
  },
  plugins: [moduleFiles()],
});
