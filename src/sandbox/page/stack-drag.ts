import type { UnitMove } from "@engine/board/board-index";
import { draggedWith } from "@engine/board/target-stacks";
import type { Board } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { Point } from "@engine/model/coordinates";
import { droppedFootprint } from "../board/dropped-footprint";

/** One unit's part of a drop: where it goes. */
export interface DroppedUnit {
  readonly unitId: string;
  readonly change: UnitMove;
}

/**
 * Where a drop puts each unit it moves: the dragged unit and, unless it was taken alone, the rest
 * of its stack (`draggedWith`), each by the same drag, so the stack lands together in one cell.
 */
export function stackDrop(
  board: Board,
  grid: CellGrid | null,
  unitId: string,
  delta: Point,
  alone: boolean,
): DroppedUnit[] {
  return draggedWith(board, unitId, alone).flatMap((id) => {
    const unit = board.units.find((candidate) => candidate.id === id);
    return unit === undefined
      ? []
      : [{ unitId: id, change: { footprint: droppedFootprint(unit.footprint, delta, grid) } }];
  });
}

/** The tokens that follow a dragged one on the board: the rest of its stack, none when it is taken alone. */
export function carriedTokens(
  board: Board,
  unitId: string,
  alone: boolean,
  token: (unitId: string) => SVGGElement | null,
): SVGGElement[] {
  return draggedWith(board, unitId, alone)
    .slice(1)
    .flatMap((id) => token(id) ?? []);
}
