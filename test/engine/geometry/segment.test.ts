import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Point } from "@engine/model/coordinates";
import {
  pointSegmentDistance,
  segmentIntersection,
  segmentSegmentDistance,
  segmentsIntersect,
} from "@engine/geometry/segment";

const p = (x: number, y: number): Point => ({ x, y });

describe("segmentsIntersect and segmentIntersection", () => {
  it("finds a crossing", () => {
    // The diagonals of the square [0,10]² cross at its middle, halfway along each.
    expect(segmentsIntersect(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true);
    expect(segmentIntersection(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toEqual({ t: 0.5, u: 0.5, point: p(5, 5) });
  });

  it("counts touching: an endpoint on the other segment, or two segments meeting at a corner", () => {
    // b starts where a ends.
    expect(segmentIntersection(p(0, 0), p(10, 0), p(10, 0), p(10, 10))).toEqual({ t: 1, u: 0, point: p(10, 0) });
    // b stands on the middle of a (a T).
    expect(segmentIntersection(p(0, 0), p(10, 0), p(5, 0), p(5, 5))).toEqual({ t: 0.5, u: 0, point: p(5, 0) });
    // b's end grazes a from above: a(t = 0.3) = (3, 0), b reaches it at its end.
    expect(segmentIntersection(p(0, 0), p(10, 0), p(3, 7), p(3, 0))).toEqual({ t: 0.3, u: 1, point: p(3, 0) });
  });

  it("rejects parallel and merely nearby segments", () => {
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(0, 1), p(10, 1))).toBe(false);
    expect(segmentIntersection(p(0, 0), p(10, 0), p(0, 1), p(10, 1))).toBeNull();
    // b would cross a's line at x = 11, past a's end.
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(11, -1), p(11, 1))).toBe(false);
  });

  it("handles collinear overlap, giving the first contact along a", () => {
    // a runs 0→10 along y = 0, b covers 5→15: contact starts at x = 5, a's half-way, b's start.
    expect(segmentIntersection(p(0, 0), p(10, 0), p(5, 0), p(15, 0))).toEqual({ t: 0.5, u: 0, point: p(5, 0) });
    // The same b reversed: x = 5 is now b's end.
    expect(segmentIntersection(p(0, 0), p(10, 0), p(15, 0), p(5, 0))).toEqual({ t: 0.5, u: 1, point: p(5, 0) });
    // a starts inside b (0→10): contact at once, 6/10 along b.
    expect(segmentIntersection(p(6, 0), p(8, 0), p(0, 0), p(10, 0))).toEqual({ t: 0, u: 0.6, point: p(6, 0) });
    // End to end on the same line touches; a gap of 1 does not.
    expect(segmentIntersection(p(0, 0), p(5, 0), p(5, 0), p(9, 0))).toEqual({ t: 1, u: 0, point: p(5, 0) });
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(5, 0), p(9, 0))).toBe(false);
    // Vertical collinear overlap, a moving up into b.
    expect(segmentIntersection(p(2, 10), p(2, 0), p(2, 4), p(2, 6))).toEqual({ t: 0.4, u: 1, point: p(2, 6) });
  });

  it("treats a zero-length segment as a point", () => {
    expect(segmentIntersection(p(3, 0), p(3, 0), p(0, 0), p(10, 0))).toEqual({ t: 0, u: 0.3, point: p(3, 0) });
    expect(segmentsIntersect(p(3, 1), p(3, 1), p(0, 0), p(10, 0))).toBe(false);
    expect(segmentsIntersect(p(3, 1), p(3, 1), p(3, 1), p(3, 1))).toBe(true);
  });

  it("counts points within EPSILON of each other as touching", () => {
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(5, 1e-9), p(5, 5))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(5, 1e-3), p(5, 5))).toBe(false);
  });
});

