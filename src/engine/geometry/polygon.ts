import type { Point } from "../model/coordinates";
import { EPSILON } from "./epsilon";
import { pointSegmentDistance, segmentSegmentDistance, segmentsIntersect } from "./segment";
import { dot, length } from "./vector";

/**
 * Polygons are closed rings of points (the last vertex joins the first), in pixels, in either
 * winding. Functions that say "convex" assume it; the rest work for any simple polygon.
 */

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Whether f holds for some edge (a, b) of the ring; stops at the first that does. */
function someEdge(poly: readonly Point[], f: (a: Point, b: Point) => boolean): boolean {
  let a = poly[poly.length - 1];
  for (const b of poly) {
    if (a !== undefined && f(a, b)) return true;
    a = b;
  }
  return false;
}

/** The least of f over the ring's edges; Infinity for an empty ring. */
function minOverEdges(poly: readonly Point[], f: (a: Point, b: Point) => number): number {
  let least = Infinity;
  someEdge(poly, (a, b) => {
    least = Math.min(least, f(a, b));
    return least === 0;
  });
  return least;
}

/** Segments whose boxes are this far apart cannot touch (`segmentsIntersect` allows EPSILON). */
const TOUCH = 2 * EPSILON;

/** An edge of a ring with its box. */
interface EdgeBox extends Bounds {
  readonly a: Point;
  readonly b: Point;
}

function segmentBox(a: Point, b: Point): EdgeBox {
  return {
    a,
    b,
    minX: Math.min(a.x, b.x),
    minY: Math.min(a.y, b.y),
    maxX: Math.max(a.x, b.x),
    maxY: Math.max(a.y, b.y),
  };
}

function edgeBoxes(poly: readonly Point[]): EdgeBox[] {
  const edges: EdgeBox[] = [];
  someEdge(poly, (a, b) => {
    edges.push(segmentBox(a, b));
    return false;
  });
  return edges;
}

/** Whether two boxes are more than `gap` apart along x or along y. */
function boxesApart(p: Bounds, q: Bounds, gap: number): boolean {
  return p.minX - q.maxX > gap || q.minX - p.maxX > gap || p.minY - q.maxY > gap || q.minY - p.maxY > gap;
}

/** The distance between two boxes: 0 when they meet. Never more than the gap between shapes inside them. */
export function boxGap(a: Bounds, b: Bounds): number {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  return Math.hypot(dx, dy);
}

/** The smallest axis-aligned box holding the polygon. Throws for an empty polygon. */
export function polygonBounds(poly: readonly Point[]): Bounds {
  if (poly.length === 0) throw new Error("polygonBounds: the polygon has no vertices");
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** The distance from p to the polygon's outline (not its area). */
export function pointBoundaryDistance(p: Point, poly: readonly Point[]): number {
  return minOverEdges(poly, (a, b) => pointSegmentDistance(p, a, b));
}

/** Whether p lies inside the polygon or on its outline (within EPSILON). */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  if (poly.length === 0) return false;
  if (pointBoundaryDistance(p, poly) <= EPSILON) return true;
  // Even-odd rule: count the edges a ray from p towards +x crosses.
  let inside = false;
  someEdge(poly, (a, b) => {
    if (a.y > p.y !== b.y > p.y) {
      const x = a.x + ((p.y - a.y) / (b.y - a.y)) * (b.x - a.x);
      if (x > p.x) inside = !inside;
    }
    return false;
  });
  return inside;
}

/** The distance from p to the polygon's area: 0 inside or on the outline. */
export function pointPolygonDistance(p: Point, poly: readonly Point[]): number {
  return pointInPolygon(p, poly) ? 0 : pointBoundaryDistance(p, poly);
}

/** Whether two polygons share at least one point; touching outlines count. */
export function polygonsOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  const [a0] = a;
  const [b0] = b;
  if (a0 === undefined || b0 === undefined) return false;
  const boundsOfB = polygonBounds(b);
  // Shapes whose boxes are further apart than touching share no point (and hold neither's vertex).
  if (boxesApart(polygonBounds(a), boundsOfB, TOUCH)) return false;
  const edgesOfB = edgeBoxes(b);
  const crossing = someEdge(a, (a1, a2) => {
    const box = segmentBox(a1, a2);
    if (boxesApart(box, boundsOfB, TOUCH)) return false;
    return edgesOfB.some((e) => !boxesApart(box, e, TOUCH) && segmentsIntersect(a1, a2, e.a, e.b));
  });
  // No outlines cross, so either one holds the other whole or they are apart.
  return crossing || pointInPolygon(a0, b) || pointInPolygon(b0, a);
}

