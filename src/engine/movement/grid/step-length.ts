import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";

/**
 * Moving from a cell to a neighbour. On a hex grid every step is 1 cell. On a square grid a unit
 * steps to the 8 neighbours unless the diagonal rule is "illegal" (then to the 4 sharing a side);
 * a straight step is 1 cell and a diagonal one counts as the grid's rule says, as Foundry's ruler
 * measures it: equidistant 1, exact √2, approximate 1.5, rectilinear 2, alternating-1 1 then 2
 * then 1…, alternating-2 2 then 1 then 2…. The alternating rules need the parity of the diagonal
 * steps taken so far, which a path carries along.
 */

export type Parity = 0 | 1;

/** Whether units step diagonally on this grid. */
export function stepsDiagonally(spec: GridSpec): boolean {
  return spec.kind === "square" && spec.diagonals !== "illegal";
}

/** The cells a unit may step to from `cell`, in the grid's fixed clockwise order from east. */
export function stepNeighbours(grid: CellGrid, cell: Offset): Offset[] {
  return grid.neighbours(cell, stepsDiagonally(grid.spec));
}

/** The length of a step between neighbours, and the diagonal parity after it. */
export function stepLength(
  spec: GridSpec,
  from: Offset,
  to: Offset,
  parity: Parity,
): { readonly length: number; readonly parity: Parity } {
  if (spec.kind !== "square" || from.i === to.i || from.j === to.j) return { length: 1, parity };
  const flipped: Parity = parity === 0 ? 1 : 0;
  // Only the alternating rules carry a parity; the others keep 0, so paths differing in it merge.
  switch (spec.diagonals) {
    case "equidistant":
      return { length: 1, parity };
    case "exact":
      return { length: Math.SQRT2, parity };
    case "approximate":
      return { length: 1.5, parity };
    case "rectilinear":
    case "illegal":
      return { length: 2, parity };
    case "alternating-1":
      return { length: parity === 0 ? 1 : 2, parity: flipped };
    case "alternating-2":
      return { length: parity === 0 ? 2 : 1, parity: flipped };
  }
}
