import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactFieldName } from "@view/contact-form-view";
import { launchChromium, openSandbox } from "./browser";
import { fannedGrip } from "./pointer";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** tank-battle-at-the-kolkhoz.yml: the T-34s dug in behind two prepared positions; the file's dice (5, 1) shatter them. */
const KOLKHOZ = "?scenario=combat-grid-tank-battle-at-the-kolkhoz&dice=5,1&seed=1&speed=4000";
const CHIT = ".cell-marker[data-marker='prepared-position'][data-cell='5,5']";

/** The square's chit, and whether it overlaps any counter's name or values on the screen. */
function chitOnBoard(page: Page): Promise<{ value: string; overName: boolean; px: number } | null> {
  return page.evaluate((selector) => {
    const chit = document.querySelector(selector);
    if (chit === null) return null;
    const box = chit.getBoundingClientRect();
    const overName = [...document.querySelectorAll("g.unit text.label, g.unit text.counter-values")].some((text) => {
      const line = text.getBoundingClientRect();
      return line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom;
    });
    const figure = chit.querySelector("text");
    const matrix = figure?.getScreenCTM() ?? null;
    const scale = matrix === null ? 0 : Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
    return {
      value: chit.getAttribute("data-value") ?? "",
      overName,
      px: Number(figure?.getAttribute("font-size")) * scale,
    };
  }, CHIT);
}

describe("markers in cells, drawn on the board", () => {
  it("shows the kolkhoz's two prepared positions on their square, off every name, in the legend; at 1280 and 800 px", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${KOLKHOZ}`);
    try {
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await page.waitForSelector("body[data-ready]");
        const chit = await chitOnBoard(page);
        expect(chit, `${width} px`).toMatchObject({ value: "2", overName: false });
        // As readable as a counter's own markers (counter-markers.test.ts): at least 9 px.
        expect(chit?.px ?? 0, `${width} px`).toBeGreaterThanOrEqual(9);
        expect(await page.textContent(`${CHIT} title`)).toBe("2 prepared positions at row 5, column 5");
        const legend = (await page.textContent(".legend")) ?? "";
        expect(legend).toContain("Prepared positions in the square");
        expect(legend).toContain("where a dragged unit may end its move");
        await screenshot(page, `cell-markers-kolkhoz-${width}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("offers the square's count in the contact's form, and takes the markers off when the square is taken; Undo puts them back", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${KOLKHOZ}`);
    try {
      const grip = await fannedGrip(page, "panthers");
      await page.mouse.click(grip.x, grip.y);
      const attack = page.locator(".contacts-panel li[data-enemy='t34'] button[data-action='attack']");
      await attack.waitFor();
      // The T-34s' square holds two markers: the form offers them (the player may change it).
      const field = `.contacts-panel [name='${contactFieldName("preparedPositions")}']`;
      expect(await page.inputValue(field)).toBe("2");
      await screenshot(page, "cell-markers-contact");
      await attack.click();
      await page.waitForSelector("body[data-phase='combat']");
      for (let steps = 0; steps < 10; steps++) {
        const kind = await page.getAttribute("form.combat-dialog", "data-kind");
        if (kind === "done") break;
        if (kind === "roll") await page.click(".combat-step.roll button[data-action='roll']");
        else await page.click("form.combat-dialog button[type='submit']");
      }
      expect(await page.getAttribute("form.combat-dialog", "data-kind")).toBe("done");
      const dialog = (await page.textContent("form.combat-dialog")) ?? "";
      // The worked outcome (the file): one marker absorbs a hit, the T-34 is shattered, the other destroyed.
      expect(dialog).toContain("1 prepared position removed at row 5, column 5.");
      // Not before Apply.
      expect((await chitOnBoard(page))?.value).toBe("2");
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle']");
      expect(await chitOnBoard(page)).toBeNull();
      await screenshot(page, "cell-markers-taken");
      await page.click("button[data-action='undo']");
      await page.waitForFunction((selector) => document.querySelector(selector) !== null, CHIT);
      expect((await chitOnBoard(page))?.value).toBe("2");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
