import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { gridMoveError } from "./grid-move-errors";
import type { GridQueries } from "./grid-queries";
import { requireUnit } from "./mover";
import { requireCell } from "./request-checks";

/**
 * What "further from the enemy" means for a step, over the listed enemy cells:
 * - "every": the grid distance from each listed enemy cell to the nearest cell of the block grows
 *   strictly;
 * - "nearest": the distance from the block to the nearest listed enemy cell grows strictly.
 * Distances are the grid's (`CellGrid.distance`, so the square diagonal rule applies).
 */
export type AwayRule = "every" | "nearest";
export const AWAY_RULES = ["every", "nearest"] as const satisfies readonly AwayRule[];

/** Distances grow when they grow by more than this (the "exact" rule's √2 sums are not exact). */
const GROWTH = 1e-9;

/** Who a unit moves away from, as a request may name them. */
export interface AwayFrom {
  /** Enemy cells (as a session's move request gives them). */
  readonly awayFrom?: readonly Offset[];
  /** Enemy units: their cells are added to `awayFrom`. */
  readonly awayFromUnits?: readonly string[];
}

/**
 * The enemy cells a unit moves away from: the cells and units the request names or, when it names
 * none, the units of other sides in contact with it, or failing those the nearest enemy.
 */
export function enemyCells(q: GridQueries, unit: Unit, request: AwayFrom): Offset[] {
  const cells = (request.awayFrom ?? []).map((cell, n) => requireCell(cell, `awayFrom[${n}]`));
  const ids = [...(request.awayFromUnits ?? [])];
  ids.forEach((id, n) => {
    const other = requireUnit(q, id, `awayFromUnits[${n}]`);
    if (other.side === unit.side)
      throw gridMoveError("NotEnemy", { field: `awayFromUnits[${n}]`, got: id, unit: unit.id });
  });
  if (cells.length === 0 && ids.length === 0) {
    ids.push(...q.contactsOf(unit.id).filter((id) => q.unit(id)?.side !== unit.side));
    if (ids.length === 0) {
      const nearest = q.nearestEnemy(unit.id);
      if (nearest === null) throw gridMoveError("NoEnemy", { unit: unit.id });
      ids.push(nearest.id);
    }
  }
  for (const id of ids) {
    const fp = q.unit(id)?.footprint;
    if (fp?.kind === "cells") cells.push(...fp.cells);
  }
  if (cells.length === 0) throw gridMoveError("NoEnemy", { unit: unit.id });
  return cells;
}

/** The distance from the block to one cell: from its nearest cell. */
function distanceTo(grid: CellGrid, block: readonly Offset[], cell: Offset): number {
  let least = Infinity;
  for (const b of block) least = Math.min(least, grid.distance(b, cell));
  return least;
}

/** The distance from the block to the nearest of the cells. */
export function nearestDistance(grid: CellGrid, block: readonly Offset[], cells: readonly Offset[]): number {
  let least = Infinity;
  for (const cell of cells) least = Math.min(least, distanceTo(grid, block, cell));
  return least;
}

/** Whether moving the block from `from` to `to` takes it further from the enemy cells, as the rule says. */
export function movesAway(
  grid: CellGrid,
  rule: AwayRule,
  cells: readonly Offset[],
  from: readonly Offset[],
  to: readonly Offset[],
): boolean {
  if (rule === "nearest") return nearestDistance(grid, to, cells) > nearestDistance(grid, from, cells) + GROWTH;
  return cells.every((cell) => distanceTo(grid, to, cell) > distanceTo(grid, from, cell) + GROWTH);
}

/** Whether the block at `to` is further than at `from` from every one of the cells. */
export function furtherFromEvery(
  grid: CellGrid,
  cells: readonly Offset[],
  from: readonly Offset[],
  to: readonly Offset[],
): boolean {
  return movesAway(grid, "every", cells, from, to);
}
