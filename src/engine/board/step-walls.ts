import type { Wall } from "./types";
import type { Offset } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { EPSILON } from "../geometry/epsilon";
import { pointSegmentDistance, segmentsIntersect } from "../geometry/segment";
import { distance } from "../geometry/vector";
import type { WallIndex } from "./wall-index";

/**
 * Grid: the walls touching the line between the centres of two neighbouring cells (square
 * diagonals included), in no particular order; null for cells that are not neighbours (ask the
 * wall index). A wall touches such a line exactly when `segmentsIntersect` says so (either way
 * along it: the test is symmetric), as the wall index's `crossesWall` finds it.
 */
export type StepWalls = (a: Offset, b: Offset) => readonly Wall[] | null;

const NONE: readonly Wall[] = [];

/** Rows and columns of cells per side of a block of the table, filled together. */
const BLOCK = 16;

/**
 * A table of the neighbour steps walls touch: planners and zones of control ask about every step
 * they look at, a lookup where the wall index answers from its buckets. The line between
 * neighbouring centres lies in the two cells, so a wall touching it (within EPSILON) comes that
 * near one of them: the steps out of a cell need only the walls passing within a cell's radius of
 * its centre. The table is filled a block of BLOCK × BLOCK cells at a time, when a step out of a
 * cell of the block is first asked about (a board of 50,000 walls is not worked through for a
 * retreat in one corner), and a step's walls are known once the blocks of both its cells are.
 */
export function createStepWalls(walls: WallIndex, grid: CellGrid): StepWalls {
  const blocks = new Map<number, Block>();
  const origin = { i: 0, j: 0 };
  const centre = grid.center(origin);
  const cellRadius = Math.max(...grid.vertices(origin).map((corner) => distance(centre, corner)));
  const reach = cellRadius * (1 + 1e-9) + 4 * EPSILON;
  const slots = neighbourSlots(grid);
  // The block asked about last: a planner's steps mostly stay in one.
  let lastKey = NaN;
  let last: Block | null = null;

  const blockOf = (cell: Offset): Block => {
    const key = blockKey(cell);
    if (key === lastKey && last !== null) return last;
    let block = blocks.get(key);
    if (block === undefined) {
      block = { filled: false, steps: [] };
      blocks.set(key, block);
    }
    lastKey = key;
    last = block;
    return block;
  };
  /** Lists the steps out of the block's cells that the walls near it touch. */
  const fill = (cell: Offset): void => {
    const i0 = Math.floor(cell.i / BLOCK) * BLOCK;
    const j0 = Math.floor(cell.j / BLOCK) * BLOCK;
    const corners = [grid.center({ i: i0, j: j0 }), grid.center({ i: i0 + BLOCK - 1, j: j0 + BLOCK - 1 })];
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    // Hex centres of one row or column zigzag by half a cell: a cell's size more covers them.
    const pad = reach + 2 * cellRadius;
    const box = {
      minX: Math.min(...xs) - pad,
      minY: Math.min(...ys) - pad,
      maxX: Math.max(...xs) + pad,
      maxY: Math.max(...ys) + pad,
    };
    for (const wall of walls.wallsNear(box)) {
      for (const near of cellsNear(grid, wall, reach)) {
        if (near.i < i0 || near.i >= i0 + BLOCK || near.j < j0 || near.j >= j0 + BLOCK) continue;
        const from = grid.center(near);
        for (const next of grid.neighbours(near, true)) {
          if (!segmentsIntersect(from, grid.center(next), wall.a, wall.b)) continue;
          const [low, high] = before(near, next) ? [near, next] : [next, near];
          const { steps } = blockOf(low);
          const at = stepIndex(low, high);
          const listed = steps[at];
          // The step may be listed already from its other cell, in this block or the next.
          if (listed === undefined) steps[at] = [wall];
          else if (!listed.includes(wall)) listed.push(wall);
        }
      }
    }
  };
  const filledBlockOf = (cell: Offset): Block => {
    const block = blockOf(cell);
    if (!block.filled) {
      block.filled = true;
      fill(cell);
    }
    return block;
  };

  return (a, b) => {
    const di = b.i - a.i;
    const dj = b.j - a.j;
    if (di < -1 || di > 1 || dj < -1 || dj > 1 || slots[parityOf(a)]?.[slotOf(di, dj)] !== true) return null;
    // A wall touching the step comes near one of its cells: with both blocks filled, it is listed.
    const [low, high] = before(a, b) ? [a, b] : [b, a];
    filledBlockOf(high);
    return filledBlockOf(low).steps[stepIndex(low, high)] ?? NONE;
  };
}

/** Part of the table: the walls of each step from a cell of the block to a neighbour after it, at `stepIndex`. */
interface Block {
  /** Whether the walls near the block have been worked through (a block may hold steps listed from the next one before). */
  filled: boolean;
  readonly steps: (Wall[] | undefined)[];
}

/** Whether cell a comes before cell b, by row then column (as their keys do). */
function before(a: Offset, b: Offset): boolean {
  return a.i < b.i || (a.i === b.i && a.j < b.j);
}

/** A number per block (blocks of cells of offsets below 2^20 in size, as `CellGrid.key` allows). */
function blockKey(cell: Offset): number {
  const span = 2 ** 17;
  return (Math.floor(cell.i / BLOCK) + span) * 2 * span + (Math.floor(cell.j / BLOCK) + span);
}

/** Where in its block's list the step from `low` to its neighbour `high` lies: the cell's place in the block, then where the neighbour lies around it. */
function stepIndex(low: Offset, high: Offset): number {
  const i = low.i - Math.floor(low.i / BLOCK) * BLOCK;
  const j = low.j - Math.floor(low.j / BLOCK) * BLOCK;
  return (i * BLOCK + j) * 9 + slotOf(high.i - low.i, high.j - low.j);
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

/**
 * Where a cell's neighbours lie around it depends only on its row's and column's parity: for each
 * parity, which of the nine places around a cell (rows and columns one apart) hold a neighbour.
 */
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
