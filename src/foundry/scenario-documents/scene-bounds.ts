import { ownerOf } from "@engine/validation/field-errors";
import type { Board } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import { type Phrase, tableError } from "@engine/errors";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintBounds, footprintCenter } from "@engine/grid/footprint";
import { gridlessMargin } from "./board-on-scene";
import { SCENARIO_PACK_ERRORS } from "./scenario-pack-errors";

/** Room left around a grid board's contents, in grid spaces, so nothing sits on the scene's edge. */
const MARGIN_SPACES = 2;

export interface SceneSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The scene's size in pixels: everything on the board (units, terrain, walls) plus a margin (two
 * grid spaces; gridless, the margin `gridlessShift` leaves on the left and top), rounded up to
 * whole grid spaces. The scene has no padding, so its pixels are the board's and the background
 * image spans exactly the scene. Anything at negative coordinates would fall off the scene, so it
 * is refused (a cell counts by its centre: in Foundry's "odd" hex layouts the first hexes are cut
 * in half by the scene's edge).
 */
export function sceneSize(board: Board, grid: CellGrid | null): SceneSize {
  requireOnScene(board, grid);
  let maxX = 0;
  let maxY = 0;
  for (const point of boardPoints(board, grid)) {
    maxX = Math.max(maxX, point.x);
    maxY = Math.max(maxY, point.y);
  }
  const size = board.grid.size;
  const margin = grid === null ? gridlessMargin(size) : MARGIN_SPACES * size;
  const whole = (extent: number): number => Math.ceil((extent + margin) / size - 1e-9) * size;
  return { width: whole(maxX), height: whole(maxY) };
}

function* boardPoints(board: Board, grid: CellGrid | null): Generator<Point> {
  const cellPoints = (cells: readonly Offset[]): Point[] =>
    grid === null ? [] : cells.flatMap((cell) => grid.vertices(cell));
  for (const unit of board.units) {
    if (unit.footprint.kind === "cells") yield* cellPoints(unit.footprint.cells);
    else {
      const bounds = footprintBounds(unit);
      yield { x: bounds.maxX, y: bounds.maxY };
    }
  }
  for (const area of board.terrain.areas)
    yield* "cells" in area.shape ? cellPoints(area.shape.cells) : area.shape.polygon;
  for (const wall of board.terrain.walls) yield* [wall.a, wall.b];
}

function requireOnScene(board: Board, grid: CellGrid | null): void {
  const check = (point: Point, owner: Phrase): void => {
    if (point.x < 0 || point.y < 0)
      throw tableError(SCENARIO_PACK_ERRORS, "Negative", { owner, x: point.x, y: point.y });
  };
  const checkCells = (cells: readonly Offset[], owner: Phrase): void => {
    if (grid !== null) for (const cell of cells) check(grid.center(cell), owner);
  };
  board.units.forEach((unit, k) => {
    const owner = ownerOf("Unit", `units[${k}]`, unit.name).owner;
    if (unit.footprint.kind === "cells") checkCells(unit.footprint.cells, owner);
    else check(footprintCenter(unit), owner);
  });
  board.terrain.areas.forEach((area, k) => {
    const owner = ownerOf("Area", `terrain.areas[${k}]`, area.id).owner;
    if ("cells" in area.shape) checkCells(area.shape.cells, owner);
    else for (const point of area.shape.polygon) check(point, owner);
  });
  board.terrain.walls.forEach((wall, k) => {
    const owner = ownerOf("Wall", `terrain.walls[${k}]`, wall.id).owner;
    check(wall.a, owner);
    check(wall.b, owner);
  });
}
