import type { Cube, Offset, Point } from "../model/coordinates";
import type { GridKind } from "../model/grid-spec";

/**
 * Hex grids as Foundry v13 lays them out (see HEX-LAYOUTS.md for the sources):
 * - "-r" layouts are row-wise with pointy-topped hexes, "-q" layouts column-wise with flat-topped;
 * - in "odd" layouts the odd rows (columns) are shifted right (down) by half a hex against the
 *   even ones, in "even" layouts the even rows (columns) are;
 * - `size` is the hex's short diagonal (flat side to flat side): pointy hexes are `size` wide and
 *   2·size/√3 tall, flat hexes 2·size/√3 wide and `size` tall;
 * - rows and columns step by their full size along the shifted axis and by 3/4 of the long
 *   diagonal across it; an unshifted row (column) has its first centre on the canvas edge, so in
 *   odd layouts cell (0, 0) is cut in half by the canvas edge, as in Foundry.
 * Cube coordinates follow Foundry too: for rows r = i, for columns q = j.
 */

export const HEX_KINDS = ["hex-odd-r", "hex-even-r", "hex-odd-q", "hex-even-q"] as const satisfies readonly GridKind[];
export type HexKind = (typeof HEX_KINDS)[number];

export function isHexKind(kind: GridKind): kind is HexKind {
  return (HEX_KINDS as readonly GridKind[]).includes(kind);
}

interface HexLayout {
  /** Flat-topped hexes in shifted columns, rather than pointy-topped hexes in shifted rows. */
  readonly columns: boolean;
  /** Even rows (columns) are the shifted ones. */
  readonly even: boolean;
}

// One object per layout: distances and neighbours ask for a layout on every call.
const ODD_R: HexLayout = { columns: false, even: false };
const EVEN_R: HexLayout = { columns: false, even: true };
const ODD_Q: HexLayout = { columns: true, even: false };
const EVEN_Q: HexLayout = { columns: true, even: true };

function layoutOf(kind: GridKind): HexLayout {
  switch (kind) {
    case "hex-odd-r":
      return ODD_R;
    case "hex-even-r":
      return EVEN_R;
    case "hex-odd-q":
      return ODD_Q;
    case "hex-even-q":
      return EVEN_Q;
    case "gridless":
    case "square":
      throw new Error(`hex geometry asked of a "${kind}" grid`);
  }
}

const SQRT3 = Math.sqrt(3);

/**
 * The six neighbouring cube steps in clockwise screen order. In pixels they point, for pointy hexes,
 * E, SE, SW, W, NW, NE and, for flat hexes, SE, S, SW, NW, N, NE: clockwise from the first side met
 * turning clockwise from +x (0° for pointy, 30° for flat).
 */
export const CUBE_DIRECTIONS: readonly Cube[] = [
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
];

/** Half of n rounded towards the shifted rows: floor for odd layouts, ceil for even ones. */
function half(n: number, even: boolean): number {
  return even ? Math.ceil(n / 2) : Math.floor(n / 2);
}

function cube(q: number, r: number): Cube {
  // `0 - q - r` rather than `-q - r` so that s is never -0.
  return { q: q + 0, r: r + 0, s: 0 - q - r };
}

export function offsetToCube(kind: GridKind, o: Offset): Cube {
  const { columns, even } = layoutOf(kind);
  return columns ? cube(o.j, o.i - half(o.j, even)) : cube(o.j - half(o.i, even), o.i);
}

export function cubeToOffset(kind: GridKind, c: Cube): Offset {
  const { columns, even } = layoutOf(kind);
  return columns ? { i: c.r + half(c.q, even) + 0, j: c.q + 0 } : { i: c.r + 0, j: c.q + half(c.r, even) + 0 };
}

/** The number of hex steps between two cells. */
export function cubeDistance(a: Cube, b: Cube): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The number of hex steps between two cells given by offsets (`cubeDistance` of their cubes, with no cube built: planners measure at every step). */
export function hexDistance(kind: GridKind, a: Offset, b: Offset): number {
  const { columns, even } = layoutOf(kind);
  // The cube coordinates offsetToCube gives, q and r only.
  const qa = columns ? a.j : a.j - half(a.i, even);
  const ra = columns ? a.i - half(a.j, even) : a.i;
  const qb = columns ? b.j : b.j - half(b.i, even);
  const rb = columns ? b.i - half(b.j, even) : b.i;
  const dq = qa - qb;
  const dr = ra - rb;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The cell holding a fractional cube point: round each axis, then fix the one that moved most. */
export function cubeRound(c: Cube): Cube {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  const s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return cube(q, r);
}

/** The six neighbours of a cell, in CUBE_DIRECTIONS' clockwise order. */
export function hexNeighbours(kind: GridKind, o: Offset): Offset[] {
  const c = offsetToCube(kind, o);
  return CUBE_DIRECTIONS.map((d) => cubeToOffset(kind, cube(c.q + d.q, c.r + d.r)));
}

/** Whether row (column) n is one of the shifted ones. */
function isShifted(n: number, even: boolean): boolean {
  return (Math.abs(n % 2) === 0) === even;
}

/** The pixel centre of a cell, as Foundry's `getCenterPoint`. */
export function hexCenter(kind: GridKind, size: number, o: Offset): Point {
  const { columns, even } = layoutOf(kind);
  if (columns) {
    return {
      x: ((SQRT3 / 2) * o.j + 1 / SQRT3) * size,
      y: (o.i + (isShifted(o.j, even) ? 0.5 : 0)) * size,
    };
  }
  return {
    x: (o.j + (isShifted(o.i, even) ? 0.5 : 0)) * size,
    y: ((SQRT3 / 2) * o.i + 1 / SQRT3) * size,
  };
}

/** The fractional cube coordinates of a pixel (the inverse of the centre formula). */
export function pointToCube(kind: GridKind, size: number, p: Point): Cube {
  const { columns, even } = layoutOf(kind);
  const x = p.x / size;
  const y = p.y / size;
  const shift = even ? 0.5 : 0;
  if (columns) {
    const q = (2 / SQRT3) * x - 2 / 3;
    return cube(q, y - q / 2 - shift);
  }
  const r = (2 / SQRT3) * y - 2 / 3;
  return cube(x - r / 2 - shift, r);
}

/** The cell containing a pixel. */
export function hexAt(kind: GridKind, size: number, p: Point): Offset {
  return cubeToOffset(kind, cubeRound(pointToCube(kind, size, p)));
}

/**
 * The six corners of a cell, clockwise on screen in Foundry's order: for pointy hexes from the top
 * corner, for flat hexes from the left corner.
 */
export function hexVertices(kind: GridKind, size: number, o: Offset): Point[] {
  const { columns } = layoutOf(kind);
  const { x, y } = hexCenter(kind, size, o);
  const long = size / SQRT3; // centre to corner: half the long diagonal
  const short = size / 2; // centre to side: half the short diagonal
  const corners: readonly Point[] = columns
    ? [
        { x: -long, y: 0 },
        { x: -long / 2, y: -short },
        { x: long / 2, y: -short },
        { x: long, y: 0 },
        { x: long / 2, y: short },
        { x: -long / 2, y: short },
      ]
    : [
        { x: 0, y: -long },
        { x: short, y: -long / 2 },
        { x: short, y: long / 2 },
        { x: 0, y: long },
        { x: -short, y: long / 2 },
        { x: -short, y: -long / 2 },
      ];
  return corners.map((d) => ({ x: x + d.x, y: y + d.y }));
}
