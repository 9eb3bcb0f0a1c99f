import { mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

/**
 * Where screenshots go: the git-ignored `test/e2e/output/screenshots/`, so a run leaves the
 * committed pictures (which the READMEs show) untouched; `UPDATE_SCREENSHOTS=1` writes the
 * committed ones in `test/e2e/screenshots/` instead, on purpose.
 */
function screenshotFolder(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env["UPDATE_SCREENSHOTS"] === "1" ? "test/e2e/screenshots" : "test/e2e/output/screenshots";
}

/** The page as it stands, written whole or not at all (the .tmp.png name is git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = screenshotFolder();
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  const partial = path.replace(/\.png$/, ".tmp.png");
  await page.screenshot({ path: partial });
  renameSync(partial, path);
}
