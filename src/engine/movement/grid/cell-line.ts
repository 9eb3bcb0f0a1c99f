import type { GridKind } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { cubeDistance, cubeRound, cubeToOffset, isHexKind, offsetToCube } from "@engine/grid/hex";

/**
 * The straight line of cells from a to b, both included, each a neighbour of the one before:
 * - hex: the cube line, lerped at N+1 evenly spaced points (N = hex distance) and rounded, both
 *   ends nudged by (+1e-6, +2e-6, -3e-6) so that a line along a hex edge falls the same way every
 *   time;
 * - square, stepping diagonally: the symmetric Bresenham line, row and column lerped at N+1
 *   points (N = the larger of the row and column differences) and rounded (halves round up);
 * - square, 4-way: the supercover walk, every cell the centre-to-centre segment passes through,
 *   stepping along the row first where it passes exactly through a corner.
 */
export function cellLine(kind: GridKind, diagonals: boolean, a: Offset, b: Offset): Offset[] {
  if (isHexKind(kind)) return hexLine(kind, a, b);
  return diagonals ? bresenham(a, b) : supercover(a, b);
}

const NUDGE = { q: 1e-6, r: 2e-6, s: -3e-6 } as const;

function hexLine(kind: GridKind, a: Offset, b: Offset): Offset[] {
  const ca = offsetToCube(kind, a);
  const cb = offsetToCube(kind, b);
  const n = cubeDistance(ca, cb);
  const cells: Offset[] = [a];
  for (let k = 1; k < n; k++) {
    const t = k / n;
    const q = ca.q + NUDGE.q + (cb.q - ca.q) * t;
    const r = ca.r + NUDGE.r + (cb.r - ca.r) * t;
    const s = ca.s + NUDGE.s + (cb.s - ca.s) * t;
    cells.push(cubeToOffset(kind, cubeRound({ q, r, s })));
  }
  if (n > 0) cells.push(b);
  return cells;
}

function bresenham(a: Offset, b: Offset): Offset[] {
  const n = Math.max(Math.abs(b.i - a.i), Math.abs(b.j - a.j));
  const cells: Offset[] = [a];
  for (let k = 1; k < n; k++) {
    cells.push({ i: Math.round(a.i + ((b.i - a.i) * k) / n), j: Math.round(a.j + ((b.j - a.j) * k) / n) });
  }
  if (n > 0) cells.push(b);
  return cells;
}

function supercover(a: Offset, b: Offset): Offset[] {
  const ni = Math.abs(b.i - a.i);
  const nj = Math.abs(b.j - a.j);
  const si = Math.sign(b.i - a.i);
  const sj = Math.sign(b.j - a.j);
  const cells: Offset[] = [a];
  let i = a.i;
  let j = a.j;
  for (let ki = 0, kj = 0; ki < ni || kj < nj;) {
    // Which cell edge the segment meets next: compare (kj + ½)/nj with (ki + ½)/ni, cross-multiplied.
    const next = (1 + 2 * kj) * ni - (1 + 2 * ki) * nj;
    if (next <= 0 && kj < nj) {
      j += sj;
      kj++;
    } else {
      i += si;
      ki++;
    }
    cells.push({ i, j });
  }
  return cells;
}
