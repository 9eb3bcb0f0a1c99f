import type { Point } from "@engine/model/coordinates";
import { dot, sub } from "@engine/geometry/vector";
import type { Body } from "./body";

/** A stretch of a straight move, in pixels along it. */
export interface Interval {
  readonly sIn: number;
  readonly sOut: number;
}

/**
 * The offsets s (any real number) for which `mover`, shifted by s·d, meets `obstacle` grown by
 * `grow` pixels (negative shrinks it), or null when no offset does. `d` must be a unit vector.
 * Both bodies are convex, so the offsets form one interval: the line s·d through the Minkowski
 * difference of the two. Exact for circles and polygons.
 *
 * With grow = 0 the ends are where the bodies touch; with grow = -ε the interval holds only the
 * offsets where they overlap by more than ε (so a body sliding along another, touching, never
 * overlaps it); with grow = t > 0 it holds the offsets where they are within t (for polygons, a
 * little more near corners: the grown shape is the polygon with its sides pushed out by t).
 */
export function sweepInterval(mover: Body, d: Point, obstacle: Body, grow = 0): Interval | null {
  if (mover.kind === "circle" && obstacle.kind === "circle") {
    return rayCircle(mover.center, d, obstacle.center, mover.radius + obstacle.radius + grow);
  }
  if (mover.kind === "circle" && obstacle.kind === "polygon") {
    return rayRoundedPolygon(mover.center, d, obstacle.points, mover.radius + grow);
  }
  if (mover.kind === "polygon" && obstacle.kind === "circle") {
    // The circle moving by -s·d meets the polygon exactly when the polygon moving by s·d meets it.
    return rayRoundedPolygon(obstacle.center, { x: -d.x, y: -d.y }, mover.points, obstacle.radius + grow);
  }
  if (mover.kind === "polygon" && obstacle.kind === "polygon")
    return polygonSweep(mover.points, d, obstacle.points, grow);
  return null;
}

/** Where the point o + s·d lies within r of c. */
function rayCircle(o: Point, d: Point, c: Point, r: number): Interval | null {
  if (r < 0) return null;
  const p = sub(o, c);
  const b = dot(p, d);
  const disc = b * b - (dot(p, p) - r * r);
  if (disc < 0) return null;
  const root = Math.sqrt(disc);
  return { sIn: -b - root, sOut: -b + root };
}

/**
 * Where o + s·d lies within r of the convex polygon: the union of the capsules round its edges,
 * which (the shape being convex) is one interval from the first entry to the last exit.
 */
function rayRoundedPolygon(o: Point, d: Point, points: readonly Point[], r: number): Interval | null {
  let sIn = Infinity;
  let sOut = -Infinity;
  forEachEdge(points, (a, b) => {
    const hit = rayCapsule(o, d, a, b, r);
    if (hit !== null) {
      sIn = Math.min(sIn, hit.sIn);
      sOut = Math.max(sOut, hit.sOut);
    }
  });
  return sIn <= sOut ? { sIn, sOut } : null;
}

/** Where o + s·d lies within r of segment a–b: the band along it and the discs at its ends. */
function rayCapsule(o: Point, d: Point, a: Point, b: Point, r: number): Interval | null {
  if (r < 0) return null;
  const e = sub(b, a);
  const len = Math.hypot(e.x, e.y);
  let sIn = Infinity;
  let sOut = -Infinity;
  const take = (hit: Interval | null): void => {
    if (hit !== null) {
      sIn = Math.min(sIn, hit.sIn);
      sOut = Math.max(sOut, hit.sOut);
    }
  };
  take(rayCircle(o, d, a, r));
  if (len > 0) {
    take(rayCircle(o, d, b, r));
    const u = { x: e.x / len, y: e.y / len };
    const v = { x: -u.y, y: u.x };
    const rel = sub(o, a);
    take(clip(clip({ sIn: -Infinity, sOut: Infinity }, dot(rel, u), dot(d, u), 0, len), dot(rel, v), dot(d, v), -r, r));
  }
  return sIn <= sOut ? { sIn, sOut } : null;
}

/** The part of `range` where lo <= x0 + s·dx <= hi. */
function clip(range: Interval | null, x0: number, dx: number, lo: number, hi: number): Interval | null {
  if (range === null) return null;
  if (dx === 0) return x0 >= lo && x0 <= hi ? range : null;
  const t1 = (lo - x0) / dx;
  const t2 = (hi - x0) / dx;
  const sIn = Math.max(range.sIn, Math.min(t1, t2));
  const sOut = Math.min(range.sOut, Math.max(t1, t2));
  return sIn <= sOut ? { sIn, sOut } : null;
}

/** Below this |d·n| a side runs parallel to the move. */
const PARALLEL = 1e-12;

/**
 * Separating axes, swept: on every side normal n of either polygon (each way), the mover at s
 * meets the obstacle only if s·(d·n) <= max(obstacle·n) - min(mover·n) + grow. The normals of
 * both polygons include every side normal of their Minkowski difference, so the bound is exact.
 */
function polygonSweep(mover: readonly Point[], d: Point, obstacle: readonly Point[], grow: number): Interval | null {
  let sIn = -Infinity;
  let sOut = Infinity;
  let apart = false;
  const onNormal = (n: Point): void => {
    const room = support(obstacle, n) + support(mover, { x: -n.x, y: -n.y }) + grow;
    const dn = dot(d, n);
    if (Math.abs(dn) <= PARALLEL) {
      if (room < 0) apart = true;
    } else if (dn > 0) sOut = Math.min(sOut, room / dn);
    else sIn = Math.max(sIn, room / dn);
  };
  for (const poly of [mover, obstacle]) {
    forEachEdge(poly, (a, b) => {
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) return;
      const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
      onNormal(n);
      onNormal({ x: -n.x, y: -n.y });
    });
  }
  return apart || sIn > sOut ? null : { sIn, sOut };
}

/** The largest p·n over the points. */
function support(points: readonly Point[], n: Point): number {
  let best = -Infinity;
  for (const p of points) best = Math.max(best, p.x * n.x + p.y * n.y);
  return best;
}

/** Each edge of the ring once (a two-point ring has its one edge once). */
function forEachEdge(points: readonly Point[], visit: (a: Point, b: Point) => void): void {
  if (points.length === 2) {
    const [a, b] = points;
    if (a !== undefined && b !== undefined) visit(a, b);
    return;
  }
  let a = points[points.length - 1];
  for (const b of points) {
    if (a !== undefined) visit(a, b);
    a = b;
  }
}
