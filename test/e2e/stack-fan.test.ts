import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FAN_STEP } from "@view/fan-offsets";
import { launchChromium, openSandbox } from "./browser";
import { centreOf } from "./pointer";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe("a stack in the sandbox", () => {
  it("fans out side by side under the pointer and closes when the pointer leaves the board", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1`,
    );
    try {
      // mountain-attack: every unit but the Wespe battery shares the square (5, 5): the Guards infantry,
      // two panzergrenadier units and the StuG company, four.
      const stack = page.locator("g.unit[data-cell='5,5']");
      const count = await stack.count();
      expect(count).toBe(4);
      const top = await stack.last().boundingBox();
      if (top === null) throw new Error("the stack is not on screen");
      // A counter's width on screen, as the fan measures it (its body's box, scaled as the board is drawn).
      const width = await stack
        .last()
        .locator(".body")
        .evaluate((body) =>
          body instanceof SVGGraphicsElement ? body.getBBox().width * (body.getScreenCTM()?.a ?? 1) : 0,
        );
      await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2);
      await expect.poll(() => page.locator("g.unit.fanned").count()).toBe(count);
      // Let the fan's 0.12 s transition (sandbox.css) finish.
      await page.waitForTimeout(400);
      // Side by side, evenly: each FAN_STEP (1.05) counter widths further right than the one before,
      // on top of the small diagonal step a stack is drawn with (token-places.ts), so none overlaps.
      const centres: number[] = [];
      for (let k = 0; k < count; k += 1) {
        const box = await stack.nth(k).locator(".body").boundingBox();
        if (box !== null) centres.push(box.x + box.width / 2);
      }
      expect(centres).toHaveLength(4);
      await screenshot(page, "stack-fanned");
      const gaps = centres.slice(1).map((centre, k) => centre - (centres[k] ?? 0));
      for (const gap of gaps) {
        expect(gap).toBeGreaterThanOrEqual(FAN_STEP * width);
        expect(Math.abs(gap - (gaps[0] ?? 0))).toBeLessThan(1.5);
      }
      await page.mouse.move(2, 2);
      await expect.poll(() => page.locator("g.unit.fanned").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("stays fanned while a counter is pressed, and the counter is dragged from its place in the fan to where it is let go", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1&drag=free`,
    );
    try {
      await page.keyboard.press("0");
      const stack = page.locator("g.unit[data-cell='5,5']");
      const top = await stack.last().boundingBox();
      if (top === null) throw new Error("the stack is not on screen");
      await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2);
      await expect.poll(() => page.locator("g.unit.fanned").count()).toBe(4);
      await page.waitForTimeout(400);
      // The leftmost counter of the fan, about one and a quarter squares left of the square it stands in.
      const first = stack.first();
      const unitId = await first.getAttribute("data-unit-id");
      const centre = async (): Promise<{ x: number; y: number }> => {
        const box = await first.locator(".body").boundingBox();
        if (box === null) throw new Error("the counter is not on screen");
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const fanned = await centre();
      const cell = await page.locator(".cell[data-cell='5,5']").boundingBox();
      if (cell === null) throw new Error("no square (5,5)");
      expect(cell.x + cell.width / 2 - fanned.x).toBeGreaterThan(cell.width);

      // Pressed: the fan stays open and the counter under the pointer.
      await page.keyboard.down("Shift");
      await page.mouse.move(fanned.x, fanned.y);
      await page.mouse.down();
      await page.waitForTimeout(300);
      expect(await page.locator("g.unit.fanned").count()).toBe(4);
      const pressed = await centre();
      expect(Math.abs(pressed.x - fanned.x) + Math.abs(pressed.y - fanned.y)).toBeLessThan(1);

      // Dragged: it moves on from where it was, with the pointer.
      await page.mouse.move(fanned.x + 6, fanned.y + 4, { steps: 3 });
      const moved = await centre();
      expect(Math.abs(moved.x - (fanned.x + 6))).toBeLessThan(1.5);
      expect(Math.abs(moved.y - (fanned.y + 4))).toBeLessThan(1.5);
      await screenshot(page, "stack-fan-dragged");

      // Let go over (4,4): it lands in the square it is let go over.
      const target = await centreOf(page, ".cell[data-cell='4,4']");
      await page.mouse.move(target.x, target.y, { steps: 6 });
      await page.mouse.up();
      await page.keyboard.up("Shift");
      expect(await page.getAttribute(`g.unit[data-unit-id='${unitId ?? ""}']`, "data-cell")).toBe("4,4");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows every fanned counter's marker chits, above the counters around it, and puts the stack back when it closes", async () => {
    // step-loss-forest-attack: two battalions share (2, 2), each with a steps-left chit; the fan
    // opens toward the Rifles' hex, whose counter was drawn over the second battalion.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=odds-crt-step-loss-forest-attack`,
    );
    try {
      const order = (): Promise<string[]> =>
        page.$$eval("g.unit", (tokens) => tokens.map((token) => token.getAttribute("data-unit-id") ?? ""));
      const before = await order();
      await page.hover("g.unit[data-unit-id='inf-2'] .body", { force: true });
      await expect.poll(() => page.locator("g.unit.fanned").count()).toBe(2);
      await page.waitForTimeout(400);
      // Each chit is the topmost thing at its centre, and each counter at its centre and near each corner: nothing covers them.
      const shown = await page.$$eval("g.unit.fanned", (tokens) =>
        tokens.map((token) => {
          const on = (element: Element, u: number, v: number): boolean => {
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + u * box.width, box.y + v * box.height);
            return top !== null && token.contains(top);
          };
          const body = token.querySelector(".body");
          const spots = [
            [0.5, 0.5],
            [0.1, 0.1],
            [0.9, 0.1],
            [0.1, 0.9],
            [0.9, 0.9],
          ];
          return (
            [...token.querySelectorAll(".counter-marker")].every((chit) => on(chit, 0.5, 0.5)) &&
            body !== null &&
            spots.every(([u, v]) => on(body, u ?? 0, v ?? 0))
          );
        }),
      );
      expect(shown).toEqual([true, true]);
      await screenshot(page, "stack-fan-chits");
      await page.mouse.move(2, 2);
      await expect.poll(() => page.locator("g.unit.fanned").count()).toBe(0);
      expect(await order()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
