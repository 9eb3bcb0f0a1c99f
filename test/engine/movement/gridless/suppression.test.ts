import { describe, expect, it } from "vitest";
import { planSuppression } from "@engine/movement/gridless/suppression";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, circle, endOf, moveOf } from "./fixtures";

// skirmish-recoil at 20 px per inch; S faces down the screen, its rear is up.
describe("planSuppression (skirmish-recoil)", () => {
  it("moves up to 2 to its rear and is turned around", () => {
    const world = createGridlessWorld(board([circle("S", "b", 0, 0, 10)], 20, "in"));
    const plan = planSuppression(world, { unitId: "S", distance: 1.5, maxDistance: 2, turnAround: true });
    expect(endOf(plan, "S")).toEqual({ x: 0, y: -30 });
    expect(moveOf(plan, "S")).toMatchObject({ facing: 180, distance: 1.5 });
  });

  it("moves along a chosen heading without turning when asked so", () => {
    // Heading 270 faces right (+x).
    const world = createGridlessWorld(board([circle("S", "b", 0, 0, 10)], 20, "in"));
    const plan = planSuppression(world, { unitId: "S", distance: 2, maxDistance: 2, heading: 270, turnAround: false });
    expect(endOf(plan, "S")).toEqual({ x: 40, y: 0 });
    expect(moveOf(plan, "S").facing).toBe(0);
  });

  it("turns around even without moving, and refuses more than the maximum", () => {
    const world = createGridlessWorld(board([circle("S", "b", 0, 0, 10)], 20, "in"));
    const plan = planSuppression(world, { unitId: "S", distance: 0, maxDistance: 2, turnAround: true });
    expect(moveOf(plan, "S")).toMatchObject({
      path: [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ],
      facing: 180,
      distance: 0,
    });
    expect(() => planSuppression(world, { unitId: "S", distance: 3, maxDistance: 2, turnAround: true })).toThrow(
      "distance may be at most 2, got 3.",
    );
  });
});
