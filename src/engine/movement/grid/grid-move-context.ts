import { createBoardIndex } from "@engine/board/board-index";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "../apply-plan";
import type { MovePlan } from "../move-plan";
import { gridMoveError } from "./grid-move-errors";
import type { GridMoveContext } from "./grid-queries";

/**
 * The grid planners' view of a board (validated by `validateBoard`): the board index for units,
 * zones, contact, walls and terrain kinds. `settings` are the ruleset's zone-of-control and contact rules.
 * `apply` moves units in the index one by one, so a phase of many moves never rebuilds it.
 */
export function createGridMoveContext(board: Board, settings: BoardIndexSettings = {}): GridMoveContext {
  if (board.grid.kind === "gridless") throw gridMoveError("Gridless");
  const grid = createCellGrid(board.grid);
  const index = createBoardIndex(board, settings);
  let current = board;

  return {
    grid,
    contactDiagonals: index.options.squareDiagonals,
    edge: board.edge ?? null,
    unit: (id) => index.unit(id),
    unitsInCell: (cell) => index.unitsInCell(cell),
    zocCoverersOfCell: (cell, on) => index.zocCoverersOfCell(cell, on),
    cellInEnemyZoc: (cell, side, on) => index.cellInEnemyZoc(cell, side, on),
    contactsOf: (id) => index.contactsOf(id),
    nearestEnemy: (id) => index.nearestEnemy(id),
    stepCrossesMoveWall: (from, to, on) => index.stepCrossesMoveWall(from, to, on),
    kindsAt: (cell: Offset, on) => index.terrainKindsAt(cell, on),
    board: () => current,
    apply(plan: MovePlan) {
      const next = applyPlan(current, plan);
      const after = new Map(next.units.map((unit) => [unit.id, unit]));
      for (const unit of current.units) {
        const now = after.get(unit.id);
        if (now === undefined) index.removeUnit(unit.id);
        else if (now.status !== unit.status) {
          // A status can change whether the unit exerts a zone: index it afresh.
          index.removeUnit(unit.id);
          index.addUnit(now);
        } else if (now !== unit) index.moveUnit(unit.id, { footprint: now.footprint, facing: now.facing });
      }
      current = next;
    },
  };
}
