/**
 * Where things are: the engine's shared nouns of position, used by geometry, grids and the board.
 *
 * Conventions (shared with Foundry v13 so hosts convert nothing but units):
 * - pixels, x to the right and y down the screen;
 * - grid offsets are `{i: row, j: column}`;
 * - facing is a token's rotation: degrees clockwise, 0 = the unit faces down the screen (+y).
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A grid cell: `i` is the row, `j` the column (Foundry v13's offsets). */
export interface Offset {
  readonly i: number;
  readonly j: number;
}

/** Cube coordinates of a hex cell; q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}
