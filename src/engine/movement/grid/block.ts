import type { GridKind } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { cubeToOffset, isHexKind, offsetToCube } from "@engine/grid/hex";

/**
 * A unit's cells moving as one block. Where a block is, is said by its anchor (the footprint's
 * first cell); its other cells keep their place relative to the anchor: the same row and column
 * differences on a square grid, the same cube differences on a hex grid (so a hex block keeps its
 * shape across shifted rows or columns).
 */
export interface Block {
  readonly anchor: Offset;
  /** The block's cells (duplicates dropped, in footprint order) with its anchor at `anchor`. */
  cellsAt(anchor: Offset): Offset[];
}

/** The cell moved as `from` moves to `to`. */
export function shiftCell(kind: GridKind, cell: Offset, from: Offset, to: Offset): Offset {
  if (!isHexKind(kind)) return { i: cell.i + to.i - from.i, j: cell.j + to.j - from.j };
  const c = offsetToCube(kind, cell);
  const a = offsetToCube(kind, from);
  const b = offsetToCube(kind, to);
  const q = c.q + b.q - a.q;
  const r = c.r + b.r - a.r;
  return cubeToOffset(kind, { q, r, s: -q - r });
}

export function blockOf(kind: GridKind, cells: readonly Offset[]): Block {
  const distinct = cells.filter(
    (cell, n) => cells.findIndex((other) => other.i === cell.i && other.j === cell.j) === n,
  );
  const [anchor] = distinct;
  if (anchor === undefined) throw new RangeError("blockOf: a block needs at least one cell");
  if (distinct.length === 1) return { anchor, cellsAt: (to) => [to] };
  return {
    anchor,
    cellsAt: (to) =>
      to.i === anchor.i && to.j === anchor.j ? distinct : distinct.map((cell) => shiftCell(kind, cell, anchor, to)),
  };
}
