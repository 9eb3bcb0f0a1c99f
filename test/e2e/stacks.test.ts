import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { centreOf, drag, fannedGrip, grip } from "./pointer";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function cellsOf(page: Page, ids: readonly string[]): Promise<(string | null)[]> {
  const drawn = await drawnUnits(page);
  return ids.map((id) => drawn.find((unit) => unit.id === id)?.cells ?? null);
}

/** Drags a unit's counter by its grip to the middle of a cell; with Shift held, it leaves its stack. */
async function dragTo(page: Page, unitId: string, cell: string, shift = false): Promise<void> {
  const from = await fannedGrip(page, unitId);
  const to = await centreOf(page, `.cell[data-cell='${cell}']`);
  if (shift) await page.keyboard.down("Shift");
  await drag(page, from, to);
  if (shift) await page.keyboard.up("Shift");
}

const panelRows = (page: Page) =>
  page
    .locator(".contacts-panel li")
    .evaluateAll((rows) =>
      rows.map((row) => ({ ids: (row as HTMLElement).dataset["enemy"], text: row.querySelector("span")?.textContent })),
    );

describe("stacks in the sandbox (issue 24)", () => {
  // mill-crossing (hex-odd-r): the 1st Division and Ney share (2,3), the 2nd Division and Murat (3,3),
  // the light cavalry stands alone in (1,3); the Grenadiers in (2,4) touch all three French hexes.
  const MILL = "?scenario=command-test-mill-crossing&seed=1";

  it("a stack's counter drags the whole stack in one undo step; Shift drags one counter out", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${MILL}`);
    try {
      await page.keyboard.press("0");
      const stack = ["div-1", "ney"];
      expect(await cellsOf(page, stack)).toEqual(["2,3", "2,3"]);
      // The top counter of (2,3), as drawn last.
      const top = await page.locator("g.unit[data-cell='2,3']").last().getAttribute("data-unit-id");
      if (top === null) throw new Error("no counter on (2,3)");
      await dragTo(page, top, "1,2");
      expect(await cellsOf(page, stack)).toEqual(["1,2", "1,2"]);
      expect(await page.textContent("footer.status")).toContain("1st Division");
      await screenshot(page, "stack-dragged");

      await page.click("button[data-action='undo']");
      expect(await cellsOf(page, stack)).toEqual(["2,3", "2,3"]);

      // Shift: Ney alone leaves the stack.
      await dragTo(page, "ney", "1,2", true);
      expect(await cellsOf(page, stack)).toEqual(["2,3", "1,2"]);
      await screenshot(page, "stack-one-dragged-out");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("lists enemy stacks, never a commander, and attacks a whole stack", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${MILL}`);
    try {
      await page.keyboard.press("0");
      // The 2nd Division's stack joins the 1st's in (2,3): four counters, two of them commanders.
      await dragTo(page, "div-2", "2,3");
      expect(await cellsOf(page, ["div-1", "ney", "div-2", "murat"])).toEqual(["2,3", "2,3", "2,3", "2,3"]);
      await page.mouse.move(2, 2);
      await page.locator("g.unit[data-unit-id='grenadiers']").click();
      await page.locator(".contacts-panel li").first().waitFor();
      // Two French hexes touch the Grenadiers now; Ney and Murat are in them but never named as targets.
      expect(await panelRows(page)).toEqual([
        { ids: "div-1 div-2", text: "1st Division, 2nd Division" },
        { ids: "light-cav", text: "Light Cavalry" },
      ]);
      // Rule 10.1: an order attacks one enemy stack, so nothing attacks both hexes at once.
      expect(await page.locator(".contacts-panel > button[data-action='attack']").count()).toBe(0);
      await page.keyboard.press("Enter");
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("more than one enemy stack");
      await screenshot(page, "stack-targets");

      await page.click(".contacts-panel li[data-enemy='div-1 div-2'] button[data-action='attack']");
      await page.waitForSelector("body[data-phase='combat']");
      expect(await page.textContent("footer.status")).toContain("1st Division, 2nd Division");
      await screenshot(page, "stack-attacked");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("in odds-crt, attack them all attacks every stack in contact, each whole", async () => {
    // classic-village-assault: the fusiliers touch the two infantry in one hex and the guns in another.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=odds-crt-classic-village-assault&seed=1`,
    );
    try {
      await page.keyboard.press("0");
      const at = await grip(page, "fusiliers");
      await page.mouse.click(at.x, at.y);
      await page.locator(".contacts-panel li").first().waitFor();
      expect((await panelRows(page)).map((row) => row.ids)).toEqual(["inf-1 inf-2", "guns"]);
      const all = page.locator(".contacts-panel > button[data-action='attack']");
      expect(await all.getAttribute("data-defenders")).toBe("inf-1 inf-2 guns");
      await all.click();
      await page.waitForSelector("body[data-phase='combat']");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