/** The least distance between two polygons: 0 when they touch or overlap. Throws for an empty polygon. */
export function polygonDistance(a: readonly Point[], b: readonly Point[]): number {
  if (a.length === 0 || b.length === 0) throw new Error("polygonDistance: a polygon has no vertices");
  if (polygonsOverlap(a, b)) return 0;
  let least = Infinity;
  // The least over every pair of edges. A pair is skipped only when its boxes lie further apart
  // than a distance the least cannot exceed (one found, or between two vertices) plus a margin far
  // above rounding, so it cannot be the least.
  const bound = vertexDistance(a, b);
  nearEdgePairs(
    a,
    b,
    () => Math.min(least, bound),
    (a1, a2, b1, b2) => {
      least = Math.min(least, segmentSegmentDistance(a1, a2, b1, b2));
      return least === 0;
    },
  );
  return least;
}

/** Whether `polygonDistance(a, b) <= limit`, looking only at pairs of edges that close. */
export function polygonsWithin(a: readonly Point[], b: readonly Point[], limit: number): boolean {
  if (a.length === 0 || b.length === 0) throw new Error("polygonsWithin: a polygon has no vertices");
  if (polygonsOverlap(a, b)) return limit >= 0;
  return nearEdgePairs(
    a,
    b,
    () => limit,
    (a1, a2, b1, b2) => segmentSegmentDistance(a1, a2, b1, b2) <= limit,
  );
}

/**
 * Calls `f` on each pair of edges (one of a, one of b) whose boxes are at most `reach()` + EPSILON
 * apart, until it returns true; returns whether it did.
 */
function nearEdgePairs(
  a: readonly Point[],
  b: readonly Point[],
  reach: () => number,
  f: (a1: Point, a2: Point, b1: Point, b2: Point) => boolean,
): boolean {
  const boundsOfB = polygonBounds(b);
  const edgesOfB = edgeBoxes(b);
  return someEdge(a, (a1, a2) => {
    const box = segmentBox(a1, a2);
    if (boxGap(box, boundsOfB) > reach() + EPSILON) return false;
    return edgesOfB.some((e) => boxGap(box, e) <= reach() + EPSILON && f(a1, a2, e.a, e.b));
  });
}

/** The distance from a's vertex nearest b's first vertex to b's vertex nearest that one: at least the polygons' distance. */
function vertexDistance(a: readonly Point[], b: readonly Point[]): number {
  const nearest = (poly: readonly Point[], to: Point): Point | undefined => {
    let best: Point | undefined;
    for (const p of poly) if (best === undefined || squared(p, to) < squared(best, to)) best = p;
    return best;
  };
  const fromA = b[0] === undefined ? undefined : nearest(a, b[0]);
  const fromB = fromA === undefined ? undefined : nearest(b, fromA);
  return fromA === undefined || fromB === undefined ? Infinity : Math.sqrt(squared(fromA, fromB));
}

function squared(p: Point, q: Point): number {
  return (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
}

/** Whether any part of segment a–b lies inside the polygon, crosses it or touches its outline. */
export function segmentEntersPolygon(a: Point, b: Point, poly: readonly Point[]): boolean {
  return pointInPolygon(a, poly) || someEdge(poly, (c, d) => segmentsIntersect(a, b, c, d));
}

/**
 * How deep two convex polygons interpenetrate, by the separating axis theorem: the least overlap
 * of their shadows on the normals of all their edges. Positive is the depth of overlap; zero means
 * touching; negative means apart (by at least that much). Polygons with no extent give 0.
 */
export function convexPenetration(a: readonly Point[], b: readonly Point[]): number {
  let depth = Infinity;
  const onAxes = (poly: readonly Point[]): void => {
    someEdge(poly, (p, q) => {
      const edge = { x: q.x - p.x, y: q.y - p.y };
      const len = length(edge);
      if (len === 0) return false;
      const axis = { x: -edge.y / len, y: edge.x / len };
      const [minA, maxA] = shadow(a, axis);
      const [minB, maxB] = shadow(b, axis);
      depth = Math.min(depth, Math.min(maxA, maxB) - Math.max(minA, minB));
      return false;
    });
  };
  onAxes(a);
  onAxes(b);
  return depth === Infinity ? 0 : depth;
}

/** The interval a polygon covers when projected on an axis. */
function shadow(poly: readonly Point[], axis: Point): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of poly) {
    const d = dot(p, axis);
    min = Math.min(min, d);
    max = Math.max(max, d);
  }
  return [min, max];
}
