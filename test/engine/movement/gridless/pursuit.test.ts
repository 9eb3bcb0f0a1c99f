import { describe, expect, it } from "vitest";
import { planPursuit } from "@engine/movement/gridless/pursuit";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, box, circle, endOf, moveOf } from "./fixtures";

// skirmish-recoil at 20 px per inch; figures r 10.
describe("planPursuit (skirmish-recoil)", () => {
  it("pursues 2 toward the enemy and stops at contact", () => {
    // T is 50 px away: the bases touch with the centres 20 apart, after 30 px (1.5").
    const units = [circle("P", "b", 0, 0, 10, { type: "cavalry" }), circle("T", "r", 0, 50, 10)];
    const plan = planPursuit(createGridlessWorld(board(units, 20, "in")), { unitId: "P", targetId: "T", distance: 2 });
    expect(endOf(plan, "P").y).toBeCloseTo(30, 9);
    expect(moveOf(plan, "P").distance).toBeCloseTo(1.5, 9);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "P", otherId: "T" }]);
  });

  it("goes the full 2 into rough going when the enemy is further off", () => {
    const units = [circle("P", "b", 0, 0, 10), circle("T", "r", 0, 100, 10)];
    const rough = box("rough", "difficult", -50, 20, 50, 60);
    const plan = planPursuit(createGridlessWorld(board(units, 20, "in", { areas: [rough] })), {
      unitId: "P",
      targetId: "T",
      distance: 2,
      blocking: ["impassable"],
    });
    expect(endOf(plan, "P")).toEqual({ x: 0, y: 40 });
    expect(plan.events).toEqual([]);
  });

  it("refuses a target on its own side", () => {
    const units = [circle("P", "b", 0, 0, 10), circle("F", "b", 0, 100, 10)];
    expect(() =>
      planPursuit(createGridlessWorld(board(units, 20, "in")), { unitId: "P", targetId: "F", distance: 2 }),
    ).toThrow("Unit F is on the same side as P, not its enemy.");
  });
});
