import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { defineConfig, type Plugin } from "vite";

const root = import.meta.dirname;

/** Every file below `dir`, as paths relative to the project root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Emits what Foundry loads besides the script: the manifest, the language files, the templates, the
 * stylesheet, the licence and the readme. Packs are compiled afterwards by tools/build-packs.ts.
 */
function moduleFiles(): Plugin {
  const copied = () => [
    "module.json",
    "LICENSE",
    "README.md",
    ...filesUnder("lang"),
    ...filesUnder("templates"),
    ...filesUnder("styles"),
  ];
  return {
    name: "wargame-combat:module-files",
    buildStart() {
      for (const file of copied()) this.addWatchFile(join(root, file));
    },
    generateBundle() {
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
