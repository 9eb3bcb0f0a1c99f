/** What a board's grid is: its kind, cell size, table unit and diagonal rule. */

/** Foundry's CONST.GRID_TYPES, named: GRIDLESS 0, SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4, HEXEVENQ 5. */
export const GRID_KINDS = ["gridless", "square", "hex-odd-r", "hex-even-r", "hex-odd-q", "hex-even-q"] as const;
export type GridKind = (typeof GRID_KINDS)[number];

/** Foundry's CONST.GRID_DIAGONALS, named, in the same order (EQUIDISTANT 0 … ILLEGAL 6). */
export const SQUARE_DIAGONALS = [
  "equidistant",
  "exact",
  "approximate",
  "rectilinear",
  "alternating-1",
  "alternating-2",
  "illegal",
] as const;
export type SquareDiagonals = (typeof SQUARE_DIAGONALS)[number];

export interface GridSpec {
  readonly kind: GridKind;
  /** Pixels per cell, as Foundry's `grid.size`; on a gridless board, pixels per `distance` table units. */
  readonly size: number;
  /** Table units per cell (gridless: per `size` pixels), as Foundry's `grid.distance`. */
  readonly distance: number;
  /** The table unit: "cm", "in", "km", "m", "ft", … as Foundry's `grid.units`. */
  readonly units: string;
  /** How diagonal steps count on a square grid; ignored on other grids. */
  readonly diagonals: SquareDiagonals;
}
