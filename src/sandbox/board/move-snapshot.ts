import type { BoardIndex } from "@engine/board/board-index";
import type { Offset } from "@engine/model/coordinates";

/** What a unit's move can change besides its own token, read from the index before the move. */
export interface MoveSnapshot {
  readonly unitId: string;
  /** Units whose token may change: its contacts, its stack mates, the enemies in its zone. */
  readonly touched: readonly string[];
  /** Grids: the cells of its zone, which may leave its side's zone. */
  readonly zone: readonly Offset[];
}

/** The units a move of `unitId` may redraw, as the index stands now (call it before and after the move). */
export function touchedBy(index: BoardIndex, unitId: string): string[] {
  const unit = index.unit(unitId);
  if (unit === undefined) return [];
  const mates = unit.footprint.kind === "cells" ? unit.footprint.cells.flatMap((cell) => index.unitsInCell(cell)) : [];
  return [...new Set([unitId, ...index.contactsOf(unitId), ...mates, ...index.unitsInZocOf(unitId)])];
}

export function moveSnapshot(index: BoardIndex, unitId: string): MoveSnapshot {
  const grid = index.unit(unitId)?.footprint.kind === "cells";
  return { unitId, touched: touchedBy(index, unitId), zone: grid ? index.zocCellsOfUnit(unitId) : [] };
}
