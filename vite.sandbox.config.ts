import { join } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

/**
 * The sandbox: a plain web page over the same engine, view models, templates and language file as
 * the module. `vite --config vite.sandbox.config.ts` serves it; `vite build --config …` writes
 * dist-sandbox/, a static site with relative paths, which the browser tests serve.
 */
export default defineConfig({
  root: join(root, "src/sandbox"),
  base: "./",
  publicDir: false,
  // The path aliases (@engine/…, @view/…) come from tsconfig.base.json, the one place they are written.
  resolve: { tsconfigPaths: true },
  // Scenarios, templates and lang/ live outside the page's root: let the dev server read them.
  server: { fs: { allow: [root] } },
  plugins: [
    {
      // The dev server watches only its root and the files already imported: watch scenarios/ too,
      // so a scenario file added there reaches the page's import.meta.glob on the next reload.
      name: "watch-scenarios",
      configureServer(server) {
        server.watcher.add(join(root, "scenarios"));
      },
    },
  ],
  // Pre-bundled up front so a first visit never reloads the page half way through.
  optimizeDeps: { include: ["handlebars", "yaml"] },
  build: {
    outDir: join(root, "dist-sandbox"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
});
