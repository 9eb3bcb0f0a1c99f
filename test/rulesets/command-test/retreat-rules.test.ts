import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "@engine/movement/apply-plan";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { DEFAULT_OPTIONS } from "@rulesets/command-test/options";
import { planMoves } from "@rulesets/command-test/plan-moves";

/*
 * command-attack-test.txt's retreats (Rule 11, labelled default: never into enemy zones of control)
 * on random hex boards, planned as plan-moves.ts says: the result's number of hexes, each further
 * from the hex the enemy fought from, never into a hex holding an enemy nor off the board's edge,
 * never entering a hex in an enemy zone (as the hosts' index shows zones); else eliminated.
 */

const EDGE = { minI: 0, maxI: 10, minJ: 0, maxJ: 10 };
const START = { i: 5, j: 5 };
const ENEMY = { i: 5, j: 4 };

function unit(id: string, side: string, cell: { i: number; j: number }): Unit {
  return { id, name: id, side, footprint: { kind: "cells", cells: [cell] }, facing: 0, move: 4, status: [], data: {} };
}

const cellArb = fc.record({ i: fc.integer({ min: 0, max: 10 }), j: fc.integer({ min: 0, max: 10 }) });
const boardArb = fc
  .array(fc.record({ side: fc.constantFrom("red", "blue"), cell: cellArb }), { maxLength: 8 })
  .map((others): Board => {
    const free = others.filter((o) => !(o.cell.i === START.i && o.cell.j === START.j));
    return {
      grid: { kind: "hex-odd-r", size: 100, distance: 1, units: "hex", diagonals: "equidistant" },
      edge: EDGE,
      units: [
        unit("loser", "blue", START),
        unit("victor", "red", ENEMY),
        ...free.map((o, k) => unit(`u${k}`, o.side, o.cell)),
      ],
      terrain: { walls: [], areas: [] },
    };
  });

describe("command-test retreats on random hex boards (command-attack-test.txt)", () => {
  it("go their hexes away, never into an enemy's hex, off the board or into an enemy zone; else eliminated", () => {
    fc.assert(
      fc.property(boardArb, fc.integer({ min: 1, max: 3 }), (board, cells) => {
        const request = { kind: "retreat" as const, unitId: "loser", awayFrom: [ENEMY], cells };
        const plan = planMoves(board, [request], DEFAULT_OPTIONS);
        if (plan.events.some((e) => e.kind === "removed" && e.unitId === "loser")) return;
        const path = plan.moves.find((m) => m.unitId === "loser")?.cells ?? [];
        expect(path).toHaveLength(cells + 1);
        const grid = createCellGrid(board.grid);
        const index = createBoardIndex(board, zocSettingsFor(commandTest));
        for (let k = 1; k < path.length; k++) {
          const a = path[k - 1];
          const b = path[k];
          if (a === undefined || b === undefined) continue;
          expect(b.i >= EDGE.minI && b.i <= EDGE.maxI && b.j >= EDGE.minJ && b.j <= EDGE.maxJ).toBe(true);
          expect(grid.distance(b, ENEMY)).toBeGreaterThan(grid.distance(a, ENEMY));
          expect(index.cellInEnemyZoc(b, "blue"), `${b.i},${b.j}`).toBe(false);
        }
        const end = path.at(-1);
        const after = applyPlan(board, plan);
        const there = after.units.filter(
          (u) => u.footprint.kind === "cells" && u.footprint.cells.some((c) => c.i === end?.i && c.j === end.j),
        );
        expect(there.filter((u) => u.side !== "blue")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
