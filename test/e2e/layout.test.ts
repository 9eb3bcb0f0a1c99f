/**
 * Choosing on the board first, at any width (issue 24): a decision with many places folds their
 * list away behind the board, and in an 800 px window the dialog lies over the board's lower part
 * instead of 2,400 px below it.
 */
import type { Browser } from "playwright-core";
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

describe("a combat's places, chosen on the board first", () => {
  for (const width of [1280, 800]) {
    it(`at ${width} px: the board and the question are in view together, the list of places folded`, async () => {
      const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=assault-ridge&speed=0`);
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.click("button[data-action='start-combat']");
        await page.waitForSelector("form.combat-dialog[data-kind='decision']");
        // Assault 1's charge: Stay in view, its 35 places folded under the summary, each drawn on the board
        // (50 before the board began at column 0: the 15 in columns -2 and -1 are gone).
        const folded = page.locator("details.place-list");
        expect(await folded.getAttribute("open")).toBeNull();
        expect(await page.textContent("details.place-list summary")).toBe("Or choose from the list of all 35 places");
        expect(await page.locator("details.place-list input[name='picks']").count()).toBe(35);
        expect(await page.locator(".board .destination").count()).toBe(35);
        const prompt = await page.locator(".combat-step.decision .prompt").boundingBox();
        const board = await page.locator(".board-host svg").boundingBox();
        expect(prompt).not.toBeNull();
        expect(board).not.toBeNull();
        // The prompt is on screen without scrolling, and so is most of the board.
        expect((prompt?.y ?? 900) + (prompt?.height ?? 0)).toBeLessThan(900);
        expect(board?.y ?? 900).toBeLessThan(200);
        await screenshot(page, `layout-places-${width}`);
        // The list is the accessible fallback: opened, its places are radio buttons of the form.
        await page.click("details.place-list summary");
        expect(await page.locator("details.place-list input[name='picks']").first().isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("the map follows the combat", () => {
  it("zoomed in on a far corner, starting a combat brings its units and places into view", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=assault-ridge&speed=0`);
    try {
      const board = await page.locator(".board-host svg").boundingBox();
      if (board === null) throw new Error("no board");
      // Zoom in 1.2^8 ≈ 4.3 times around the board's bottom-right corner, where nothing stands.
      await page.mouse.move(board.x + board.width - 5, board.y + board.height - 5);
      await page.mouse.wheel(0, -800);
      const inView = async (selector: string): Promise<boolean> => {
        const box = await page.locator(selector).first().boundingBox();
        return (
          box !== null &&
          box.x >= board.x &&
          box.y >= board.y &&
          box.x + box.width <= board.x + board.width &&
          box.y + box.height <= board.y + board.height
        );
      };
      expect(await inView("g.unit[data-unit-id='a1']")).toBe(false);
      await page.click("button[data-action='start-combat']");
      await page.waitForSelector("form.combat-dialog[data-kind='decision']");
      expect(await inView("g.unit[data-unit-id='a1']")).toBe(true);
      expect(await inView(".board .destination")).toBe(true);
      await screenshot(page, "layout-follows-combat");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
