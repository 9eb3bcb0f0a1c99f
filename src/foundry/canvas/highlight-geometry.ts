import type { Offset, Point } from "@engine/model/coordinates";
import { add, dot, scale } from "@engine/geometry/vector";
import type { CellGrid } from "@engine/grid/cell-grid";

/** Directions sampled around a zone's outline: fine enough that a curve looks round at any zoom. */
const OUTLINE_DIRECTIONS = 48;

/**
 * The top-left corner Foundry's `highlightPosition` takes for a grid space: the corner of the
 * space's bounding box (Foundry adds half its `sizeX`, `sizeY` to find the centre), that is the
 * least x and least y of the cell's corners, on square and hex grids alike.
 */
export function cellTopLeft(grid: CellGrid, cell: Offset): Point {
  const corners = grid.vertices(cell);
  return { x: Math.min(...corners.map((p) => p.x)), y: Math.min(...corners.map((p) => p.y)) };
}

/**
 * A gridless zone: every point within `radius` pixels of a convex footprint outline (the engine's
 * footprints are rectangles, circles and ellipses, all convex). Sampled as the footprint's farthest
 * point in each direction pushed out by `radius` that way; with radius 0 that is the outline itself.
 */
export function zoneOutline(outline: readonly Point[], radius: number, directions = OUTLINE_DIRECTIONS): Point[] {
  const points: Point[] = [];
  for (let k = 0; k < directions; k++) {
    const angle = (2 * Math.PI * k) / directions;
    const way = { x: Math.cos(angle), y: Math.sin(angle) };
    const point = add(farthest(outline, way), scale(way, radius));
    const last = points[points.length - 1];
    if (last === undefined || last.x !== point.x || last.y !== point.y) points.push(point);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first !== undefined && last !== undefined && first.x === last.x && first.y === last.y)
    points.pop();
  return points;
}

/** The points as PIXI takes them: `[x0, y0, x1, y1, …]`. */
export function flatPoints(points: readonly Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

function farthest(outline: readonly Point[], way: Point): Point {
  let best = outline[0] ?? { x: 0, y: 0 };
  for (const point of outline) if (dot(point, way) > dot(best, way)) best = point;
  return best;
}
