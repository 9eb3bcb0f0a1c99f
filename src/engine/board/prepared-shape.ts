import type { AreaShape } from "./types";
import type { Point } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { pointInPolygon, polygonBounds, polygonsOverlap, type Bounds } from "../geometry/polygon";
import { type Owner } from "../validation/field-errors";
import { boardError } from "./board-errors";
import { unionBounds } from "./spatial-hash";
import type { UnitEntry } from "./unit-entry";

/** An area shape ready for many questions: its outline pieces, cell keys and bounds. */
export interface PreparedShape {
  /** The polygon, or the outline of each of its cells: what a line can enter. */
  readonly pieces: readonly (readonly Point[])[];
  /** A cells shape's cell keys; null for a polygon. */
  readonly cellKeys: ReadonlySet<number> | null;
  readonly bounds: Bounds;
}

export function prepareShape(shape: AreaShape, grid: CellGrid | null, who: Owner): PreparedShape {
  if ("polygon" in shape) {
    return { pieces: [shape.polygon], cellKeys: null, bounds: polygonBounds(shape.polygon) };
  }
  if (grid === null) throw boardError("NeedsGrid", who, "shape.cells", shape.cells.length);
  const pieces = shape.cells.map((cell) => grid.vertices(cell));
  return {
    pieces,
    cellKeys: new Set(shape.cells.map((cell) => grid.key(cell))),
    bounds: unionBounds(pieces.map(polygonBounds)),
  };
}

/**
 * Whether a unit stands in the shape. On a grid: one of its cells is among the shape's cells, or
 * (polygon) has its centre inside the polygon, outline included. Gridless: its footprint's outline
 * and the polygon share a point.
 */
export function shapeHoldsUnit(shape: PreparedShape, entry: UnitEntry, grid: CellGrid | null): boolean {
  const { cellKeys } = shape;
  if (cellKeys !== null) return entry.keys.some((key) => cellKeys.has(key));
  const [polygon] = shape.pieces;
  if (polygon === undefined) return false;
  if (grid !== null) return entry.cells.some((cell) => pointInPolygon(grid.center(cell), polygon));
  return polygonsOverlap(entry.polygon, polygon);
}
