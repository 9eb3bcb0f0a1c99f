import type { Point } from "../model/coordinates";
import { EPSILON } from "./epsilon";
import { add, cross, distance, dot, scale, sub } from "./vector";

/** Where two segments first meet: `t` along a1→a2 and `u` along b1→b2, both in [0, 1]. */
export interface SegmentHit {
  readonly t: number;
  readonly u: number;
  readonly point: Point;
}

/** Sines below this count as parallel when looking for where two segments meet. */
const PARALLEL_SINE = 1e-9;

/** Which side of the line a→b the point c lies on: 1, -1, or 0 when within EPSILON of the line. */
function side(a: Point, b: Point, c: Point): number {
  const ab = sub(b, a);
  const c2 = cross(ab, sub(c, a));
  // |cross| / |ab| is c's distance from the line; comparing it to EPSILON avoids dividing.
  if (Math.abs(c2) <= EPSILON * Math.hypot(ab.x, ab.y)) return 0;
  return c2 > 0 ? 1 : -1;
}

/** Whether p lies in the bounding box of a and b, widened by EPSILON. */
function inBox(a: Point, b: Point, p: Point): boolean {
  return (
    p.x >= Math.min(a.x, b.x) - EPSILON &&
    p.x <= Math.max(a.x, b.x) + EPSILON &&
    p.y >= Math.min(a.y, b.y) - EPSILON &&
    p.y <= Math.max(a.y, b.y) + EPSILON
  );
}

function clamp01(n: number): number {
  return n < 0 ? 0 : n > 1 ? 1 : n;
}

/**
 * Whether segments a1–a2 and b1–b2 share a point. Touching counts (an endpoint on the other
 * segment, or collinear segments meeting end to end); points within EPSILON count as touching.
 * Degenerate segments (a point) work too.
 */
export function segmentsIntersect(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const d1 = side(b1, b2, a1);
  const d2 = side(b1, b2, a2);
  const d3 = side(a1, a2, b1);
  const d4 = side(a1, a2, b2);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && inBox(b1, b2, a1)) ||
    (d2 === 0 && inBox(b1, b2, a2)) ||
    (d3 === 0 && inBox(a1, a2, b1)) ||
    (d4 === 0 && inBox(a1, a2, b2))
  );
}

/**
 * Where a point moving from a1 to a2 first touches segment b1–b2, or null when the segments do
 * not meet (exactly when `segmentsIntersect` is false). For collinear overlapping segments that is
 * the start of the overlap along a.
 */
export function segmentIntersection(a1: Point, a2: Point, b1: Point, b2: Point): SegmentHit | null {
  if (!segmentsIntersect(a1, a2, b1, b2)) return null;
  const r = sub(a2, a1);
  const s = sub(b2, b1);
  const rr = dot(r, r);
  const ss = dot(s, s);
  const alongB = (p: Point): number => (ss === 0 ? 0 : clamp01(dot(sub(p, b1), s) / ss));
  const hitAt = (t: number): SegmentHit => {
    const point = add(a1, scale(r, t));
    return { t, u: alongB(point), point };
  };
  if (rr === 0) return hitAt(0);
  const denom = cross(r, s);
  if (Math.abs(denom) <= PARALLEL_SINE * Math.sqrt(rr * ss)) {
    // Parallel (so collinear, as they meet): first contact is where b's span begins along a.
    const t0 = dot(sub(b1, a1), r) / rr;
    const t1 = dot(sub(b2, a1), r) / rr;
    return hitAt(clamp01(Math.min(t0, t1)));
  }
  const ab = sub(b1, a1);
  const t = clamp01(cross(ab, s) / denom);
  const u = clamp01(cross(ab, r) / denom);
  return { t, u, point: add(a1, scale(r, t)) };
}

/** The point of segment a–b nearest to p. */
export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return a;
  return add(a, scale(ab, clamp01(dot(sub(p, a), ab) / len2)));
}

/** The distance from p to the nearest point of segment a–b. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  return distance(p, closestPointOnSegment(p, a, b));
}

/** The least distance between two segments; 0 when they meet. */
export function segmentSegmentDistance(a1: Point, a2: Point, b1: Point, b2: Point): number {
  if (segmentsIntersect(a1, a2, b1, b2)) return 0;
  // Disjoint segments are nearest at an endpoint of one of them.
  return Math.min(
    pointSegmentDistance(a1, b1, b2),
    pointSegmentDistance(a2, b1, b2),
    pointSegmentDistance(b1, a1, a2),
    pointSegmentDistance(b2, a1, a2),
  );
}
