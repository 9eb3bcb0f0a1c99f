import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { centreOf } from "./pointer";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Drags the unit's token to the cell's centre; `during` runs with the token still held. */
async function dragTo(page: Page, unitId: string, cell: string, during?: () => Promise<void>): Promise<void> {
  const from = await centreOf(page, `g.unit[data-unit-id='${unitId}'] .body`);
  const to = await centreOf(page, `.cell[data-cell='${cell}']`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await during?.();
  await page.mouse.up();
}

const cellOf = async (page: Page, id: string): Promise<string | null> =>
  (await drawnUnits(page)).find((unit) => unit.id === id)?.cells ?? null;

// mountain-attack: the Wespe battery (move 1) stands alone at (5, 0); the fight is at (5, 5).
const URL_OF = (extra = ""): string => `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1${extra}`;

describe("drags that follow the movement rules", () => {
  it("shows the reach while dragging, refuses a drop beyond the allowance with the reason, and takes a legal one", async () => {
    const { page, errors } = await openSandbox(browser, URL_OF());
    try {
      await page.keyboard.press("0");
      expect(await page.isChecked("input[name='drag-rules']")).toBe(true);
      let reach: string[] = [];
      await dragTo(page, "wespe", "5,2", async () => {
        reach = await page.$$eval(".board .reach-cell", (cells) =>
          cells.map((cell) => cell.getAttribute("data-cell") ?? ""),
        );
        await screenshot(page, "drag-rules-reach");
      });
      // One square in every direction (diagonals count one), its own included, none past the board's edge at column 0.
      expect(reach.sort()).toEqual(["4,0", "4,1", "5,0", "5,1", "6,0", "6,1"]);
      expect(await page.locator(".board .reach").count()).toBe(0);
      expect(await cellOf(page, "wespe")).toBe("5,0");
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("Wespe 17 Pz can move 1 square; this is 2.");

      await dragTo(page, "wespe", "5,1");
      expect(await cellOf(page, "wespe")).toBe("5,1");
      expect(await page.textContent("footer.status")).toContain("Wespe 17 Pz moved.");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("lets a drag go anywhere with the option off, and the link says so", async () => {
    const { page, errors } = await openSandbox(browser, URL_OF());
    try {
      await page.keyboard.press("0");
      await page.uncheck("input[name='drag-rules']");
      expect(new URL(page.url()).searchParams.get("drag")).toBe("free");
      await dragTo(page, "wespe", "5,3", async () => {
        expect(await page.locator(".board .reach").count()).toBe(0);
      });
      expect(await cellOf(page, "wespe")).toBe("5,3");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("opens with the option off from a link with drag=free", async () => {
    const { page, errors } = await openSandbox(browser, URL_OF("&drag=free"));
    try {
      expect(await page.isChecked("input[name='drag-rules']")).toBe(false);
      await page.keyboard.press("0");
      await dragTo(page, "wespe", "5,3");
      expect(await cellOf(page, "wespe")).toBe("5,3");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("outlines the enemy zones that stop a move on a hex board, and refuses a drop on the enemy with the reason", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=odds-crt-classic-cut-off&seed=1`,
    );
    try {
      await page.keyboard.press("0");
      // The Cavalry (6 hexes) at (0,3); the Rearguard's zone at (2,3) is its own hex and the six round it.
      let zones = 0;
      let reach: string[] = [];
      await dragTo(page, "cavalry", "2,3", async () => {
        zones = await page.locator(".board .reach-zone").count();
        reach = await page.$$eval(".board .reach-cell", (cells) =>
          cells.map((cell) => cell.getAttribute("data-cell") ?? ""),
        );
        await screenshot(page, "drag-rules-zones");
      });
      expect(zones).toBe(7);
      // It may enter the zone (and stop there), never the Rearguard's or the lake's hex.
      expect(reach).toContain("1,3");
      expect(reach).not.toContain("2,3");
      expect(reach).not.toContain("2,4");
      expect(await cellOf(page, "cavalry")).toBe("0,3");
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("Cavalry cannot go there: Rearguard is in the way.");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
