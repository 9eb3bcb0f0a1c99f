import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["test/setup/fast-check.ts"],
    testTimeout: 30_000,
  },
});
