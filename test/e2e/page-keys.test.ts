import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function wespe(page: Parameters<typeof drawnUnits>[0]) {
  return (await drawnUnits(page)).find((unit) => unit.id === "wespe");
}

describe("the sandbox page from the keyboard", () => {
  it("moves and turns the selected unit, attacks with Enter, cancels with Escape, undoes every move, and refuses a drop off the board", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1`,
    );
    try {
      // The page opens zoomed in on the fight at (5, 5); 0 shows the whole board, the Wespe with it.
      await page.keyboard.press("0");
      // mountain-attack: the Wespe (facing 270) stands at (5, 0), square cells (row i, column j);
      // gds and the other units share (5, 5). A click selects it; its panel says it touches no enemy.
      expect(new URL(page.url()).searchParams.get("scenario")).toBe("combat-grid-mountain-attack");
      await page.click("g.unit[data-unit-id='wespe']");
      expect(await page.locator(".contacts-panel[data-unit-id='wespe'] .hint").count()).toBe(1);
      // Four presses right: column 0 to 4, next to (5, 5), in contact with the four units there.
      for (let k = 0; k < 4; k++) await page.keyboard.press("ArrowRight");
      expect((await wespe(page))?.cells).toBe("5,4");
      expect((await wespe(page))?.contacts).toEqual(["gds", "pzg-1", "pzg-2", "stug"]);
      // E turns it one square step (45°) clockwise: 270 + 45 = 315.
      await page.keyboard.press("e");
      expect((await wespe(page))?.facing).toBe(315);
      // One more into (5, 5): combat-grid fights in a square both sides hold; Enter attacks from there.
      await page.keyboard.press("ArrowRight");
      expect((await wespe(page))?.cells).toBe("5,5");
      await page.keyboard.press("Enter");
      await page.waitForSelector("body[data-phase='combat']");
      await screenshot(page, "keys-combat-from-enter");
      await page.keyboard.press("Escape");
      await page.waitForSelector("body[data-phase='idle']");
      // Undo takes back the last move, the turn, then each of the four moves: back at (5, 0), facing 270.
      for (let k = 0; k < 6; k++) await page.click("button[data-action='undo']");
      expect((await wespe(page))?.cells).toBe("5,0");
      expect((await wespe(page))?.facing).toBe(270);
      expect(await page.isDisabled("button[data-action='undo']")).toBe(true);

      // Let go above the board: refused, with the unit's name; it stays.
      const box = await page.locator("g.unit[data-unit-id='wespe'] .body").boundingBox();
      const board = await page.locator("svg.board").boundingBox();
      if (box === null || board === null) throw new Error("not on screen");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, board.y - 20, { steps: 5 });
      await page.mouse.up();
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("Wespe 17 Pz");
      expect((await wespe(page))?.cells).toBe("5,0");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("fits a window 800 pixels wide, and the link follows the scenario chosen", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1`,
    );
    try {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.selectOption("select[name='scenario']", { index: 2 });
      const chosen = await page.$eval("select[name='scenario']", (select) => (select as HTMLSelectElement).value);
      expect(chosen).toMatch(/\.ya?ml$/);
      expect(new URL(page.url()).searchParams.get("scenario")).not.toBe("combat-grid-mountain-attack");
      // Nothing is wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
      await screenshot(page, "narrow-800");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
