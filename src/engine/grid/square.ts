import type { Offset, Point } from "../model/coordinates";
import type { SquareDiagonals } from "../model/grid-spec";

/**
 * Square grids as Foundry v13 lays them out: cell (i, j) spans x ∈ [j·size, (j+1)·size) and
 * y ∈ [i·size, (i+1)·size). Distances follow Foundry's CONST.GRID_DIAGONALS rules; see
 * HEX-LAYOUTS.md for how they were checked.
 */

/**
 * Cells between a and b, counting a diagonal step as the rule says. With `long` and `short` the
 * larger and smaller of the row and column differences, a shortest 8-way path takes `short`
 * diagonal steps and `long - short` straight ones, so:
 * - equidistant: long (Chebyshev; a diagonal costs 1);
 * - exact: (long - short) + short·√2 (the path's Euclidean length);
 * - approximate: long + short/2 (a diagonal costs 1.5);
 * - rectilinear: long + short (a diagonal costs 2: Manhattan);
 * - alternating-1: long + ⌊short/2⌋ (diagonals cost 1, 2, 1, 2, …);
 * - alternating-2: long + ⌈short/2⌉ (diagonals cost 2, 1, 2, 1, …);
 * - illegal: long + short (no diagonal moves, so Manhattan).
 */
export function squareDistance(diagonals: SquareDiagonals, a: Offset, b: Offset): number {
  const di = Math.abs(a.i - b.i);
  const dj = Math.abs(a.j - b.j);
  const long = Math.max(di, dj);
  const short = Math.min(di, dj);
  switch (diagonals) {
    case "equidistant":
      return long;
    case "exact":
      return long - short + short * Math.SQRT2;
    case "approximate":
      return long + short / 2;
    case "rectilinear":
    case "illegal":
      return long + short;
    case "alternating-1":
      return long + Math.floor(short / 2);
    case "alternating-2":
      return long + Math.ceil(short / 2);
  }
}

/** Clockwise on screen from east: E, SE, S, SW, W, NW, N, NE. */
const EIGHT_STEPS: readonly Offset[] = [
  { i: 0, j: 1 },
  { i: 1, j: 1 },
  { i: 1, j: 0 },
  { i: 1, j: -1 },
  { i: 0, j: -1 },
  { i: -1, j: -1 },
  { i: -1, j: 0 },
  { i: -1, j: 1 },
];

/** Clockwise on screen from east: E, S, W, N. */
const FOUR_STEPS: readonly Offset[] = EIGHT_STEPS.filter((d) => d.i === 0 || d.j === 0);

/**
 * The cells sharing a side with o (4), or a side or a corner (8) when `diagonals`; clockwise on
 * screen starting east: E, (SE,) S, (SW,) W, (NW,) N(, NE).
 */
export function squareNeighbours(o: Offset, diagonals: boolean): Offset[] {
  return (diagonals ? EIGHT_STEPS : FOUR_STEPS).map((d) => ({ i: o.i + d.i, j: o.j + d.j }));
}

export function squareCenter(size: number, o: Offset): Point {
  return { x: (o.j + 0.5) * size, y: (o.i + 0.5) * size };
}

/** The cell containing a pixel; a pixel on a shared edge belongs to the cell right of / below it. */
export function squareAt(size: number, p: Point): Offset {
  return { i: Math.floor(p.y / size) + 0, j: Math.floor(p.x / size) + 0 };
}

/** The four corners clockwise from the top-left, as Foundry's `getVertices`. */
export function squareVertices(size: number, o: Offset): Point[] {
  const x0 = o.j * size;
  const y0 = o.i * size;
  const x1 = x0 + size;
  const y1 = y0 + size;
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
