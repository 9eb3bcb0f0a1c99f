import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { placeFootprint } from "@engine/grid/footprint";
import { add } from "@engine/geometry/vector";

/**
 * Where a footprint lands when dragged by `delta` pixels. On a grid it snaps: its first cell goes
 * to the cell under where that cell's centre was dragged, the other cells keep their offsets.
 * Gridless, its centre moves by the delta.
 */
export function droppedFootprint(footprint: Footprint, delta: Point, grid: CellGrid | null): Footprint {
  if (footprint.kind !== "cells") return placeFootprint(footprint, add(footprint.center, delta));
  const first = footprint.cells[0];
  if (grid === null || first === undefined) return footprint;
  const target = grid.cellAt(add(grid.center(first), delta));
  const di = target.i - first.i;
  const dj = target.j - first.j;
  return { kind: "cells", cells: footprint.cells.map((c) => ({ i: c.i + di, j: c.j + dj })) };
}
