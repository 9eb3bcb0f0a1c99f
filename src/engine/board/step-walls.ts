import type { Wall } from "./types";
import type { Offset } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { EPSILON } from "../geometry/epsilon";
import { pointSegmentDistance, segmentsIntersect } from "../geometry/segment";
import { distance } from "../geometry/vector";

/**
 * Grid: the walls touching the line between the centres of two neighbouring cells (square
 * diagonals included), in the order the terrain lists them; null for cells that are not
 * neighbours (ask the wall index). A wall touches such a line exactly when `segmentsIntersect`
 * says so, as the wall index's `crossesWall` finds it.
 */
export type StepWalls = (a: Offset, b: Offset) => readonly Wall[] | null;

const NONE: readonly Wall[] = [];

/**
 * The table of every neighbour step a wall touches, for the whole terrain at once: planners and
 * zones of control ask it of every cell they look at, a lookup where the wall index answers from
 * its buckets. The line between neighbouring centres lies in the two cells, so a wall touching it
 * (within EPSILON) comes that near one of them: each wall is tested against the steps out of the
 * cells whose centre lies within a cell's radius of it, and nothing else can touch it.
 */
export function createStepWalls(walls: readonly Wall[], grid: CellGrid): StepWalls {
  const table = new Map<number, Wall[]>();
  const origin = { i: 0, j: 0 };
  const centre = grid.center(origin);
  const cellRadius = Math.max(...grid.vertices(origin).map((corner) => distance(centre, corner)));
  const reach = cellRadius * (1 + 1e-9) + 4 * EPSILON;
  for (const wall of walls) {
    const seen = new Set<number>();
    for (const cell of cellsNear(grid, wall, reach)) {
      const from = grid.center(cell);
      for (const next of grid.neighbours(cell, true)) {
        const key = stepKey(grid, cell, next);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!segmentsIntersect(from, grid.center(next), wall.a, wall.b)) continue;
        const listed = table.get(key);
        if (listed === undefined) table.set(key, [wall]);
        else listed.push(wall);
      }
    }
  }
  const slots = neighbourSlots(grid);
  return (a, b) => {
    const di = b.i - a.i;
    const dj = b.j - a.j;
    const neighbours = di >= -1 && di <= 1 && dj >= -1 && dj <= 1 && slots[parityOf(a)]?.[slotOf(di, dj)] === true;
    return neighbours ? (table.get(stepKey(grid, a, b)) ?? NONE) : null;
  };
}

/** Where a cell's neighbours lie around it depends only on its row's and column's parity: which of the nine places around a cell of each parity hold one. */
function neighbourSlots(grid: CellGrid): boolean[][] {
  return [0, 1, 2, 3].map((parity) => {
    const cell = { i: parity >> 1, j: parity & 1 };
    const slots = Array.from({ length: 9 }, () => false);
    for (const next of grid.neighbours(cell, true)) slots[slotOf(next.i - cell.i, next.j - cell.j)] = true;
    return slots;
  });
}

function parityOf(cell: Offset): number {
  return ((cell.i & 1) << 1) | (cell.j & 1);
}

function slotOf(di: number, dj: number): number {
  return (di + 1) * 3 + (dj + 1);
}

/**
 * The cells whose centre lies within `reach` of the wall: among the rows and columns of the cells
 * at its box's corners, one more each way (a hex row zigzags by less than a row).
 */
function cellsNear(grid: CellGrid, wall: Wall, reach: number): Offset[] {
  const minX = Math.min(wall.a.x, wall.b.x) - reach;
  const maxX = Math.max(wall.a.x, wall.b.x) + reach;
  const minY = Math.min(wall.a.y, wall.b.y) - reach;
  const maxY = Math.max(wall.a.y, wall.b.y) + reach;
  let lowI = Infinity;
  let highI = -Infinity;
  let lowJ = Infinity;
  let highJ = -Infinity;
  for (const x of [minX, maxX]) {
    for (const y of [minY, maxY]) {
      const { i, j } = grid.cellAt({ x, y });
      lowI = Math.min(lowI, i);
      highI = Math.max(highI, i);
      lowJ = Math.min(lowJ, j);
      highJ = Math.max(highJ, j);
    }
  }
  const cells: Offset[] = [];
  for (let i = lowI - 1; i <= highI + 1; i++) {
    for (let j = lowJ - 1; j <= highJ + 1; j++) {
      const cell = { i, j };
      if (pointSegmentDistance(grid.center(cell), wall.a, wall.b) <= reach) cells.push(cell);
    }
  }
  return cells;
}

/** One number per unordered pair of neighbours: the lower cell's key and where the other lies around it (rows and columns differ by at most one). */
function stepKey(grid: CellGrid, a: Offset, b: Offset): number {
  const ka = grid.key(a);
  const kb = grid.key(b);
  return ka <= kb ? ka * 9 + slotOf(b.i - a.i, b.j - a.j) : kb * 9 + slotOf(a.i - b.i, a.j - b.j);
}
