import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, openSandbox } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";

/** The smallest text a wargamer reads on a counter at arm's length, in screen pixels (the aim: about 9–10). */
const READABLE = 9;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Each counter's name and values lines as drawn: the unit, the text, and its size on the screen
 * (its font size times the scale of its screen matrix, which holds the zoom and any turn).
 */
function drawnSizes(page: Page): Promise<{ unit: string; text: string; px: number }[]> {
  return page.$$eval("g.unit text.label, g.unit text.counter-values", (texts) =>
    texts.map((text) => {
      const matrix = (text as SVGTextElement).getScreenCTM();
      const scale = matrix === null ? 0 : Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
      return {
        unit: text.closest("g.unit")?.getAttribute("data-unit-id") ?? "",
        text: text.textContent ?? "",
        px: Number(text.getAttribute("font-size")) * scale,
      };
    }),
  );
}

describe("counters read at the default view", () => {
  it.each(scenarioFiles().map(({ file, scenario }) => ({ file, scenario })))(
    "$file: every name and value is at least 9 px on the screen, at 1280 and at 800 px wide",
    async ({ scenario }) => {
      const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${scenario.id}&seed=1`);
      try {
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 800, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          await page.reload();
          await page.waitForSelector("body[data-ready]");
          const sizes = await drawnSizes(page);
          expect(sizes.length, "counters drawn").toBeGreaterThan(0);
          expect(
            sizes
              .filter((line) => line.px < READABLE)
              .map((line) => `${line.unit} "${line.text}" ${line.px.toFixed(1)} px`),
            `${viewport.width} px`,
          ).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("looks readable (screenshots at the default view, one scenario per rule system)", async () => {
    const shown = new Map(scenarioFiles().map(({ scenario }) => [scenario.ruleset, scenario.id]));
    for (const [ruleset, id] of shown) {
      for (const width of [1280, 800]) {
        const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${id}&seed=1`);
        try {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await page.waitForSelector("body[data-ready]");
          await screenshot(page, `default-view-${ruleset}-${width}`);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      }
    }
  }, 240_000);
});
