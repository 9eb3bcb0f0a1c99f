import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import { launchChromium } from "../test/e2e/browser";
import type { BenchRow } from "./bench-row";

/*
 * The sandbox's board in real Chromium, driven by playwright-core: bench/browser/board-page.ts
 * (built here with Vite and served for the run) measures dragging one unit of 10,000 (the cap) on each grid
 * kind (the index's update and the incremental redraw of zones, contacts and tokens, against
 * redrawing everything) and highlighting a charge's destinations. Target: both within a 16 ms frame.
 */
const FRAME_MS = 16;

interface PageRow {
  readonly name: string;
  readonly baselineMs: number;
  readonly candidateMs: number;
  readonly detail?: string;
}

function isPageRows(value: unknown): value is PageRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (row: unknown) =>
        typeof row === "object" && row !== null && "name" in row && "baselineMs" in row && "candidateMs" in row,
    )
  );
}

export async function run(): Promise<BenchRow[]> {
  const outDir = mkdtempSync(join(tmpdir(), "wargame-board-bench-"));
  const root = join(import.meta.dirname, "browser");
  try {
    await build({
      configFile: false,
      root,
      base: "./",
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 4000 },
    });
    const server = await preview({
      configFile: false,
      root,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0, strictPort: false },
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(server.resolvedUrls?.local[0] ?? "", { waitUntil: "commit" });
      await page.waitForFunction(
        () => document.body.dataset["result"] !== undefined || document.body.dataset["error"] !== undefined,
        undefined,
        { timeout: 1_200_000 },
      );
      const error = await page.evaluate(() => document.body.dataset["error"] ?? null);
      if (error !== null) throw new Error(error);
      const rows: unknown = JSON.parse(await page.evaluate(() => document.body.dataset["result"] ?? "[]"));
      if (!isPageRows(rows)) throw new Error("the board page gave no result");
      return rows.map(({ detail, ...row }) => {
        const verdict = row.candidateMs <= FRAME_MS ? `within a ${FRAME_MS} ms frame` : `OVER a ${FRAME_MS} ms frame`;
        return {
          ...row,
          ratio: row.baselineMs / row.candidateMs,
          note: detail === undefined ? verdict : `${verdict} (${detail})`,
        };
      });
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
