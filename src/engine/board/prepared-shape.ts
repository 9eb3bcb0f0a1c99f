import type { AreaShape } from "./types";
import type { Point } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { pointInPolygon, polygonBounds, polygonsOverlap, type Bounds } from "../geometry/polygon";
import { type Owner } from "../validation/field-errors";
import { boardError } from "./board-errors";
import type { UnitEntry } from "./unit-entry";

/**
 * An area shape ready for many questions: a polygon's outline and bounds, or a cells shape's cell
 * keys. No outline per cell: an area may list a thousand cells and a board a thousand areas, so a
 * cell's outline is worked out only when a line comes near it (terrain-index.ts).
 */
export type PreparedShape =
  | { readonly polygon: readonly Point[]; readonly bounds: Bounds; readonly cellKeys: null }
  | { readonly polygon: null; readonly cellKeys: ReadonlySet<number> };

export function prepareShape(shape: AreaShape, grid: CellGrid | null, who: Owner): PreparedShape {
  if ("polygon" in shape) return { polygon: shape.polygon, bounds: polygonBounds(shape.polygon), cellKeys: null };
  if (grid === null) throw boardError("NeedsGrid", who, "shape.cells", shape.cells.length);
  return { polygon: null, cellKeys: new Set(shape.cells.map((cell) => grid.key(cell))) };
}

/**
 * Whether a unit stands in the shape. On a grid: one of its cells is among the shape's cells, or
 * (polygon) has its centre inside the polygon, outline included. Gridless: its footprint's outline
 * and the polygon share a point.
 */
export function shapeHoldsUnit(shape: PreparedShape, entry: UnitEntry, grid: CellGrid | null): boolean {
  const { cellKeys, polygon } = shape;
  if (cellKeys !== null) return entry.keys.some((key) => cellKeys.has(key));
  if (polygon === null) return false;
  if (grid !== null) return entry.cells.some((cell) => pointInPolygon(grid.center(cell), polygon));
  return polygonsOverlap(entry.polygon, polygon);
}
