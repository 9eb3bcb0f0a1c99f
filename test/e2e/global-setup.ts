import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the built sandbox is served, ending with a slash. */
    sandboxUrl: string;
  }
}

const CONFIG = join(import.meta.dirname, "../../vite.sandbox.config.ts");

/**
 * Builds the sandbox into a scratch folder and serves it on a free port for the whole run, so the
 * tests need nothing but a fresh `npm ci`, and leave nothing behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), "wargame-sandbox-"));
  await build({ configFile: CONFIG, logLevel: "warn", build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await preview({
    configFile: CONFIG,
    logLevel: "warn",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error("The sandbox's preview server gave no address");
  project.provide("sandboxUrl", url);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
