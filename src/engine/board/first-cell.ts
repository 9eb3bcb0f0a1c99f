import type { Unit } from "./types";
import type { Offset } from "../model/coordinates";

/** The first cell of a unit's footprint (a counter fills one cell), or null off a grid or without a unit. */
export function firstCell(unit: Unit | undefined): Offset | null {
  return unit?.footprint.kind === "cells" ? (unit.footprint.cells[0] ?? null) : null;
}
