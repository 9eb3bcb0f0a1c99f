import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "@engine/movement/apply-plan";
import { DEFAULT_OPTIONS } from "@rulesets/assault/options";
import { planWithdrawals } from "@rulesets/assault/withdrawal";

/*
 * assault.txt's withdrawal (labelled defaults: end further from every enemy of the assault, leave
 * enemy zones or be destroyed) on random square boards: a withdrawing unit that survives ends in
 * no enemy's tile, inside the board's edge, further from every enemy it withdraws from.
 */

const EDGE = { minI: 0, maxI: 12, minJ: 0, maxJ: 12 };
const START = { i: 6, j: 6 };

function unit(id: string, side: string, cell: { i: number; j: number }): Unit {
  return { id, name: id, side, footprint: { kind: "cells", cells: [cell] }, facing: 0, move: 4, status: [], data: {} };
}

const cellArb = fc.record({ i: fc.integer({ min: 0, max: 12 }), j: fc.integer({ min: 0, max: 12 }) });
const inputArb = fc.record({
  enemies: fc.array(cellArb, { minLength: 1, maxLength: 3 }),
  others: fc.array(fc.record({ side: fc.constantFrom("red", "blue"), cell: cellArb }), { maxLength: 6 }),
});

describe("assault withdrawals on random boards (assault.txt, labelled defaults)", () => {
  it("never end in an enemy's tile, off the board or no further from an enemy withdrawn from", () => {
    fc.assert(
      fc.property(inputArb, ({ enemies, others }) => {
        const away = enemies.filter((c) => !(c.i === START.i && c.j === START.j));
        if (away.length === 0) return;
        const units = [
          unit("loser", "blue", START),
          ...away.map((c, k) => unit(`e${k}`, "red", c)),
          ...others.map((o, k) => unit(`u${k}`, o.side, o.cell)),
        ];
        const board: Board = {
          grid: { kind: "square", size: 100, distance: 1, units: "tiles", diagonals: "equidistant" },
          edge: EDGE,
          units,
          terrain: { walls: [], areas: [] },
        };
        const plan = planWithdrawals(board, [{ unitId: "loser", awayFrom: away }], DEFAULT_OPTIONS);
        if (plan.events.some((e) => e.kind === "removed" && e.unitId === "loser")) return;
        const end = plan.moves.find((m) => m.unitId === "loser")?.cells?.at(-1);
        if (end === undefined) return;
        const grid = createCellGrid(board.grid);
        expect(end.i >= EDGE.minI && end.i <= EDGE.maxI && end.j >= EDGE.minJ && end.j <= EDGE.maxJ).toBe(true);
        for (const e of away) expect(grid.distance(end, e)).toBeGreaterThan(grid.distance(START, e));
        const there = applyPlan(board, plan).units.filter(
          (u) => u.footprint.kind === "cells" && u.footprint.cells.some((c) => c.i === end.i && c.j === end.j),
        );
        expect(there.filter((u) => u.side !== "blue")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
