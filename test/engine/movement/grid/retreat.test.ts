import { describe, expect, it } from "vitest";
import { HEX_KINDS, type HexKind } from "@engine/grid/hex";
import { EngineError } from "@engine/errors";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { board, hexAt, unit, wallBetween } from "./grid-fixtures";
import { planBoth } from "./plan-both";
import type { Board } from "@engine/board/types";

/*
 * Hex scenarios are written in cube coordinates (q, r), so they read the same on every layout;
 * `hexAt` turns them into each layout's offsets. The retreating unit R stands at (0,0), the
 * attacker A next to it at (1,0). The cells one step from R that are 2 from A (further than 1) are
 * (-1,1), (-1,0) and (0,-1) (cube distance max(|dq|, |dr|, |ds|)); the other neighbours are 1 from
 * A. Zones of control reach 1 cell (the board index's default).
 */
const retreat = (b: Board, request: RetreatRequest) => planBoth(b, (q) => planRetreat(q, request));

describe.each(HEX_KINDS)("hex retreat on %s", (kind: HexKind) => {
  const at = (q: number, r: number) => hexAt(kind, q, r);
  const R = unit("R", "blue", at(0, 0));
  const A = unit("A", "red", at(1, 0));

  it("skirts an enemy zone of control", () => {
    // B at (-2,1) covers (-1,1) and (-1,0), its neighbours; C at (1,-3) covers (0,-2). So the
    // first step is (0,-1) (2 from B, 2 from C), and of its neighbours 3 from A, (-1,-1) and
    // (0,-2), only (-1,-1) is outside every zone.
    const b = board(kind, [R, A, unit("B", "red", at(-2, 1)), unit("C", "red", at(1, -3))]);
    const plan = retreat(b, { unitId: "R", cells: 2 });
    expect(plan.moves).toHaveLength(1);
    expect(plan.moves[0]?.cells).toEqual([at(0, 0), at(0, -1), at(-1, -1)]);
    expect(plan.moves[0]?.footprint).toEqual({ kind: "cells", cells: [at(-1, -1)] });
    expect(plan.moves[0]?.distance).toBe(2);
    expect(plan.events).toEqual([]);
  });

  it("eliminates a unit with no legal retreat, or applies the outcome the request names", () => {
    // B at (-2,1) covers (-1,1) and (-1,0); C at (0,-2) covers (0,-1): no first step is legal.
    const b = board(kind, [R, A, unit("B", "red", at(-2, 1)), unit("C", "red", at(0, -2))]);
    expect(retreat(b, { unitId: "R", cells: 2 })).toMatchObject({
      moves: [],
      events: [
        { kind: "blocked", unitId: "R", cause: "no-retreat", outcome: "eliminated" },
        { kind: "removed", unitId: "R", reason: "eliminated" },
      ],
    });
    expect(retreat(b, { unitId: "R", cells: 1, noRetreat: "step-loss", addStatus: ["tipped"] }).events).toMatchObject([
      { kind: "blocked", unitId: "R", cause: "no-retreat", outcome: "step-loss" },
      { kind: "status", unitId: "R", add: ["tipped"], remove: [] },
    ]);
    expect(retreat(b, { unitId: "R", cells: 1, noRetreat: "surrender" }).events[1]).toEqual({
      kind: "removed",
      unitId: "R",
      reason: "surrender",
    });
  });

  it("is stopped by a wall between two cells", () => {
    // Walls on R's sides toward (-1,1) and (-1,0) leave (0,-1) the only step away from A.
    const walls = [wallBetween(kind, at(0, 0), at(-1, 1), "w1"), wallBetween(kind, at(0, 0), at(-1, 0), "w2")];
    expect(retreat(board(kind, [R, A], walls), { unitId: "R", cells: 1 }).moves[0]?.cells).toEqual([
      at(0, 0),
      at(0, -1),
    ]);
    // A third wall toward (0,-1) leaves none.
    const closed = [...walls, wallBetween(kind, at(0, 0), at(0, -1), "w3")];
    expect(retreat(board(kind, [R, A], closed), { unitId: "R", cells: 1 }).events[0]).toMatchObject({
      cause: "no-retreat",
    });
  });

  it("respects the stacking limit", () => {
    // Friends hold (-1,1) and (-1,0); with one unit a cell, only (0,-1) is left.
    const b = board(kind, [R, A, unit("F1", "blue", at(-1, 1)), unit("F2", "blue", at(-1, 0))]);
    expect(retreat(b, { unitId: "R", cells: 1, rules: { stackingLimit: 1 } }).moves[0]?.cells).toEqual([
      at(0, 0),
      at(0, -1),
    ]);
  });

  it("moves a two-cell block as one, keeping its shape", () => {
    // R covers (0,0) and (0,1), both next to A. Shifting the block by a neighbour step: to
    // (-1,1)+(-1,2) or (-1,0)+(-1,1), both 2 from A; the others keep a cell 1 from A or enter A's.
    // B at (-2,3) covers (-1,2) (1 away) but not (-1,1) or (-1,0) (2 and 3 away), so the block
    // goes to (-1,0)+(-1,1).
    const block = unit("R", "blue", [at(0, 0), at(0, 1)]);
    const plan = retreat(board(kind, [block, A, unit("B", "red", at(-2, 3))]), { unitId: "R", cells: 1 });
    expect(plan.moves[0]?.cells).toEqual([at(0, 0), at(-1, 0)]);
    expect(plan.moves[0]?.footprint).toEqual({ kind: "cells", cells: [at(-1, 0), at(-1, 1)] });
  });
});

