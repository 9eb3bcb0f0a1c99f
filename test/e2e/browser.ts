import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium (installed by .ci/run when missing); the tests never download a browser. */
const CHROMIUM = "/usr/bin/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The dice seed of a browser test whose link names none: the page would otherwise draw a fresh one. */
const TEST_SEED = "1";

/**
 * A page on the sandbox that records every console error and uncaught exception. Its link always
 * carries a seed (the test's own, else TEST_SEED), so a run rolls the same dice twice.
 */
export async function openSandbox(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(seeded(url));
  await page.waitForSelector("body[data-ready]");
  return { page, errors };
}

/** `url` with TEST_SEED as its seed when it names none. */
export function seeded(url: string): string {
  const link = new URL(url);
  if (!link.searchParams.has("seed")) link.searchParams.set("seed", TEST_SEED);
  return link.toString();
}

/** A token as the page draws it: its data attributes. */
export interface DrawnUnit {
  readonly id: string;
  readonly cells: string | null;
  readonly x: number | null;
  readonly y: number | null;
  readonly facing: number;
  readonly status: readonly string[];
  readonly data: unknown;
  readonly contacts: readonly string[];
  readonly inEnemyZoc: boolean;
}

export function drawnUnits(page: Page): Promise<DrawnUnit[]> {
  return page.$$eval("g.unit", (tokens) =>
    tokens.map((token) => {
      const data = (token as SVGGElement).dataset;
      const words = (text: string | undefined) => (text ?? "").split(" ").filter((word) => word !== "");
      return {
        id: data["unitId"] ?? "",
        cells: data["cell"] ?? null,
        x: data["x"] === undefined ? null : Number(data["x"]),
        y: data["y"] === undefined ? null : Number(data["y"]),
        facing: Number(data["facing"]),
        status: words(data["status"]).sort(),
        data: JSON.parse(data["unitData"] ?? "null") as unknown,
        contacts: words(data["contacts"]),
        inEnemyZoc: data["inEnemyZoc"] === "true",
      };
    }),
  );
}
