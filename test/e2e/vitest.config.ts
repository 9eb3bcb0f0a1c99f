import { join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The browser tests: the sandbox built once and served (global-setup.ts), then driven in real
 * Chromium through playwright-core. Kept out of the unit run (vitest.config.ts excludes test/e2e).
 */
export default defineConfig({
  root: join(import.meta.dirname, "../.."),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/e2e/global-setup.ts"],
    // One browser at a time: the machine is small and shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
