import { fieldError, type Owner } from "../../engine/validation/field-errors";
import { readPositive, readText } from "../../engine/validation/read-fields";
import { GRID_KINDS, SQUARE_DIAGONALS, type GridSpec } from "../../engine/model/grid-spec";
import type { GridSource } from "./sources";

/**
 * A scene's grid as the engine's grid spec. Foundry's CONST.GRID_TYPES (GRIDLESS 0 … HEXEVENQ 5)
 * and CONST.GRID_DIAGONALS (EQUIDISTANT 0 … ILLEGAL 6) are in the same order as GRID_KINDS and
 * SQUARE_DIAGONALS, so the number indexes the name.
 */
export function gridSpecOf(grid: GridSource, who: Owner): GridSpec {
  return {
    kind: named(GRID_KINDS, grid.type, who, "grid.type"),
    size: readPositive(grid.size, who, "grid.size"),
    distance: readPositive(grid.distance, who, "grid.distance"),
    units: readText(grid.units, who, "grid.units"),
    // Only square grids carry a diagonal rule; the engine ignores it on the others.
    diagonals: named(SQUARE_DIAGONALS, grid.diagonals ?? 0, who, "grid.diagonals"),
  };
}

function named<T extends string>(names: readonly T[], index: number, who: Owner, field: string): T {
  const name = names[index];
  if (name === undefined) {
    throw fieldError("OutOfRange", who, field, index, { min: 0, max: names.length - 1 });
  }
  return name;
}
