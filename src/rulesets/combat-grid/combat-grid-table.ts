/**
 * The combat grid from the text, one column per die face (1 to 6). Each column lists its yellow
 * boxes from the one-hit box up: the least total combat value that scores 1, 2, … 6 hits. A total
 * below the first box falls in the white box and scores none.
 */
export const COMBAT_GRID: readonly (readonly number[])[] = [
  [12, 16, 26, 33, 40, 40],
  [9, 14, 23, 28, 36, 40],
  [7, 11, 19, 25, 31, 40],
  [5, 9, 15, 21, 26, 36],
  [3, 5, 11, 17, 22, 30],
  [1, 4, 8, 14, 18, 26],
];

export const MAX_HITS = 6;

/** The yellow boxes of the rolled grid with a value at or below the total: the hits scored. */
export function gridHits(total: number, die: number): number {
  const column = COMBAT_GRID[die - 1];
  if (column === undefined) throw new RangeError(`gridHits: ${die} is not a face of a six-sided die`);
  return column.filter((box) => box <= total).length;
}

/** Shifts along the grid: ups first, never above six hits; then downs, never below none. */
export function shiftHits(hits: number, up: number, down: number): number {
  return Math.max(0, Math.min(MAX_HITS, hits + up) - down);
}
