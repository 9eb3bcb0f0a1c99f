import type { Phrase } from "../errors";
import type { Board, CellBounds } from "./types";
import type { Offset, Point } from "../model/coordinates";
import { ownerOf } from "../validation/field-errors";
import { LIMITS, limitError } from "../limits";
import { polygonBounds, type Bounds } from "../geometry/polygon";
import type { CellGrid } from "../grid/cell-grid";
import { footprintPolygon } from "../grid/footprint";

/** Something on the board at a place: a row and column on a grid, y and x pixels gridless. */
interface Place {
  readonly owner: Phrase;
  readonly a: number;
  readonly b: number;
}

/**
 * Throws when the board spans more than `LIMITS.boardCells` cells (grid) or `LIMITS.boardPixels`
 * pixels (gridless) across, naming the thing that stands furthest from the median of everything:
 * a unit far off the board is a typing slip, and a host drawing the board would draw all between.
 * On a grid, walls and polygon points count by the cell their pixels fall in.
 */
export function checkBoardExtent(board: Board): void {
  const grid = board.grid.kind !== "gridless";
  const max = grid ? LIMITS.boardCells : LIMITS.boardPixels;
  const places = placesOf(board, grid);
  for (const axis of ["a", "b"] as const) {
    const values = places.map((place) => place[axis]).sort((x, y) => x - y);
    const low = values[0];
    const high = values[values.length - 1];
    if (low === undefined || high === undefined || high - low < max) continue;
    const median = values[Math.floor(values.length / 2)] ?? 0;
    const far = places.reduce((best, place) =>
      Math.abs(place[axis] - median) > Math.abs(best[axis] - median) ? place : best,
    );
    const got = Math.round(Math.abs(far[axis] - median));
    throw limitError(grid ? "BoardCells" : "BoardPixels", { owner: far.owner, got, max });
  }
}

function placesOf(board: Board, grid: boolean): Place[] {
  const size = board.grid.size;
  const atPoint = (owner: Phrase, p: Point): Place =>
    grid ? { owner, a: Math.floor(p.y / size), b: Math.floor(p.x / size) } : { owner, a: p.y, b: p.x };
  const units = board.units.flatMap((unit, index) => {
    const owner = ownerOf("Unit", `units[${index}]`, unit.name).owner;
    const fp = unit.footprint;
    return fp.kind === "cells"
      ? fp.cells.map((cell) => ({ owner, a: cell.i, b: cell.j }))
      : [atPoint(owner, fp.center)];
  });
  const walls = board.terrain.walls.flatMap((wall, index) => {
    const owner = ownerOf("Wall", `terrain.walls[${index}]`, wall.id).owner;
    return [atPoint(owner, wall.a), atPoint(owner, wall.b)];
  });
  const areas = board.terrain.areas.flatMap((area, index) => {
    const owner = ownerOf("Area", `terrain.areas[${index}]`, area.id).owner;
    return "cells" in area.shape
      ? area.shape.cells.map((cell) => ({ owner, a: cell.i, b: cell.j }))
      : area.shape.polygon.map((p) => atPoint(owner, p));
  });
  return [...units, ...walls, ...areas];
}

/** Empty rows and columns around what a scenario's board holds, in its edge when it gives none (and drawn by the sandbox). */
export const EDGE_MARGIN = 2;

/** The box around every unit (its cells' centres, or its outline), area and wall of the board, in pixels. */
export function heldBounds(board: Board, grid: CellGrid | null): Bounds {
  const cellCenters = (cells: readonly Offset[]): Point[] => (grid === null ? [] : cells.map((c) => grid.center(c)));
  const units = board.units.flatMap((unit) =>
    unit.footprint.kind === "cells" ? cellCenters(unit.footprint.cells) : footprintPolygon(unit),
  );
  const areas = board.terrain.areas.flatMap((area) =>
    "cells" in area.shape ? cellCenters(area.shape.cells) : area.shape.polygon,
  );
  const walls = board.terrain.walls.flatMap((wall) => [wall.a, wall.b]);
  const points = [...units, ...areas, ...walls];
  // An empty board still has the cells around the origin.
  return polygonBounds(points.length > 0 ? points : [{ x: 0, y: 0 }]);
}

/** The rows and columns of the cells at the box's corners, with `margin` more each way. */
export function cellsAround(held: Bounds, grid: CellGrid, margin = EDGE_MARGIN): CellBounds {
  const corners = [
    { x: held.minX, y: held.minY },
    { x: held.maxX, y: held.minY },
    { x: held.minX, y: held.maxY },
    { x: held.maxX, y: held.maxY },
  ].map((p) => grid.cellAt(p));
  const rows = corners.map((c) => c.i);
  const columns = corners.map((c) => c.j);
  return {
    minI: Math.min(...rows) - margin,
    maxI: Math.max(...rows) + margin,
    minJ: Math.min(...columns) - margin,
    maxJ: Math.max(...columns) + margin,
  };
}