describe("distances", () => {
  it("measures from a point to a segment", () => {
    // Straight above the middle: 5.
    expect(pointSegmentDistance(p(5, 5), p(0, 0), p(10, 0))).toBe(5);
    // Beyond the start: to the endpoint (0,0), a 3-4-5 triangle.
    expect(pointSegmentDistance(p(-3, 4), p(0, 0), p(10, 0))).toBe(5);
    // To a zero-length segment.
    expect(pointSegmentDistance(p(3, 4), p(0, 0), p(0, 0))).toBe(5);
  });

  it("measures between segments", () => {
    // Nearest pair: (13,4) to a's end (10,0), 3-4-5.
    expect(segmentSegmentDistance(p(0, 0), p(10, 0), p(13, 4), p(20, 4))).toBe(5);
    expect(segmentSegmentDistance(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(0);
    // Parallel, one above the other.
    expect(segmentSegmentDistance(p(0, 0), p(10, 0), p(2, 3), p(8, 3))).toBe(3);
  });
});

/** Small integer coordinates, so that touching, collinear and degenerate cases are common. */
const ip = fc.record({ x: fc.integer({ min: -4, max: 4 }), y: fc.integer({ min: -4, max: 4 }) });

/**
 * An exact oracle for integer segments, by another route than the implementation: solve
 * a1 + t·r = b1 + u·s with integer cross products and compare the fractions without dividing.
 */
function oracleIntersect(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const r = { x: a2.x - a1.x, y: a2.y - a1.y };
  const s = { x: b2.x - b1.x, y: b2.y - b1.y };
  const q = { x: b1.x - a1.x, y: b1.y - a1.y };
  const den = r.x * s.y - r.y * s.x;
  const tn = q.x * s.y - q.y * s.x;
  const un = q.x * r.y - q.y * r.x;
  if (den !== 0) {
    const within = (n: number): boolean => (den > 0 ? n >= 0 && n <= den : n <= 0 && n >= den);
    return within(tn) && within(un);
  }
  // Parallel: they meet only on a common line, where their spans must overlap.
  if (tn !== 0 || un !== 0) {
    // Not on one line, unless a segment is a point (then r or s is zero and the test below decides).
    if (!(r.x === 0 && r.y === 0) && !(s.x === 0 && s.y === 0)) return false;
  }
  const onSegment = (pt: Point, a: Point, b: Point): boolean =>
    (b.x - a.x) * (pt.y - a.y) - (b.y - a.y) * (pt.x - a.x) === 0 &&
    pt.x >= Math.min(a.x, b.x) &&
    pt.x <= Math.max(a.x, b.x) &&
    pt.y >= Math.min(a.y, b.y) &&
    pt.y <= Math.max(a.y, b.y);
  return onSegment(a1, b1, b2) || onSegment(a2, b1, b2) || onSegment(b1, a1, a2) || onSegment(b2, a1, a2);
}

describe("segment properties", () => {
  it("agrees with an exact oracle, whatever the order of segments and ends", () => {
    fc.assert(
      fc.property(ip, ip, ip, ip, (a1, a2, b1, b2) => {
        const expected = oracleIntersect(a1, a2, b1, b2);
        expect(segmentsIntersect(a1, a2, b1, b2)).toBe(expected);
        expect(segmentsIntersect(b1, b2, a1, a2)).toBe(expected);
        expect(segmentsIntersect(a2, a1, b2, b1)).toBe(expected);
        expect(segmentIntersection(a1, a2, b1, b2) !== null).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("gives a first contact point that lies on both segments, with nothing of a touching b before it", () => {
    fc.assert(
      fc.property(ip, ip, ip, ip, (a1, a2, b1, b2) => {
        const hit = segmentIntersection(a1, a2, b1, b2);
        fc.pre(hit !== null);
        const along = (a: Point, b: Point, t: number): Point => ({
          x: a.x + (b.x - a.x) * t,
          y: a.y + (b.y - a.y) * t,
        });
        expect(pointSegmentDistance(hit.point, b1, b2)).toBeLessThan(1e-9);
        const onA = along(a1, a2, hit.t);
        const onB = along(b1, b2, hit.u);
        expect(onA.x).toBeCloseTo(hit.point.x, 9);
        expect(onA.y).toBeCloseTo(hit.point.y, 9);
        expect(onB.x).toBeCloseTo(hit.point.x, 9);
        expect(onB.y).toBeCloseTo(hit.point.y, 9);
        if (hit.t > 0 && (a1.x !== a2.x || a1.y !== a2.y)) {
          // Any earlier point of a is off b.
          expect(pointSegmentDistance(along(a1, a2, hit.t / 2), b1, b2)).toBeGreaterThan(1e-9);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("measures segment distance symmetrically, 0 exactly when they meet", () => {
    fc.assert(
      fc.property(ip, ip, ip, ip, (a1, a2, b1, b2) => {
        const d = segmentSegmentDistance(a1, a2, b1, b2);
        expect(segmentSegmentDistance(b2, b1, a1, a2)).toBeCloseTo(d, 12);
        expect(d === 0).toBe(segmentsIntersect(a1, a2, b1, b2));
      }),
    );
  });
});
