import type { Wall } from "./types";
import type { Point } from "../model/coordinates";
import { EPSILON } from "../geometry/epsilon";
import { segmentIntersection, segmentsIntersect } from "../geometry/segment";
import type { Bounds } from "../geometry/polygon";
import { SpatialHash, padBounds, segmentBoxes } from "./spatial-hash";

/** Which walls a query counts, e.g. `(wall) => wall.blocksMove`; all walls when absent. */
export type WallFilter = (wall: Wall) => boolean;

/** Where a segment first touches a wall: `t` along the segment (0 at its start, 1 at its end). */
export interface WallHit {
  readonly wall: Wall;
  readonly t: number;
  readonly point: Point;
}

/**
 * Walls in a uniform spatial hash of their segments, for asking many segment questions of many
 * walls (zones of control, line of fire, the movement planner). Touching a wall counts as crossing
 * it, as `segmentsIntersect` says (an end on the wall, or within EPSILON of it).
 */
export interface WallIndex {
  readonly walls: readonly Wall[];
  /** The walls with a point in the box (edges included), in the order they were given. */
  wallsNear(box: Bounds): Wall[];
  /** The wall a point moving from a to b touches first; ties at the same `t` go to the lower wall id. */
  firstWallHit(a: Point, b: Point, filter?: WallFilter): WallHit | null;
  /** Whether segment a–b touches any wall the filter accepts. */
  crossesWall(a: Point, b: Point, filter?: WallFilter): boolean;
  /** How many walls the filter accepts segment a–b touches, counting up to `enough`. */
  wallsCrossed(a: Point, b: Point, filter: WallFilter, enough: number): number;
}

/** Query boxes are widened by this so that walls touching within EPSILON across a bucket edge are seen. */
const PAD = 2 * EPSILON;

/**
 * Builds the index. The bucket size is the median wall length, but at least 1/256 of the longest
 * wall (so no wall spans more than ~256 pieces) and at least 1 pixel.
 */
export function createWallIndex(walls: readonly Wall[]): WallIndex {
  const lengths = walls.map((w) => Math.hypot(w.b.x - w.a.x, w.b.y - w.a.y)).sort((x, y) => x - y);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 1;
  const longest = lengths[lengths.length - 1] ?? 1;
  const step = Math.max(median, longest / 256, 1);
  const hash = new SpatialHash<number>(step);
  walls.forEach((wall, index) => hash.insert(index, segmentBoxes(wall.a, wall.b, step, 0)));

  /** Indices of the walls in buckets along a–b, each once, unsorted. */
  const candidates = (a: Point, b: Point): Set<number> => {
    const found = new Set<number>();
    // A board without walls (most) spares the segment's boxes: line-of-fire questions come by the thousand.
    if (walls.length === 0) return found;
    for (const box of segmentBoxes(a, b, step, PAD)) hash.query(box, found);
    return found;
  };

  return {
    walls,
    wallsNear(box) {
      const found = hash.query(padBounds(box, PAD));
      return [...found]
        .sort((x, y) => x - y)
        .map((index) => walls[index])
        .filter((wall): wall is Wall => wall !== undefined && segmentMeetsBox(wall.a, wall.b, box));
    },
    firstWallHit(a, b, filter) {
      let best: WallHit | null = null;
      for (const index of candidates(a, b)) {
        const wall = walls[index];
        if (wall === undefined || (filter !== undefined && !filter(wall))) continue;
        const hit = segmentIntersection(a, b, wall.a, wall.b);
        if (hit !== null && (best === null || hit.t < best.t || (hit.t === best.t && wall.id < best.wall.id))) {
          best = { wall, t: hit.t, point: hit.point };
        }
      }
      return best;
    },
    crossesWall(a, b, filter) {
      if (walls.length === 0) return false;
      const crosses = (index: number): boolean => {
        const wall = walls[index];
        return wall !== undefined && (filter === undefined || filter(wall)) && segmentsIntersect(a, b, wall.a, wall.b);
      };
      // A segment no longer than a bucket (a step between cells, most questions) is one box.
      if (Math.abs(b.x - a.x) <= step && Math.abs(b.y - a.y) <= step) {
        const box = {
          minX: Math.min(a.x, b.x) - PAD,
          minY: Math.min(a.y, b.y) - PAD,
          maxX: Math.max(a.x, b.x) + PAD,
          maxY: Math.max(a.y, b.y) + PAD,
        };
        return hash.some(box, crosses);
      }
      return segmentBoxes(a, b, step, PAD).some((box) => hash.some(box, crosses));
    },
    wallsCrossed(a, b, filter, enough) {
      let count = 0;
      for (const index of candidates(a, b)) {
        const wall = walls[index];
        if (wall !== undefined && filter(wall) && segmentsIntersect(a, b, wall.a, wall.b) && ++count >= enough) break;
      }
      return count;
    },
  };
}

/** Whether segment a–b has a point in the closed box (Liang–Barsky clipping). */
export function segmentMeetsBox(a: Point, b: Point, box: Bounds): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - box.minX],
    [dx, box.maxX - a.x],
    [-dy, a.y - box.minY],
    [dy, box.maxY - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}