describe("square retreat (8-way, equidistant diagonals)", () => {
  // R at row 5, column 5; A east of it at (5,6). Chebyshev distance: the steps 2 from A are the
  // column-4 cells (4,4), (5,4), (6,4); two steps on, column 3, rows 3 to 7.
  const R = unit("R", "blue", { i: 5, j: 5 });
  const A = unit("A", "red", { i: 5, j: 6 });

  it("skirts an enemy zone of control", () => {
    // B at (5,2) covers rows 4-6 of columns 1-3, C at (8,3) rows 7-9 of columns 2-4: of column 3
    // only (3,3) is free, reached from (4,4).
    const b = board("square", [R, A, unit("B", "red", { i: 5, j: 2 }), unit("C", "red", { i: 8, j: 3 })]);
    const plan = retreat(b, { unitId: "R", cells: 2 });
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 4, j: 4 },
      { i: 3, j: 3 },
    ]);
    expect(plan.moves[0]?.path).toEqual([
      { x: 550, y: 550 },
      { x: 450, y: 450 },
      { x: 350, y: 350 },
    ]);
  });

  it("eliminates a unit with no legal retreat", () => {
    // B at (5,3) covers rows 4-6 of columns 2-4: every step away from A.
    const b = board("square", [R, A, unit("B", "red", { i: 5, j: 3 })]);
    expect(retreat(b, { unitId: "R", cells: 1 }).events).toMatchObject([
      { kind: "blocked", unitId: "R", cause: "no-retreat", outcome: "eliminated" },
      { kind: "removed", unitId: "R", reason: "eliminated" },
    ]);
  });

  it("is stopped by a wall between two cells", () => {
    // Unwalled, the tie among (4,4), (5,4), (6,4) goes to the lowest row: (4,4).
    expect(retreat(board("square", [R, A]), { unitId: "R", cells: 1 }).moves[0]?.cells?.[1]).toEqual({ i: 4, j: 4 });
    // The wall between R and (4,5) runs from (500,500) to (600,500); the diagonal to (4,4) passes
    // through its end (500,500), so it is stopped, and (5,4) is next.
    const wall = wallBetween("square", { i: 5, j: 5 }, { i: 4, j: 5 });
    expect(wall).toMatchObject({ a: { x: 500, y: 500 }, b: { x: 600, y: 500 } });
    expect(retreat(board("square", [R, A], [wall]), { unitId: "R", cells: 1 }).moves[0]?.cells?.[1]).toEqual({
      i: 5,
      j: 4,
    });
  });

  it("moves a two-cell block as one", () => {
    // R covers (5,4) and (5,5), anchored at (5,4). Anchors (4,3), (5,3), (6,3) put both cells 2 or
    // more from A; B at (3,2) covers rows 2-4 of columns 1-3, so (4,3) is out and (5,3) is next.
    const block = unit("R", "blue", [
      { i: 5, j: 4 },
      { i: 5, j: 5 },
    ]);
    const plan = retreat(board("square", [block, A, unit("B", "red", { i: 3, j: 2 })]), { unitId: "R", cells: 1 });
    expect(plan.moves[0]).toMatchObject({
      cells: [
        { i: 5, j: 4 },
        { i: 5, j: 3 },
      ],
      footprint: {
        kind: "cells",
        cells: [
          { i: 5, j: 3 },
          { i: 5, j: 4 },
        ],
      },
      // The block's centre: the mean of its cells' centres.
      path: [
        { x: 500, y: 550 },
        { x: 400, y: 550 },
      ],
    });
  });

  it("respects the stacking limit, passing through friends on the way", () => {
    const b = board("square", [R, A, unit("F1", "blue", { i: 4, j: 4 }), unit("F2", "blue", { i: 5, j: 4 })]);
    expect(retreat(b, { unitId: "R", cells: 1, rules: { stackingLimit: 1 } }).moves[0]?.cells?.[1]).toEqual({
      i: 6,
      j: 4,
    });
    // Two steps with B at (8,3) covering (7,2..4): the ends in column 3 are rows 3 to 6; (3,3)
    // comes only through F1's cell (4,4), which the unit passes.
    const far = board("square", [...b.units, unit("B", "red", { i: 8, j: 3 })]);
    const plan = retreat(far, { unitId: "R", cells: 2, rules: { stackingLimit: 1 } });
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 4, j: 4 },
      { i: 3, j: 3 },
    ]);
    expect(plan.events).toEqual([{ kind: "passed-through", unitId: "R", otherId: "F1" }]);
  });

  it("with an allowance goes as far from the enemy as it can, paying for terrain", () => {
    // Allowance 2; woods (extra cost 1) on (4,4) and (5,4), so those cost 2 and end the move.
    // (6,4) costs 1, and from it (5,3), (6,3), (7,3) are 3 from A at cost 2: the furthest; the
    // lowest row wins.
    const woods = [4, 5].map((i) => ({ id: `wd${i}`, kind: "woods", shape: { cells: [{ i, j: 4 }] } }));
    const b = board("square", [R, A], [], woods);
    const plan = retreat(b, {
      unitId: "R",
      allowance: 2,
      rules: { terrain: { impassable: [], extraCost: { woods: 1 } } },
    });
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 6, j: 4 },
      { i: 5, j: 3 },
    ]);
  });
});

describe("retreat requests", () => {
  const b = board("square", [unit("R", "blue", { i: 0, j: 0 }), unit("A", "red", { i: 0, j: 1 })]);
  const q = createGridMoveContext(b);

  it("refuses bad requests with an EngineError", () => {
    expect(() => planRetreat(q, { unitId: "nobody" })).toThrow(EngineError);
    expect(() => planRetreat(q, { unitId: "R", cells: -1 })).toThrow(/cells must be a whole number/);
    expect(() => planRetreat(q, { unitId: "R", cells: 1, allowance: 2 })).toThrow(/either cells or an allowance/);
    expect(() => planRetreat(q, { unitId: "R", cells: 1, minCells: 2 })).toThrow(/minCells/);
    expect(() => planRetreat(q, { unitId: "R", awayFromUnits: ["R"] })).toThrow(/not an enemy/);
    expect(() => planRetreat(q, { unitId: "R", rules: { zocCost: -1 } })).toThrow(/rules.zocCost/);
    try {
      planRetreat(q, { unitId: "nobody" });
    } catch (error) {
      expect(error).toMatchObject({ key: "WARGAME.Error.GridMove.UnknownUnit", data: { got: "nobody" } });
    }
  });
});
