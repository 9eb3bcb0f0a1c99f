import type { Board } from "../../engine/board/types";
import type { Offset, Point } from "../../engine/model/coordinates";
import { polygonBounds, type Bounds } from "../../engine/geometry/polygon";
import type { CellGrid } from "../../engine/grid/cell-grid";
import { footprintPolygon } from "../../engine/grid/footprint";

/** Empty cells drawn around what the board holds, so units have room to be dragged. */
const MARGIN_CELLS = 2;

/** What the page draws: the box it shows, and on a grid the cells in it. */
export interface Extent {
  readonly bounds: Bounds;
  readonly cells: readonly Offset[];
}

/** The box around every unit, area and wall of the board, in pixels, without a margin. */
export function heldBounds(board: Board, grid: CellGrid | null): Bounds {
  const cellCenters = (cells: readonly Offset[]): Point[] => (grid === null ? [] : cells.map((c) => grid.center(c)));
  const units = board.units.flatMap((unit) => (unit.footprint.kind === "cells" ? cellCenters(unit.footprint.cells) : footprintPolygon(unit)));
  const areas = board.terrain.areas.flatMap((area) => ("cells" in area.shape ? cellCenters(area.shape.cells) : area.shape.polygon));
  const walls = board.terrain.walls.flatMap((wall) => [wall.a, wall.b]);
  const points = [...units, ...areas, ...walls];
  // An empty board still shows the cells around the origin.
  return polygonBounds(points.length > 0 ? points : [{ x: 0, y: 0 }]);
}

/** The smallest box holding both. */
export function unionBounds(a: Bounds, b: Bounds): Bounds {
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** The rows and columns of the cells at the box's corners, with a margin of cells each way. */
export function gridExtent(held: Bounds, grid: CellGrid): Extent {
  const corners = [
    { x: held.minX, y: held.minY },
    { x: held.maxX, y: held.minY },
    { x: held.minX, y: held.maxY },
    { x: held.maxX, y: held.maxY },
  ].map((p) => grid.cellAt(p));
  const rows = corners.map((c) => c.i);
  const columns = corners.map((c) => c.j);
  const cells: Offset[] = [];
  for (let i = Math.min(...rows) - MARGIN_CELLS; i <= Math.max(...rows) + MARGIN_CELLS; i++) {
    for (let j = Math.min(...columns) - MARGIN_CELLS; j <= Math.max(...columns) + MARGIN_CELLS; j++) cells.push({ i, j });
  }
  return { bounds: polygonBounds(cells.flatMap((c) => grid.vertices(c))), cells };
}

/** The box with a margin of a tenth of its size, and at least `size` pixels (one scale length). */
export function gridlessExtent(held: Bounds, size: number): Extent {
  const margin = Math.max(size, 0.1 * Math.max(held.maxX - held.minX, held.maxY - held.minY));
  return {
    bounds: { minX: held.minX - margin, minY: held.minY - margin, maxX: held.maxX + margin, maxY: held.maxY + margin },
    cells: [],
  };
}
