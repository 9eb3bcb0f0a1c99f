import type { Page } from "playwright-core";
import type { Point } from "@engine/model/coordinates";

/** Where to take hold of a token: the point nearest its centre where it, not a counter stacked on it, is on top. */
export async function grip(page: Page, unitId: string): Promise<Point> {
  const point = await page.$eval(
    `g.unit[data-unit-id='${unitId}'] .body`,
    (body, id) => {
      const box = body.getBoundingClientRect();
      const fractions = [0.5, 0.35, 0.65, 0.2, 0.8, 0.08, 0.92];
      const tries = fractions.flatMap((u) =>
        fractions.map((v) => ({ x: box.x + u * box.width, y: box.y + v * box.height })),
      );
      return (
        tries.find(
          (p) =>
            (document.elementFromPoint(p.x, p.y)?.closest("g.unit") as SVGGElement | null)?.dataset["unitId"] === id,
        ) ?? null
      );
    },
    unitId,
  );
  if (point === null) throw new Error(`${unitId} cannot be taken hold of`);
  return point;
}

/**
 * Where to take hold of a token once the pointer rests on it: pointing at a stack fans it out
 * (stack-fan.ts), which moves its counters, so the grip is found again after the fan has opened.
 */
export async function fannedGrip(page: Page, unitId: string): Promise<Point> {
  // Pointed at by its box, not a point where it shows: a counter wholly under its stack shows nowhere until the fan opens.
  await page.hover(`g.unit[data-unit-id='${unitId}'] .body`, { force: true });
  // The fan's 0.12 s transition (sandbox.css), with room for a loaded machine.
  await page.waitForTimeout(400);
  return grip(page, unitId);
}

export async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function drag(
  page: Page,
  from: Point,
  to: Point,
  button: "left" | "right" | "middle" = "left",
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up({ button });
}
