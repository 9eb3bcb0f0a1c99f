import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { centreOf, drag } from "./pointer";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function zoomOf(page: Page): Promise<number> {
  return Number(await page.getAttribute("svg.board", "data-zoom"));
}

const WESPE = "g.unit[data-unit-id='wespe'] .body";

describe("zoom and pan", () => {
  it("zooms around the pointer, pans, and drags, drops and turns units at any zoom", async () => {
    // mountain-attack: the Wespe battery alone at (5, 0); everyone else at (5, 5) (as in drag.test.ts).
    // Its drags are free setup (drag=free): the Wespe moves 1 square, and this test drags it 4.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1&drag=free`,
    );
    try {
      // It opens zoomed in, where the counters read (counter-size.test.ts); 0 shows the whole board.
      expect(await zoomOf(page)).toBeGreaterThan(1);
      await page.keyboard.press("0");
      expect(await zoomOf(page)).toBe(1);
      // Three notches of the wheel over the Wespe: 1.2³ = 1.728 times, the Wespe staying under the pointer.
      const at = await centreOf(page, WESPE);
      await page.mouse.move(at.x, at.y);
      for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -100);
      await page.waitForFunction(
        () => Number(document.querySelector<SVGSVGElement>("svg.board")?.dataset["zoom"]) > 1.7,
      );
      expect(await zoomOf(page)).toBeCloseTo(1.73, 2);
      const still = await centreOf(page, WESPE);
      expect(Math.abs(still.x - at.x)).toBeLessThan(1);
      expect(Math.abs(still.y - at.y)).toBeLessThan(1);

      // Dragged at this zoom onto (5, 4), a little off its centre: it snaps into that square.
      const to = await centreOf(page, ".cell[data-cell='5,4']");
      await drag(page, still, { x: to.x + 10, y: to.y - 8 });
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.cells).toBe("5,4");
      await screenshot(page, "zoom-dragged");

      // Dragging the empty board pans it: 120 px left and 40 up, and the Wespe with it.
      const before = await centreOf(page, WESPE);
      const empty = await centreOf(page, ".cell[data-cell='6,2']");
      await drag(page, empty, { x: empty.x - 120, y: empty.y - 40 });
      const panned = await centreOf(page, WESPE);
      expect(panned.x - before.x).toBeCloseTo(-120, 0);
      expect(panned.y - before.y).toBeCloseTo(-40, 0);
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.cells).toBe("5,4");
      // A right-button drag over a token pans too, and leaves the unit where it stands.
      await drag(page, panned, { x: panned.x + 60, y: panned.y }, "right");
      expect((await centreOf(page, WESPE)).x - panned.x).toBeCloseTo(60, 0);
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.cells).toBe("5,4");

      // Shift and the wheel still turn the selected unit (45° a notch on squares), and zoom nothing.
      const zoomed = await zoomOf(page);
      const facing = (await drawnUnits(page)).find((unit) => unit.id === "wespe")?.facing ?? 0;
      await page.mouse.move((await centreOf(page, WESPE)).x, (await centreOf(page, WESPE)).y);
      await page.keyboard.down("Shift");
      await page.mouse.wheel(0, 100);
      await page.keyboard.up("Shift");
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector<SVGGElement>("g.unit[data-unit-id='wespe']")?.dataset["facing"]) !== before,
        facing,
      );
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.facing).toBe((facing + 45) % 360);
      expect(await zoomOf(page)).toBe(zoomed);

      // A token let go outside the board stays where it was, at any zoom.
      const box = await page.locator("svg.board").boundingBox();
      if (box === null) throw new Error("no board");
      await drag(page, await centreOf(page, WESPE), { x: box.x + box.width + 60, y: box.y + 20 });
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.cells).toBe("5,4");

      // The keys: + and - by 1.25, 0 back to the whole board; the toolbar's buttons alike.
      await page.click("button[data-action='zoom'][data-zoom='0']");
      expect(await zoomOf(page)).toBe(1);
      await page.keyboard.press("+");
      expect(await zoomOf(page)).toBe(1.25);
      await page.keyboard.press("-");
      expect(await zoomOf(page)).toBe(1);
      await page.click("button[data-action='zoom'][data-zoom='1']");
      expect(await zoomOf(page)).toBe(1.25);
      await page.keyboard.press("0");
      expect(await zoomOf(page)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("clicks a destination on the board at a zoom", async () => {
    // ridge assault: Assault 1 charges; its destinations are outlined, one is clicked while zoomed in.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=assault-ridge&combat=ridge&seed=1&speed=0`,
    );
    try {
      await page.click("button[data-action='start-combat']");
      await page.waitForSelector(".destination[data-option]");
      for (let k = 0; k < 2; k++) await page.click("button[data-action='zoom'][data-zoom='1']");
      // The view zooms about its middle: a destination it still shows.
      const shown = await page.$$eval(".destination[data-option]", (places) => {
        const view = document.querySelector("svg.board")?.getBoundingClientRect();
        return places.findIndex((place) => {
          const box = place.getBoundingClientRect();
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          return view !== undefined && x > view.left && x < view.right && y > view.top && y < view.bottom;
        });
      });
      expect(shown).toBeGreaterThanOrEqual(0);
      const target = page.locator(".destination[data-option]").nth(shown);
      const option = await target.getAttribute("data-option");
      const cell = await target.getAttribute("data-cell");
      await target.click();
      expect(
        (await page.locator(`.ghost[data-cell='${cell ?? ""}']`).count()) +
          (await page.locator(`.destination.picked[data-option='${option ?? ""}']`).count()),
      ).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the coordinates toggle", () => {
  it("shows each cell's row and column, off by default, remembered in the link", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1`,
    );
    try {
      expect(await page.locator(".cell-coordinate").count()).toBe(0);
      await page.check("input[name='coordinates']");
      // The destination list's form: row, then column.
      expect(await page.textContent(".cell-coordinate[data-cell='5,4']")).toBe("5,4");
      expect(await page.locator(".cell-coordinate").count()).toBe(await page.locator(".cell").count());
      expect(new URL(page.url()).searchParams.get("coords")).toBe("1");
      await screenshot(page, "coordinates-square");
      await page.reload();
      await page.waitForSelector("body[data-ready]");
      expect(await page.isChecked("input[name='coordinates']")).toBe(true);
      // The board's first cell: it begins at column 0 (scenario.ts), never before.
      expect(await page.textContent(".cell-coordinate[data-cell='3,0']")).toBe("3,0");
      expect(await page.locator(".cell-coordinate[data-cell='3,-1']").count()).toBe(0);
      await page.uncheck("input[name='coordinates']");
      expect(await page.locator(".cell-coordinate").count()).toBe(0);
      expect(new URL(page.url()).searchParams.get("coords")).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("rules a gridless board in table units, and labels hexes", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=skirmish-recoil-the-hedge-line&seed=1&coords=1`,
    );
    try {
      // 20 px an inch: rulings at least 60 px apart fall every 5 inches (the 1, 2, 5 series).
      const labels = await page.$$eval(".ruling-label.x", (items) => items.map((item) => item.textContent));
      expect(labels).toContain("0 in");
      expect(labels).toContain("5 in");
      expect(labels).not.toContain("1 in");
      await screenshot(page, "coordinates-gridless");
      await page.goto(`${inject("sandboxUrl")}?scenario=assault-ridge&seed=1&coords=1`);
      await page.waitForSelector("body[data-ready]");
      expect(await page.textContent(".cell-coordinate[data-cell='8,1']")).toBe("8,1");
      await screenshot(page, "coordinates-hex");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the opening view (issue 24)", () => {
  it.each(["command-test-surrounded-at-the-ford", "skirmish-recoil-the-hedge-line", "assault-rout-of-the-broken"])(
    "%s opens zoomed in with nothing past the board's edge in view, at 1280 and 800 px",
    async (id) => {
      const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${id}&seed=1`);
      try {
        for (const [width, height] of [
          [1280, 800],
          [800, 900],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.reload();
          await page.waitForSelector("body[data-ready]");
          // What the element shows, in board pixels (the viewBox fitted whole into it, "meet"),
          // against the board drawn (its ground): the screen pixels past each edge.
          const view = await page.$eval("svg.board", (svg) => {
            const [x = 0, y = 0, w = 1, h = 1] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
            const scale = Math.min(svg.clientWidth / w, svg.clientHeight / h);
            const shown = {
              minX: x + w / 2 - svg.clientWidth / scale / 2,
              maxX: x + w / 2 + svg.clientWidth / scale / 2,
              minY: y + h / 2 - svg.clientHeight / scale / 2,
              maxY: y + h / 2 + svg.clientHeight / scale / 2,
            };
            const ground = svg.querySelector("rect.ground");
            const at = (name: string): number => Number(ground?.getAttribute(name));
            const edge = { x: at("x"), y: at("y"), w: at("width"), h: at("height") };
            return {
              zoomed: w < edge.w - 1 || h < edge.h - 1,
              past: [
                edge.x - shown.minX,
                shown.maxX - (edge.x + edge.w),
                edge.y - shown.minY,
                shown.maxY - (edge.y + edge.h),
              ].map((board) => Math.max(0, board * scale)),
            };
          });
          // These three open zoomed in (their whole board would not read) at both sizes.
          expect(view.zoomed, `${width} px`).toBe(true);
          // Zoomed in: the board fills the element (a pixel for rounding).
          expect(
            view.past.every((px) => px <= 1),
            `${width} px: ${view.past.map((px) => px.toFixed(0)).join(", ")}`,
          ).toBe(true);
          await screenshot(page, `opening-${id}-${width}`);
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
