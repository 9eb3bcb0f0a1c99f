import type { Unit } from "./types";
import type { Offset, Point } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { footprintBounds, footprintCells, footprintCenter, footprintPolygon } from "../grid/footprint";
import { polygonBounds, type Bounds } from "../geometry/polygon";
import { unionBounds } from "./spatial-hash";

/** A unit with the geometry the index asks of it again and again, worked out once per move. */
export interface UnitEntry {
  readonly unit: Unit;
  /** The footprint's centre: where lines of fire and gridless zones start. */
  readonly center: Point;
  /** A box holding the whole footprint (on a grid, its cells' outlines). */
  readonly bounds: Bounds;
  /** Grid: the unit's distinct cells and their grid keys, in the same order. Gridless: empty. */
  readonly cells: readonly Offset[];
  readonly keys: readonly number[];
  /** Gridless: the footprint's outline. Grid: empty. */
  readonly polygon: readonly Point[];
}

export function unitEntry(unit: Unit, grid: CellGrid | null): UnitEntry {
  if (grid === null) {
    return {
      unit,
      center: footprintCenter(unit),
      bounds: footprintBounds(unit),
      cells: [],
      keys: [],
      polygon: footprintPolygon(unit),
    };
  }
  const byKey = new Map<number, Offset>();
  for (const cell of footprintCells(unit)) byKey.set(grid.key(cell), cell);
  const cells = [...byKey.values()];
  return {
    unit,
    center: footprintCenter(unit, grid),
    bounds: unionBounds(cells.map((cell) => polygonBounds(grid.vertices(cell)))),
    cells,
    keys: [...byKey.keys()],
    polygon: [],
  };
}
