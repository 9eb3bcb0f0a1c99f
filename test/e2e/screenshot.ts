import { renameSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

/** The page as it stands, written whole or not at all (the .tmp.png name is git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const path = join("test/e2e/screenshots", `${name}.png`);
  const partial = path.replace(/\.png$/, ".tmp.png");
  await page.screenshot({ path: partial });
  renameSync(partial, path);
}
