import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { planFallBack } from "@engine/movement/gridless/fall-back";
import { STOPPED } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, endOf, moveOf, rect, wall } from "./fixtures";

// victory-margin, in centimetres at 10 px per cm. Units are 4 cm wide, 2 cm deep rects.
const attacker = rect("A", "red", 0, 0, 40, 20);
const defender = rect("D", "blue", 0, 100, 40, 20, { facing: 180 });

describe("planFallBack (victory-margin)", () => {
  it("falls back directly away from the attacker by the rolled distance", () => {
    // Margin 2, pips 3 + 5 = 8 cm = 80 px straight down (away from A at the origin).
    const world = createGridlessWorld(board([attacker, defender], 10, "cm"));
    const plan = planFallBack(world, { unitId: "D", awayFrom: { unitId: "A" }, distance: 8, blocked: STOPPED });
    expect(endOf(plan, "D")).toEqual({ x: 0, y: 180 });
    expect(moveOf(plan, "D")).toMatchObject({ facing: 180, distance: 8 });
    expect(plan.events).toEqual([]);
  });

  it("passes through a friend and ends clear behind it, the move growing just enough", () => {
    // Friend F (same size) at y = 180: D (bottom edge at 110) touches F's top (170) after 60 px
    // and is clear of it when D's top (90 + s) reaches F's bottom (190): s = 100. 8 cm (80 px)
    // would end inside F, so the fall back grows to 10 cm and D ends at y = 200, behind F.
    const friend = rect("F", "blue", 0, 180, 40, 20, { facing: 180 });
    const world = createGridlessWorld(board([attacker, defender, friend], 10, "cm"));
    const plan = planFallBack(world, { unitId: "D", awayFrom: { unitId: "A" }, distance: 8, blocked: STOPPED });
    expect(endOf(plan, "D").y).toBeCloseTo(200, 9);
    expect(moveOf(plan, "D").distance).toBeCloseTo(10, 9);
    expect(plan.events).toEqual([{ kind: "passed-through", unitId: "D", otherId: "F" }]);
    // Why: the fall back of 8 cm from A, through F (the 2 cm more are F's doing).
    expect(moveOf(plan, "D").why).toEqual({
      rule: { kind: "fall-back", distance: 8, otherId: "A" },
      notes: [{ kind: "passed-through", otherId: "F" }],
    });
  });

  it("with no room behind the friend, stops before it with the ruleset's outcome", () => {
    // A wall at y = 195 leaves D no room to clear F (it would need its bottom at 210): D stops
    // touching F, after 60 px (6 cm).
    const friend = rect("F", "blue", 0, 180, 40, 20, { facing: 180 });
    const walls = [wall("w", { x: -100, y: 195 }, { x: 100, y: 195 })];
    const world = createGridlessWorld(board([attacker, defender, friend], 10, "cm", { walls }));
    const eliminated = { outcome: "eliminated", remove: true };
    const plan = planFallBack(world, { unitId: "D", awayFrom: { unitId: "A" }, distance: 8, blocked: eliminated });
    expect(endOf(plan, "D").y).toBeCloseTo(160, 9);
    expect(plan.events).toEqual([
      { kind: "blocked", unitId: "D", cause: "friend", otherId: "F", outcome: "eliminated" },
      { kind: "removed", unitId: "D", reason: "eliminated" },
    ]);
  });

  it("refuses a negative distance, an unknown unit and a unit standing on the point", () => {
    const world = createGridlessWorld(board([attacker, defender], 10, "cm"));
    expect(() =>
      planFallBack(world, { unitId: "D", awayFrom: { unitId: "A" }, distance: -1, blocked: STOPPED }),
    ).toThrow(EngineError);
    expect(() =>
      planFallBack(world, { unitId: "X", awayFrom: { unitId: "A" }, distance: 1, blocked: STOPPED }),
    ).toThrow("No unit on the board has the id X.");
    expect(() =>
      planFallBack(world, { unitId: "D", awayFrom: { point: { x: 0, y: 100 } }, distance: 1, blocked: STOPPED }),
    ).toThrow(EngineError);
  });
});
