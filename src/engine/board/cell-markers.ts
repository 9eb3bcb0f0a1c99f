import type { Offset } from "../model/coordinates";
import type { Board, CellMarker } from "./types";

/** How many markers of a kind lie in a cell (none listed: 0). */
export function markerCount(board: Board, marker: string, cell: Offset): number {
  return board.markers?.find((entry) => entry.marker === marker && sameCell(entry.cell, cell))?.count ?? 0;
}

/**
 * The board's markers after `delta` markers of a kind are placed in a cell (removed when negative):
 * never fewer than none, so a combat that removes more than lie there (a selection that claimed
 * more than the board shows) empties the cell; a cell left with none is no longer listed.
 */
export function changeMarkers(
  markers: readonly CellMarker[],
  marker: string,
  cell: Offset,
  delta: number,
): CellMarker[] {
  const at = markers.findIndex((entry) => entry.marker === marker && sameCell(entry.cell, cell));
  const count = Math.max(0, (markers[at]?.count ?? 0) + delta);
  const others = markers.filter((_, index) => index !== at);
  if (count === 0) return others;
  const changed = { marker, cell: { i: cell.i, j: cell.j }, count };
  return at < 0 ? [...others, changed] : markers.map((entry, index) => (index === at ? changed : entry));
}

function sameCell(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

/** The board with these markers (none: no `markers` listed, as a board read without any). */
export function withMarkers(board: Board, markers: readonly CellMarker[]): Board {
  if (markers.length > 0) return { ...board, markers };
  if (board.markers === undefined) return board;
  const { grid, units, terrain, edge } = board;
  return { grid, units, terrain, ...(edge === undefined ? {} : { edge }) };
}
