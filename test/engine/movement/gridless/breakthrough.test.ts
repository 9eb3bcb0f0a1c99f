import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, endOf, rect } from "./fixtures";

// victory-margin at 10 px per cm; the breakthrough unit A (move 10 cm) faces down the screen.
const attacker = rect("A", "red", 0, 0, 40, 20, { move: 10 });
const defender = rect("D", "blue", 0, 20, 40, 20, { facing: 180 });

function key(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
  }
  return "no error";
}

describe("planBreakthrough (victory-margin)", () => {
  it("refuses a path beyond the allowance", () => {
    // 15 cm straight ahead, allowance 10 cm.
    const world = createGridlessWorld(board([attacker], 10, "cm"));
    expect(key(() => planBreakthrough(world, { unitId: "A", path: [{ x: 0, y: 150 }] }))).toBe(
      "WARGAME.Error.Gridless.BeyondAllowance",
    );
    expect(() => planBreakthrough(world, { unitId: "A", path: [{ x: 0, y: 150 }] })).toThrow(
      "The path of A is 15 long, beyond its allowance of 10.",
    );
  });

  it("refuses a leg outside its forward arc, and an empty path", () => {
    // A leg heading 60° off its facing, with the front arc 45° either side.
    const world = createGridlessWorld(board([attacker], 10, "cm"));
    const off = { x: 50 * Math.sin(Math.PI / 3), y: 50 * Math.cos(Math.PI / 3) };
    expect(key(() => planBreakthrough(world, { unitId: "A", path: [off] }))).toBe("WARGAME.Error.Gridless.OutsideArc");
    expect(key(() => planBreakthrough(world, { unitId: "A", path: [] }))).toBe("WARGAME.Error.Gridless.EmptyPath");
  });

  it("drives through the defender and ends in contact with another enemy", () => {
    // Path 8 cm down, through D; enemy E's top edge at 70 stops A (bottom edge 10 + s) at s = 60.
    const enemy = rect("E", "blue", 0, 80, 40, 20, { facing: 180 });
    const world = createGridlessWorld(board([attacker, defender, enemy], 10, "cm"));
    const plan = planBreakthrough(world, { unitId: "A", path: [{ x: 0, y: 80 }], through: ["D"] });
    expect(endOf(plan, "A").y).toBeCloseTo(60, 9);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "A", otherId: "E" }]);
  });

  it("never ends inside the defender it drives through: it steps back to where it went in", () => {
    // A path of 3 cm ends inside D; A steps back to its start, touching D.
    const world = createGridlessWorld(board([attacker, defender], 10, "cm"));
    const plan = planBreakthrough(world, { unitId: "A", path: [{ x: 0, y: 30 }], through: ["D"] });
    expect(plan.moves).toEqual([]);
    expect(plan.events).toEqual([
      { kind: "blocked", unitId: "A", cause: "enemy", otherId: "D", outcome: "stopped" },
      { kind: "contact", unitId: "A", otherId: "D" },
    ]);
  });

  it("follows a path of several legs", () => {
    // 4 cm down then 3 cm down and 3 cm right (45°, on the edge of the front arc): 4 + 4.24 cm.
    const world = createGridlessWorld(board([attacker], 10, "cm"));
    const plan = planBreakthrough(world, {
      unitId: "A",
      path: [
        { x: 0, y: 40 },
        { x: 30, y: 70 },
      ],
    });
    expect(endOf(plan, "A")).toEqual({ x: 30, y: 70 });
    expect(plan.moves[0]?.distance).toBeCloseTo(4 + Math.hypot(3, 3), 9);
  });
});
