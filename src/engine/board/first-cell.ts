import type { Board, Unit } from "./types";
import type { Offset } from "../model/coordinates";

/** The first cell of a unit's footprint (a counter fills one cell), or null off a grid or without a unit. */
export function firstCell(unit: Unit | undefined): Offset | null {
  return unit?.footprint.kind === "cells" ? (unit.footprint.cells[0] ?? null) : null;
}

/** The units of a unit's side in its first cell, itself included (its stack); none when it stands in no cell. */
export function stackWith(board: Board, unitId: string): Unit[] {
  const unit = board.units.find((candidate) => candidate.id === unitId);
  const cell = firstCell(unit);
  if (unit === undefined || cell === null) return [];
  return board.units.filter((other) => {
    const at = firstCell(other);
    return other.side === unit.side && at !== null && at.i === cell.i && at.j === cell.j;
  });
}
