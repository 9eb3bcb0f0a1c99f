import type { Board } from "./types";
import type { Point } from "../model/coordinates";
import { ownerOf } from "../validation/field-errors";
import { LIMITS, limitError } from "../limits";

/** Something on the board at a place: a row and column on a grid, y and x pixels gridless. */
interface Place {
  readonly owner: string;
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
    const far = places.reduce((best, place) => (Math.abs(place[axis] - median) > Math.abs(best[axis] - median) ? place : best));
    const got = Math.round(Math.abs(far[axis] - median));
    throw limitError(grid ? "BoardCells" : "BoardPixels", { owner: far.owner, got, max });
  }
}

function placesOf(board: Board, grid: boolean): Place[] {
  const size = board.grid.size;
  const atPoint = (owner: string, p: Point): Place => (grid ? { owner, a: Math.floor(p.y / size), b: Math.floor(p.x / size) } : { owner, a: p.y, b: p.x });
  const units = board.units.flatMap((unit, index) => {
    const owner = ownerOf("Unit", `units[${index}]`, unit.name).owner;
    const fp = unit.footprint;
    return fp.kind === "cells" ? fp.cells.map((cell) => ({ owner, a: cell.i, b: cell.j })) : [atPoint(owner, fp.center)];
  });
  const walls = board.terrain.walls.flatMap((wall, index) => {
    const owner = ownerOf("Wall", `terrain.walls[${index}]`, wall.id).owner;
    return [atPoint(owner, wall.a), atPoint(owner, wall.b)];
  });
  const areas = board.terrain.areas.flatMap((area, index) => {
    const owner = ownerOf("Area", `terrain.areas[${index}]`, area.id).owner;
    return "cells" in area.shape ? area.shape.cells.map((cell) => ({ owner, a: cell.i, b: cell.j })) : area.shape.polygon.map((p) => atPoint(owner, p));
  });
  return [...units, ...walls, ...areas];
}
