import { ownerOf } from "@engine/validation/field-errors";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Point } from "@engine/model/coordinates";
import { tableError } from "@engine/errors";
import { footprintBounds, translateFootprint } from "@engine/grid/footprint";
import { add } from "@engine/geometry/vector";
import { GRID_MIN_SIZE } from "./foundry-constants";
import { SCENARIO_PACK_ERRORS } from "./scenario-pack-errors";

/** How many times a gridless grid's size may be multiplied to make Foundry's whole pixels. */
const MAX_GRIDLESS_SCALE = 1000;

/** Room left of and above a gridless board's contents, in pixels: two grid sizes, and never under 100. */
export function gridlessMargin(size: number): number {
  return Math.max(2 * size, 100);
}

/**
 * How far a gridless board moves to sit on a Foundry scene, which starts at (0, 0): its contents'
 * top-left goes to the margin, by whole pixels. A gridless board's pixels have no origin of their
 * own (only distances count), so any scenario can be drawn anywhere; a grid's cannot move without
 * renaming its cells, so grids do not move (and a grid board must not reach negative cells).
 */
export function gridlessShift(board: Board): Point {
  let minX = Infinity;
  let minY = Infinity;
  const see = (p: Point): void => {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
  };
  for (const unit of board.units) {
    if (unit.footprint.kind === "cells") continue;
    const bounds = footprintBounds(unit);
    see({ x: bounds.minX, y: bounds.minY });
  }
  for (const area of board.terrain.areas) if ("polygon" in area.shape) area.shape.polygon.forEach(see);
  for (const wall of board.terrain.walls) [wall.a, wall.b].forEach(see);
  if (minX === Infinity) return { x: 0, y: 0 };
  const margin = gridlessMargin(board.grid.size);
  return { x: Math.ceil(margin - minX), y: Math.ceil(margin - minY) };
}

function shiftUnit(unit: Unit, delta: Point): Unit {
  return unit.footprint.kind === "cells" ? unit : { ...unit, footprint: translateFootprint(unit.footprint, delta) };
}

function shiftWall(wall: Wall, delta: Point): Wall {
  return { ...wall, a: add(wall.a, delta), b: add(wall.b, delta) };
}

function shiftArea(area: Area, delta: Point): Area {
  return "polygon" in area.shape ? { ...area, shape: { polygon: area.shape.polygon.map((p) => add(p, delta)) } } : area;
}

/** The board moved by `delta` pixels (cells stay where they are). */
export function shiftBoard(board: Board, delta: Point): Board {
  if (delta.x === 0 && delta.y === 0) return board;
  return {
    ...board,
    units: board.units.map((unit) => shiftUnit(unit, delta)),
    terrain: {
      walls: board.terrain.walls.map((wall) => shiftWall(wall, delta)),
      areas: board.terrain.areas.map((area) => shiftArea(area, delta)),
    },
  };
}

/**
 * The grid as a Foundry scene can hold it: a whole number of pixels, at least GRID_MIN_SIZE. A
 * gridless grid only gives the scale (size pixels for distance table units), so size and distance
 * are multiplied together by the smallest whole number that makes the size fit: 10 px per 1 cm
 * becomes 20 px per 2 cm. A grid's size is its cells' and must fit as it is.
 */
export function sceneGridSpec(grid: GridSpec, scenarioId: string): GridSpec {
  const fits = (size: number): boolean => Math.abs(size - Math.round(size)) < 1e-9 && Math.round(size) >= GRID_MIN_SIZE;
  const factors = grid.kind === "gridless" ? MAX_GRIDLESS_SCALE : 1;
  for (let k = 1; k <= factors; k++) {
    if (fits(grid.size * k)) return { ...grid, size: Math.round(grid.size * k), distance: grid.distance * k };
  }
  const owner = ownerOf("Scenario", "board.grid.size", scenarioId).owner;
  throw tableError(SCENARIO_PACK_ERRORS, "GridSize", { owner, size: grid.size, min: GRID_MIN_SIZE });
}

/**
 * The board as it lies on its scene: gridless boards shifted into view (scene pixels = scenario
 * pixels + shift), grids as they are; the grid's size as Foundry can hold it.
 */
export function boardOnScene(board: Board, scenarioId: string): { readonly board: Board; readonly shift: Point } {
  const scaled = { ...board, grid: sceneGridSpec(board.grid, scenarioId) };
  const shift = board.grid.kind === "gridless" ? gridlessShift(scaled) : { x: 0, y: 0 };
  return { board: shiftBoard(scaled, shift), shift };
}
