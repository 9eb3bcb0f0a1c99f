import type { Area } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";

/** An area as polygons in pixels: its own polygon, or one per cell (the cell's corners). */
export function areaPolygons(area: Area, grid: CellGrid | null): Point[][] {
  if ("polygon" in area.shape) return [[...area.shape.polygon]];
  if (grid === null) throw new Error(`areaPolygons: area ${area.id} lists cells, which need the board's grid`);
  return area.shape.cells.map((cell) => grid.vertices(cell));
}
