import { describe, expect, it } from "vitest";
import { validateBoard } from "@engine/board/validate-board";
import { EngineError } from "@engine/errors";
import { planCharge } from "@engine/movement/grid/charge";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { planRetreat } from "@engine/movement/grid/retreat";
import { DEFAULT_GRID_MOVE_RULES, GRID_MOVE_RULE_FIELDS } from "@engine/movement/grid/grid-move-rules";
import { GRID_RULES } from "@engine/movement/request-shapes";
import { planReturn } from "@engine/movement/grid/return";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { planFlee } from "@engine/movement/gridless/flee";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { checkRequestShape } from "@engine/movement/request-shape";
import { PLANNED_MOVE_SHAPE } from "@engine/movement/request-shapes";
import { board, unit } from "./grid/grid-fixtures";
import { board as gridlessBoard, circle } from "./gridless/fixtures";

/** The key of the EngineError `run` throws; any other throw fails the test. */
function keyOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error("the planner accepted the request");
}

const grid = createGridMoveContext(
  board("square", [unit("R", "blue", { i: 0, j: 0 }), unit("A", "red", { i: 0, j: 1 })]),
);
const world = createGridlessWorld(
  gridlessBoard([circle("a", "blue", 0, 0, 10), circle("b", "red", 0, 25, 10)], 10, "in"),
);
const FLEE = {
  recoil: 2,
  maxMove: 12,
  terrain: { impassable: [], difficult: [], barrier: [] },
  crossing: { dice: "1d6", target: 4 },
  blocked: { outcome: "downed" },
};

describe("the planners check their requests' shape at the door", () => {
  it("refuses a request that is no object", () => {
    expect(keyOf(() => planCharge(grid, null as never))).toBe("WARGAME.Error.Request.NotRequest");
    expect(keyOf(() => planBreakthrough(world, "a" as never))).toBe("WARGAME.Error.Request.NotRequest");
  });

  it("refuses fields of the wrong kind", () => {
    expect(keyOf(() => planCharge(grid, { unitId: "R", distance: 2, targetFormations: "X" } as never))).toBe(
      "WARGAME.Error.Request.NotIds",
    );
    expect(keyOf(() => planBreakthrough(world, { unitId: "a", path: { x: 0, y: 5 } } as never))).toBe(
      "WARGAME.Error.Request.NotPoints",
    );
    expect(keyOf(() => planBreakthrough(world, { unitId: "a", path: [{ x: 0, y: 5 }], through: [3] } as never))).toBe(
      "WARGAME.Error.Request.NotIds",
    );
    expect(keyOf(() => planFlee(world, { ...FLEE, unitId: "a", terrain: null } as never))).toBe(
      "WARGAME.Error.Request.NotRequest",
    );
    expect(
      keyOf(() => planRetreat(grid, { unitId: "R", rules: { terrain: { impassable: [], extraCost: null } } } as never)),
    ).toBe("WARGAME.Error.Request.NotNumbers");
  });

  it("checks every grid move rule, as the rules declare it (the shape is derived, so none is missed)", () => {
    // Every field of the rules the planners read is a field of a request's `rules`, and no other.
    const rules = GRID_RULES.fields;
    expect(Object.keys(rules).sort()).toEqual(Object.keys(DEFAULT_GRID_MOVE_RULES).sort());
    expect(Object.keys(rules).sort()).toEqual(Object.keys(GRID_MOVE_RULE_FIELDS).sort());
    // stackingLimit, once left out of the hand-kept shape, is checked at the door: a number, or null for none.
    expect(
      keyOf(() => planRetreat(grid, { unitId: "R", awayFrom: [], rules: { stackingLimit: "two" } } as never)),
    ).toBe("WARGAME.Error.Request.NotNumber");
    expect(
      planRetreat(grid, { unitId: "R", awayFrom: [{ i: 0, j: 1 }], rules: { stackingLimit: null } }).moves,
    ).toHaveLength(1);
  });

  it("refuses a cell no grid key reaches (2^20) instead of a RangeError", () => {
    expect(keyOf(() => planReturn(grid, { unitId: "R", to: { i: 2 ** 20, j: 0 } }))).toBe(
      "WARGAME.Error.Request.NotCell",
    );
  });
});

describe("a plan applied from a macro", () => {
  // Each planned path becomes one move of a change set, its start left out: at most 100 waypoints.
  it("refuses a path of more points than a change set's move takes", () => {
    const path = (n: number) => Array.from({ length: n }, (_, k) => ({ x: k, y: 0 }));
    const move = (n: number) => ({ unitId: "a", path: path(n), facing: 0, footprint: {} });
    expect(() => checkRequestShape(move(101), "applyPlan", PLANNED_MOVE_SHAPE)).not.toThrow();
    expect(keyOf(() => checkRequestShape(move(102), "applyPlan", PLANNED_MOVE_SHAPE))).toBe(
      "WARGAME.Error.Request.TooLong",
    );
  });
});

describe("the planners' sizes are capped (src/engine/limits.ts)", () => {
  it("refuses moves and step counts over the caps", () => {
    expect(keyOf(() => planRetreat(grid, { unitId: "R", allowance: 31 }))).toBe("WARGAME.Error.Limit.Move");
    expect(keyOf(() => planRetreat(grid, { unitId: "R", cells: 13 }))).toBe("WARGAME.Error.Limit.Steps");
    expect(keyOf(() => planCharge(grid, { unitId: "R", distance: 1e6 }))).toBe("WARGAME.Error.Limit.Move");
    expect(keyOf(() => planFlee(world, { ...FLEE, unitId: "a", maxMove: 1e9 }))).toBe("WARGAME.Error.Limit.Move");
  });

  it("refuses a flee that would try more headings than the cap, instead of running out of memory", () => {
    // maxDeviation may not pass 180°; at 180° in steps of 0.01° a flee would try 36,001 headings.
    expect(keyOf(() => planFlee(world, { ...FLEE, unitId: "a", maxDeviation: 1e8 }))).toBe(
      "WARGAME.Error.Gridless.TooFar",
    );
    expect(keyOf(() => planFlee(world, { ...FLEE, unitId: "a", maxDeviation: 180, angleStep: 0.01 }))).toBe(
      "WARGAME.Error.Limit.Headings",
    );
  });

  it("plans a retreat at the caps: a move of 30 cells on an open board, and 12 steps", () => {
    // On an open square board R (move 30) retreats from A; every cell it reaches is within 30
    // steps, so the search settles at most 61 × 61 cells. Exactly 12 steps: at most 25 × 25
    // cells, each at 13 step counts.
    const open = validateBoard({
      grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [
        { id: "R", side: "blue", footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] }, facing: 0, move: 30 },
        { id: "A", side: "red", footprint: { kind: "cells", cells: [{ i: 0, j: 1 }] }, facing: 0, move: 4 },
      ],
    });
    const q = createGridMoveContext(open);
    // Furthest from A (column 1) after 30 steps is column -30, 31 away (diagonals count 1, so
    // every row from -30 to 30 is as far); the lowest row wins: -30.
    expect(planRetreat(q, { unitId: "R" }).moves[0]?.footprint).toEqual({ kind: "cells", cells: [{ i: -30, j: -30 }] });
    expect(planRetreat(q, { unitId: "R", cells: 12 }).moves[0]?.footprint).toEqual({
      kind: "cells",
      cells: [{ i: -12, j: -12 }],
    });
  });
});
