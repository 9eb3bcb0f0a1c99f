import type { GridSpec } from "../model/grid-spec";
import type { Offset, Point } from "../model/coordinates";
import { cubeToOffset, hexAt, hexCenter, hexDistance, hexNeighbours, hexVertices, offsetToCube } from "./hex";
import { pixelsPerUnit } from "./scale";
import { squareAt, squareCenter, squareDistance, squareNeighbours, squareVertices } from "./square";

/** The one interface the rest of the engine uses for gridded boards (square or any hex layout). */
export interface CellGrid {
  readonly spec: GridSpec;
  /** A unique integer for |i|, |j| < 2^20, for Maps and Sets; throws outside that range. */
  key(c: Offset): number;
  fromKey(k: number): Offset;
  /** The pixel centre of the cell. */
  center(c: Offset): Point;
  /** The cell containing a pixel. */
  cellAt(p: Point): Offset;
  /** The cell's corners, clockwise on screen. */
  vertices(c: Offset): Point[];
  /** Hex: the 6 neighbours (the argument is ignored). Square: 4, or 8 when `diagonals` (default true). */
  neighbours(c: Offset, diagonals?: boolean): Offset[];
  /** Whether b is among a's neighbours. */
  adjacent(a: Offset, b: Offset, diagonals?: boolean): boolean;
  /** In cells: hex steps on a hex grid, the spec's diagonal rule on a square grid. */
  distance(a: Offset, b: Offset): number;
  /**
   * Every cell at distance <= radius from c (give or take 1e-9, so that a radius such as 2·√2 meets
   * the "exact" rule's distances), c included, sorted by row then column. Empty for a negative radius.
   */
  within(c: Offset, radius: number): Offset[];
}

/** Offsets must stay below this in size for `key` to be unique. */
const KEY_LIMIT = 2 ** 20;
/** One row of keys: room for every column from -KEY_LIMIT to KEY_LIMIT. */
const KEY_ROW = 2 ** 21;
/** Slack for radii met exactly by irrational distances (the "exact" rule's √2 steps). */
const DISTANCE_TOLERANCE = 1e-9;

function key(c: Offset): number {
  if (!(Number.isInteger(c.i) && Number.isInteger(c.j) && Math.abs(c.i) < KEY_LIMIT && Math.abs(c.j) < KEY_LIMIT)) {
    throw new RangeError(`cell (${c.i}, ${c.j}) has no key: offsets must be integers of size below 2^20`);
  }
  return (c.i + KEY_LIMIT) * KEY_ROW + (c.j + KEY_LIMIT);
}

function fromKey(k: number): Offset {
  return { i: Math.floor(k / KEY_ROW) - KEY_LIMIT, j: (k % KEY_ROW) - KEY_LIMIT };
}

function byRowThenColumn(a: Offset, b: Offset): number {
  return a.i - b.i || a.j - b.j;
}

/** The largest whole number of steps a radius allows; negative when none. */
function steps(radius: number): number {
  if (!Number.isFinite(radius)) throw new RangeError(`within: the radius must be a finite number, not ${radius}`);
  return Math.floor(radius + DISTANCE_TOLERANCE);
}

/** The grid of a board. Throws for a gridless board, which has no cells. */
export function createCellGrid(spec: GridSpec): CellGrid {
  pixelsPerUnit(spec); // validates size and distance
  switch (spec.kind) {
    case "gridless":
      throw new Error("createCellGrid: a gridless board has no cells; measure it with footprints and pixels instead");
    case "square":
      return squareGrid(spec);
    case "hex-odd-r":
    case "hex-even-r":
    case "hex-odd-q":
    case "hex-even-q":
      return hexGrid(spec);
  }
}

function squareGrid(spec: GridSpec): CellGrid {
  const { size, diagonals: rule } = spec;
  const distance = (a: Offset, b: Offset): number => squareDistance(rule, a, b);
  return {
    spec,
    key,
    fromKey,
    center: (c) => squareCenter(size, c),
    cellAt: (p) => squareAt(size, p),
    vertices: (c) => squareVertices(size, c),
    neighbours: (c, diagonals = true) => squareNeighbours(c, diagonals),
    adjacent: (a, b, diagonals = true) => {
      const di = Math.abs(a.i - b.i);
      const dj = Math.abs(a.j - b.j);
      return diagonals ? Math.max(di, dj) === 1 : di + dj === 1;
    },
    distance,
    within: (c, radius) => {
      // Every rule counts at least the Chebyshev distance, so the square of that radius holds all.
      const n = steps(radius);
      const cells: Offset[] = [];
      for (let i = c.i - n; i <= c.i + n; i++) {
        for (let j = c.j - n; j <= c.j + n; j++) {
          const cell = { i, j };
          if (distance(c, cell) <= radius + DISTANCE_TOLERANCE) cells.push(cell);
        }
      }
      return cells;
    },
  };
}

function hexGrid(spec: GridSpec): CellGrid {
  const { kind, size } = spec;
  const distance = (a: Offset, b: Offset): number => hexDistance(kind, a, b);
  return {
    spec,
    key,
    fromKey,
    center: (c) => hexCenter(kind, size, c),
    cellAt: (p) => hexAt(kind, size, p),
    vertices: (c) => hexVertices(kind, size, c),
    neighbours: (c) => hexNeighbours(kind, c),
    adjacent: (a, b) => distance(a, b) === 1,
    distance,
    within: (c, radius) => {
      const n = steps(radius);
      const { q, r } = offsetToCube(kind, c);
      const cells: Offset[] = [];
      for (let dq = -n; dq <= n; dq++) {
        for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) {
          cells.push(cubeToOffset(kind, { q: q + dq, r: r + dr, s: -q - dq - r - dr }));
        }
      }
      return cells.sort(byRowThenColumn);
    },
  };
}
