import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function centerOf(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height };
}

function germanZoc(page: Page, cell: string) {
  return page.locator(`.zoc-cell[data-side='german'][data-cell='${cell}']`);
}

describe("dragging a unit in the sandbox", () => {
  it("snaps it to a cell and updates zones of control and contacts", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1&drag=free`,
    );
    try {
      // The page opens zoomed in on the fight at (5, 5) (counters read there); 0 shows the whole board, Wespe and all.
      await page.keyboard.press("0");
      // mountain-attack: the Wespe battery stands alone at (5, 0); everyone else shares (5, 5).
      // Zones reach one square (diagonals too), so the Germans' zone covers (5, 1) from the Wespe,
      // and the Wespe touches no one.
      const before = (await drawnUnits(page)).find((unit) => unit.id === "wespe");
      expect(before?.cells).toBe("5,0");
      expect(before?.contacts).toEqual([]);
      expect(before?.inEnemyZoc).toBe(false);
      expect(await germanZoc(page, "5,1").count()).toBe(1);
      expect(await germanZoc(page, "5,3").count()).toBe(0);

      // Dropped a little off the centre of (5, 4), it snaps into that square.
      const from = await centerOf(page, "g.unit[data-unit-id='wespe']");
      const to = await centerOf(page, ".cell[data-cell='5,4']");
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x + 0.3 * to.width, to.y - 0.2 * to.height, { steps: 8 });
      await page.mouse.up();

      // Now next to (5, 5): in contact with all four units there, inside the Soviet infantry's
      // zone; the German zone has left (5, 1) (more than one square from (5, 4) and (5, 5)) and
      // covers (5, 3), next to the Wespe's new square.
      const after = (await drawnUnits(page)).find((unit) => unit.id === "wespe");
      expect(after?.cells).toBe("5,4");
      expect(after?.contacts).toEqual(["gds", "pzg-1", "pzg-2", "stug"]);
      expect(after?.inEnemyZoc).toBe(true);
      expect(await germanZoc(page, "5,1").count()).toBe(0);
      expect(await germanZoc(page, "5,3").count()).toBe(1);
      expect(await page.locator(".contact[data-pair='gds wespe']").count()).toBe(1);
      const gds = (await drawnUnits(page)).find((unit) => unit.id === "gds");
      expect(gds?.contacts).toContain("wespe");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
