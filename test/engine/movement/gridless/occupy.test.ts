import { describe, expect, it } from "vitest";
import { planOccupy } from "@engine/movement/gridless/occupy";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, box, circle, endOf } from "./fixtures";

// skirmish-recoil at 20 px per inch. A trench from y = 10 to 30 lies right below figure P (r 10),
// which touches it.
const trench = box("trench", "fortification", -50, 10, 50, 30);

describe("planOccupy", () => {
  it("moves a figure in contact with a fortification onto the middle of it", () => {
    // Nearest outline point (0, 10); the line down leaves the trench at y = 30: middle y = 20.
    const world = createGridlessWorld(board([circle("P", "b", 0, 0, 10)], 20, "in", { areas: [trench] }));
    const plan = planOccupy(world, { unitId: "P", areaId: "trench" });
    expect(endOf(plan, "P")).toEqual({ x: 0, y: 20 });
    expect(plan.events).toEqual([{ kind: "occupied", unitId: "P", areaId: "trench" }]);
  });

  it("stops at a downed defender still in the trench, short of occupying it", () => {
    // A downed enemy at (0, 25) is touched when P's centre is 20 from it, at y = 5: P's centre
    // is still outside the trench.
    const units = [circle("P", "b", 0, 0, 10), circle("X", "r", 0, 25, 10)];
    const plan = planOccupy(createGridlessWorld(board(units, 20, "in", { areas: [trench] })), {
      unitId: "P",
      areaId: "trench",
    });
    expect(endOf(plan, "P").y).toBeCloseTo(5, 9);
    expect(plan.events).toEqual([{ kind: "blocked", unitId: "P", cause: "enemy", otherId: "X", outcome: "stopped" }]);
  });

  it("refuses a unit out of contact", () => {
    const world = createGridlessWorld(board([circle("P", "b", 0, -50, 10)], 20, "in", { areas: [trench] }));
    expect(() => planOccupy(world, { unitId: "P", areaId: "trench" })).toThrow(
      "Unit P is not in contact with area trench, so it cannot occupy it.",
    );
  });
});
