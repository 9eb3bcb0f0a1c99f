import type { Phrase } from "../errors";
import type { Board, CellBounds, Unit } from "./types";
import type { Offset, Point } from "../model/coordinates";
import { ownerOf } from "../validation/field-errors";
import { LIMITS, limitError } from "../limits";
import { polygonBounds, type Bounds } from "../geometry/polygon";
import type { CellGrid } from "../grid/cell-grid";
import { footprintPolygon } from "../grid/footprint";

/**
 * Throws when the board spans more than `LIMITS.boardCells` cells (grid) or `LIMITS.boardPixels`
 * pixels (gridless) across, naming the thing that stands furthest from the median of everything:
 * a unit far off the board is a typing slip, and a host drawing the board would draw all between.
 * On a grid, walls and polygon points count by the cell their pixels fall in. A board within the
 * caps costs one pass over its places (a thousand areas of a thousand cells are a million places);
 * only one over them is sorted, for the median its message measures from.
 */
export function checkBoardExtent(board: Board): void {
  const grid = board.grid.kind !== "gridless";
  const max = grid ? LIMITS.boardCells : LIMITS.boardPixels;
  const count = placeCount(board);
  const rows = new Float64Array(count);
  const columns = new Float64Array(count);
  let n = 0;
  eachPlace(board, grid, (a, b) => {
    rows[n] = a;
    columns[n] = b;
    n++;
  });
  for (const values of [rows, columns]) {
    let low = Infinity;
    let high = -Infinity;
    for (const value of values) {
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
    if (count === 0 || high - low < max) continue;
    const median = values.slice().sort()[Math.floor(count / 2)] ?? 0;
    let far = 0;
    for (let k = 1; k < count; k++) {
      if (Math.abs((values[k] ?? 0) - median) > Math.abs((values[far] ?? 0) - median)) far = k;
    }
    const got = Math.round(Math.abs((values[far] ?? 0) - median));
    throw limitError(grid ? "BoardCells" : "BoardPixels", { owner: ownerAt(board, far), got, max });
  }
}

/** How many places `eachPlace` visits. */
function placeCount(board: Board): number {
  const cellsOrOne = (unit: Unit): number => (unit.footprint.kind === "cells" ? unit.footprint.cells.length : 1);
  const units = board.units.reduce((sum, unit) => sum + cellsOrOne(unit), 0);
  const areas = board.terrain.areas.reduce(
    (sum, area) => sum + ("cells" in area.shape ? area.shape.cells.length : area.shape.polygon.length),
    0,
  );
  return units + 2 * board.terrain.walls.length + areas;
}

/**
 * Every place on the board (row and column on a grid, y and x pixels gridless), in order: the
 * units' cells or centres, the walls' ends, the areas' cells or polygon points.
 */
function eachPlace(board: Board, grid: boolean, visit: (a: number, b: number) => void): void {
  const size = board.grid.size;
  const atPoint = (p: Point): void => (grid ? visit(Math.floor(p.y / size), Math.floor(p.x / size)) : visit(p.y, p.x));
  const atCells = (cells: readonly Offset[]): void => {
    for (const cell of cells) visit(cell.i, cell.j);
  };
  for (const unit of board.units) {
    const fp = unit.footprint;
    if (fp.kind === "cells") atCells(fp.cells);
    else atPoint(fp.center);
  }
  for (const wall of board.terrain.walls) {
    atPoint(wall.a);
    atPoint(wall.b);
  }
  for (const area of board.terrain.areas) {
    if ("cells" in area.shape) atCells(area.shape.cells);
    else for (const p of area.shape.polygon) atPoint(p);
  }
}

/** Whose is the k-th place `eachPlace` visits. */
function ownerAt(board: Board, k: number): Phrase {
  let rest = k;
  for (const [index, unit] of board.units.entries()) {
    rest -= unit.footprint.kind === "cells" ? unit.footprint.cells.length : 1;
    if (rest < 0) return ownerOf("Unit", `units[${index}]`, unit.name).owner;
  }
  for (const [index, wall] of board.terrain.walls.entries()) {
    rest -= 2;
    if (rest < 0) return ownerOf("Wall", `terrain.walls[${index}]`, wall.id).owner;
  }
  for (const [index, area] of board.terrain.areas.entries()) {
    rest -= "cells" in area.shape ? area.shape.cells.length : area.shape.polygon.length;
    if (rest < 0) return ownerOf("Area", `terrain.areas[${index}]`, area.id).owner;
  }
  throw new RangeError(`checkBoardExtent: no place ${k}`);
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
  const markers = cellCenters((board.markers ?? []).map((entry) => entry.cell));
  const points = [...units, ...areas, ...walls, ...markers];
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
