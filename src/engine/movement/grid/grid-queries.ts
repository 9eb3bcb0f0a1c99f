import type { NearestEnemy, OnLevel } from "@engine/board/board-index";
import type { Board, CellBounds, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { MovePlan } from "../move-plan";

/**
 * What the grid planners ask of the board. `createGridMoveContext` answers from the board index
 * and spatial hashes; the tests' naive oracle answers the same questions by looking at everything.
 * Units, zones of control and contact follow the board index's rules (see board-index.ts). Queries
 * taking `on` answer for that unit's scene level (see levels.ts); without it, for every level.
 */
export interface GridQueries {
  readonly grid: CellGrid;
  /** Whether square cells touching at a corner are in contact (the board index's `squareDiagonals`). */
  readonly contactDiagonals: boolean;
  /** The board's edge (`Board.edge`); null: it has none. */
  readonly edge: CellBounds | null;
  unit(id: string): Unit | undefined;
  /** Ids of the units with the cell in their footprint, sorted. */
  unitsInCell(cell: Offset): readonly string[];
  /** Ids of the units whose zone of control covers the cell, sorted. */
  zocCoverersOfCell(cell: Offset, on?: OnLevel): readonly string[];
  /** Whether the cell is in the zone of control of a unit not of `side`. */
  cellInEnemyZoc(cell: Offset, side: string, on?: OnLevel): boolean;
  /** Ids of the units in contact with the unit, sorted. */
  contactsOf(id: string): readonly string[];
  /** The nearest unit of another side by grid distance (ties: lowest id), or null. */
  nearestEnemy(id: string): NearestEnemy | null;
  /** Whether the line between the centres of cells `from` and `to` touches a wall that stops a move from `from`. */
  stepCrossesMoveWall(from: Offset, to: Offset, on?: OnLevel): boolean;
  /** The kinds of the areas the cell stands in (its key is in a cells area, or its centre in a polygon). */
  kindsAt(cell: Offset, on?: OnLevel): readonly string[];
}

/** Queries over a board that follows a phase's plans, one at a time. */
export interface GridMoveContext extends GridQueries {
  /** The board as it stands now (every applied plan included). */
  board(): Board;
  /** Takes a plan onto the board, as `applyPlan` does. */
  apply(plan: MovePlan): void;
}
