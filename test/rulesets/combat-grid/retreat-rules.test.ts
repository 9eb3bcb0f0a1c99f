import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "@engine/movement/apply-plan";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { planMoves } from "@rulesets/combat-grid/plan-moves";

/*
 * grid-combat.txt's retreats on random boards (planned as plan-moves.ts says): a retreating unit
 * ends in no enemy-occupied square, inside the board's edge, out of every zone of control of the
 * enemies that do not share its contested square (as the hosts' index shows zones, with the rule
 * system's settings), each square further from the square the attack came from; or it is eliminated.
 */

const EDGE = { minI: 0, maxI: 10, minJ: 0, maxJ: 10 };
const CONTESTED = { i: 5, j: 5 };
const CAME_FROM = { i: 5, j: 4 };

function unit(id: string, side: string, cell: { i: number; j: number }): Unit {
  return { id, name: id, side, footprint: { kind: "cells", cells: [cell] }, facing: 0, move: 1, status: [], data: {} };
}

const cellArb = fc.record({ i: fc.integer({ min: 0, max: 10 }), j: fc.integer({ min: 0, max: 10 }) });
const boardArb = fc
  .record({ others: fc.array(fc.record({ side: fc.constantFrom("red", "blue"), cell: cellArb }), { maxLength: 8 }) })
  .map(({ others }): Board => ({
    grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
    edge: EDGE,
    units: [
      unit("defender", "blue", CONTESTED),
      unit("attacker", "red", CONTESTED),
      ...others.map((o, k) => unit(`u${k}`, o.side, o.cell)),
    ],
    terrain: { walls: [], areas: [] },
  }));

describe("combat-grid retreats on random boards (grid-combat.txt)", () => {
  it("never end in an enemy's square, off the board or in a zone of an enemy outside the square; else eliminated", () => {
    fc.assert(
      fc.property(boardArb, fc.integer({ min: 1, max: 2 }), (board, cells) => {
        const plan = planMoves(board, [{ kind: "retreat", unitId: "defender", awayFrom: [CAME_FROM], cells }]);
        if (plan.events.some((e) => e.kind === "removed" && e.unitId === "defender")) return;
        const move = plan.moves.find((m) => m.unitId === "defender");
        if (move === undefined) return;
        const grid = createCellGrid(board.grid);
        const after = applyPlan(board, plan);
        const index = createBoardIndex(after, zocSettingsFor(combatGrid));
        const path = move.cells ?? [];
        const end = path.at(-1);
        expect(end).toBeDefined();
        if (end === undefined) return;
        expect(end.i >= EDGE.minI && end.i <= EDGE.maxI && end.j >= EDGE.minJ && end.j <= EDGE.maxJ).toBe(true);
        const there = after.units.filter(
          (u) => u.footprint.kind === "cells" && u.footprint.cells.some((c) => c.i === end.i && c.j === end.j),
        );
        expect(there.filter((u) => u.side !== "blue").map((u) => u.id)).toEqual([]);
        const sharing = new Set(
          board.units
            .filter(
              (u) =>
                u.side === "red" &&
                u.footprint.kind === "cells" &&
                u.footprint.cells.some((c) => c.i === CONTESTED.i && c.j === CONTESTED.j),
            )
            .map((u) => u.id),
        );
        for (const cell of path.slice(1)) {
          const holders = index
            .zocCoverersOfCell(cell)
            .filter((id) => index.unit(id)?.side === "red" && !sharing.has(id));
          expect(holders, `${cell.i},${cell.j}`).toEqual([]);
        }
        for (let k = 1; k < path.length; k++) {
          const a = path[k - 1];
          const b = path[k];
          if (a !== undefined && b !== undefined)
            expect(grid.distance(b, CAME_FROM)).toBeGreaterThan(grid.distance(a, CAME_FROM));
        }
      }),
      { numRuns: 200 },
    );
  });
});
