import { describe, expect, it } from "vitest";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { planRetreat } from "@engine/movement/grid/retreat";
import { board, unit } from "./grid-fixtures";

describe("terrain kinds named like Object.prototype's members", () => {
  it.each(["constructor", "toString", "__proto__"])(
    "a retreat through %s ground costs what unknown ground costs",
    (kind) => {
      // R at (0,0) retreats its move of 3 from A at (0,1) on a square board (diagonals count 1).
      // No rule gives `kind` an extra cost, so as on open ground the furthest cells are those of
      // column -3, 4 from A, at rows -3 to 3; the lowest row wins: (-3,-3), three diagonal steps.
      const cells = [-1, -2, -3].flatMap((j) => [-1, -2, -3].map((i) => ({ i, j })));
      const b = board(
        "square",
        [unit("R", "blue", { i: 0, j: 0 }, { move: 3 }), unit("A", "red", { i: 0, j: 1 })],
        [],
        [{ id: "g", kind, shape: { cells } }],
      );
      const plan = planRetreat(createGridMoveContext(b), {
        unitId: "R",
        rules: { terrain: { impassable: [], extraCost: { woods: 1 } } },
      });
      expect(plan.moves[0]?.footprint).toEqual({ kind: "cells", cells: [{ i: -3, j: -3 }] });
    },
  );
});
