import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, openSandbox } from "./browser";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const ZOC = "Zone of control in tiles";
/**
 * The red fire team t1 stands alone at (9,3) in ridge-assault.yml. (9,5), on the same row two
 * hexes on (cube dq = 2, dr = 0: distance 2), is in its zone with a reach of 2 tiles, not with the
 * default 1; the other red units, a1 at (8,1) (cube q = −3) and a2 at (11,1) (q = −4), are 4 and
 * more away from it (q = 1).
 */
const TWO_AWAY = ".zoc-cell[data-side='red'][data-cell='9,5']";

async function setField(page: Page, value: string): Promise<void> {
  await page.fill(".options-panel input[name='value-zocRadius']", value);
  await page.dispatchEvent(".options-panel input[name='value-zocRadius']", "change");
}

async function defaultsShown(page: Page): Promise<string[]> {
  return page.$$eval(".combat-dialog .defaults li strong", (items) => items.map((item) => item.textContent ?? ""));
}

describe("the sandbox's options panel", () => {
  it("shows the rule system's options from its declaration, refuses a reach of 1.5 in words, and plays zones and new combats with a valid one, kept in the link", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=assault-ridge&speed=0`);
    try {
      await page.click(".options-panel summary");
      // Every option of the assault's declaration, each badged as a labelled default with its reference text.
      expect(await page.locator(".options-panel .form-group").count()).toBe(12);
      expect(await page.locator(".options-panel .wargame-combat-badge").count()).toBe(12);
      expect(await page.getAttribute(".options-panel input[name='value-zocRadius']", "step")).toBe("1");
      expect(await page.getAttribute(".options-panel input[name='value-coverSave']", "max")).toBe("6");
      expect(await page.locator(TWO_AWAY).count()).toBe(0);
      await screenshot(page, "options-assault-ridge");

      // Not whole: the engine's own rule refuses it, by the option's label; nothing changes.
      await setField(page, "1.5");
      expect(await page.textContent(".options-panel .wargame-combat-form-errors")).toContain(
        `${ZOC}: must be a whole number, got 1.5.`,
      );
      expect(await page.locator(TWO_AWAY).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get("options")).toBeNull();
      await screenshot(page, "options-assault-ridge-refused");

      // A reach of 2: the zones are drawn again, the link remembers it.
      await setField(page, "2");
      expect(await page.locator(".options-panel .wargame-combat-form-errors").count()).toBe(0);
      expect(await page.locator(TWO_AWAY).count()).toBe(1);
      expect(new URL(page.url()).searchParams.get("options")).toBe('{"zocRadius":2}');

      // The link opens on the same values; a new combat plays with them: the reach is the group's
      // own rule now, so the dialog no longer lists it among the labelled defaults in use.
      await page.goto(page.url());
      await page.waitForSelector("body[data-ready]");
      await page.click(".options-panel summary");
      expect(await page.inputValue(".options-panel input[name='value-zocRadius']")).toBe("2");
      expect(await page.locator(TWO_AWAY).count()).toBe(1);
      await page.click("button[data-action='start-combat']");
      expect(await defaultsShown(page)).not.toContain(ZOC);
      expect(await page.locator(".options-panel input[name='value-zocRadius']:disabled").count()).toBe(1);

      // Back to the defaults: the reach is a labelled default again in a new combat.
      await page.click("button[data-action='undo']");
      await page.click(".options-panel button[data-action='resetOptions']");
      expect(new URL(page.url()).searchParams.get("options")).toBeNull();
      await page.click("button[data-action='start-combat']");
      expect(await defaultsShown(page)).toContain(ZOC);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("names a link's option the rule system refuses and opens on its defaults", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=assault-ridge&options=${encodeURIComponent('{"zocRadius":1.5}')}`,
    );
    try {
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("zocRadius must be a whole number, got 1.5");
      expect(await page.inputValue(".options-panel input[name='value-zocRadius']")).toBe("1");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
