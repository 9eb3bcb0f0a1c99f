import { createBoardIndex } from "../../board/board-index";
import type { BoardIndexSettings } from "../../board/board-index-options";
import { createTerrainIndex } from "../../board/terrain-index";
import type { Board, Offset } from "../../board/types";
import { createCellGrid } from "../../grid/cell-grid";
import { pointInPolygon, polygonBounds } from "../../geometry/polygon";
import { applyPlan } from "../apply-plan";
import type { MovePlan } from "../move-plan";
import { gridMoveError } from "./grid-move-errors";
import type { GridMoveContext } from "./grid-queries";

/**
 * The grid planners' view of a board (validated by `validateBoard`): the board index for units,
 * zones and contact, and a terrain index of its own for walls and area kinds (the board index
 * keeps its terrain private). `settings` are the ruleset's zone-of-control and contact rules.
 * `apply` moves units in the index one by one, so a phase of many moves never rebuilds it.
 */
export function createGridMoveContext(board: Board, settings: BoardIndexSettings = {}): GridMoveContext {
  if (board.grid.kind === "gridless") throw gridMoveError("Gridless");
  const grid = createCellGrid(board.grid);
  const index = createBoardIndex(board, settings);
  const terrain = createTerrainIndex(board.terrain, board.grid, grid);
  const kinds = new Map<number, readonly string[]>();
  let current = board;

  return {
    grid,
    contactDiagonals: index.options.squareDiagonals,
    unit: (id) => index.unit(id),
    unitsInCell: (cell) => index.unitsInCell(cell),
    zocCoverersOfCell: (cell) => index.zocCoverersOfCell(cell),
    cellInEnemyZoc: (cell, side) => index.cellInEnemyZoc(cell, side),
    contactsOf: (id) => index.contactsOf(id),
    nearestEnemy: (id) => index.nearestEnemy(id),
    crossesMoveWall: (a, b) => terrain.walls.crossesWall(a, b, (wall) => wall.blocksMove),
    kindsAt(cell: Offset) {
      const key = grid.key(cell);
      let found = kinds.get(key);
      if (found === undefined) {
        const centre = grid.center(cell);
        const set = new Set<string>();
        for (const { area, shape } of terrain.areasNear(polygonBounds(grid.vertices(cell)))) {
          const [polygon] = shape.pieces;
          const holds = shape.cellKeys !== null ? shape.cellKeys.has(key) : polygon !== undefined && pointInPolygon(centre, polygon);
          if (holds) set.add(area.kind);
        }
        found = [...set].sort();
        kinds.set(key, found);
      }
      return found;
    },
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
