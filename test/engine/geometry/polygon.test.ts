import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Point } from "@engine/model/coordinates";
import {
  convexPenetration,
  pointInPolygon,
  pointPolygonDistance,
  polygonBounds,
  polygonDistance,
  polygonsOverlap,
  segmentEntersPolygon,
} from "@engine/geometry/polygon";

const p = (x: number, y: number): Point => ({ x, y });

/** The axis-aligned rectangle [x0, x1] × [y0, y1] as a polygon. */
function box(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)];
}

const square = box(0, 0, 10, 10);
/** An L: the square [0,10]² with the notch [4,10]×[4,10] cut out. */
const ell = [p(0, 0), p(10, 0), p(10, 4), p(4, 4), p(4, 10), p(0, 10)];

describe("pointInPolygon", () => {
  it("counts the inside and the outline, not the outside", () => {
    expect(pointInPolygon(p(5, 5), square)).toBe(true);
    expect(pointInPolygon(p(10, 5), square)).toBe(true);
    expect(pointInPolygon(p(0, 0), square)).toBe(true);
    expect(pointInPolygon(p(11, 5), square)).toBe(false);
    expect(pointInPolygon(p(5, -0.001), square)).toBe(false);
    expect(pointInPolygon(p(5, 5), [])).toBe(false);
  });

  it("handles a concave polygon, including a ray running along an edge", () => {
    expect(pointInPolygon(p(7, 7), ell)).toBe(false); // in the notch
    expect(pointInPolygon(p(2, 8), ell)).toBe(true);
    expect(pointInPolygon(p(7, 2), ell)).toBe(true);
    // The ray from (2, 4) towards +x runs along the edge y = 4 from x = 4 to 10.
    expect(pointInPolygon(p(2, 4), ell)).toBe(true);
    expect(pointInPolygon(p(7, 4), ell)).toBe(true); // on that edge
    expect(pointPolygonDistance(p(7, 7), ell)).toBe(3); // 3 from both notch edges
    expect(pointPolygonDistance(p(7, 2), ell)).toBe(0);
  });
});

describe("polygon pairs", () => {
  it("overlaps when touching, crossing or holding one another", () => {
    expect(polygonsOverlap(square, box(10, 2, 20, 8))).toBe(true); // sharing part of an edge
    expect(polygonsOverlap(square, box(10, 10, 20, 20))).toBe(true); // corner to corner
    expect(polygonsOverlap(square, box(5, 5, 15, 15))).toBe(true);
    expect(polygonsOverlap(square, box(2, 2, 3, 3))).toBe(true); // inside, no edges cross
    expect(polygonsOverlap(box(2, 2, 3, 3), square)).toBe(true);
    expect(polygonsOverlap(square, box(11, 0, 20, 10))).toBe(false);
    expect(polygonsOverlap(ell, box(6, 6, 9, 9))).toBe(false); // sits in the notch
  });

  it("measures edge to edge", () => {
    expect(polygonDistance(square, box(13, 4, 20, 8))).toBe(3);
    // Corner (10,10) to corner (13,14): 3-4-5.
    expect(polygonDistance(square, box(13, 14, 17, 18))).toBe(5);
    expect(polygonDistance(square, box(10, 0, 20, 10))).toBe(0);
    // The box in the notch is 2 from both notch edges.
    expect(polygonDistance(ell, box(6, 6, 9, 9))).toBe(2);
  });

  it("gives a penetration depth for convex polygons", () => {
    expect(convexPenetration(square, box(8, 0, 18, 10))).toBe(2);
    expect(convexPenetration(square, box(10, 0, 20, 10))).toBe(0);
    expect(convexPenetration(square, box(13, 0, 20, 10))).toBe(-3);
  });

  it("knows when a segment enters a polygon", () => {
    expect(segmentEntersPolygon(p(2, 2), p(3, 3), square)).toBe(true); // wholly inside
    expect(segmentEntersPolygon(p(-5, 5), p(15, 5), square)).toBe(true); // right through
    expect(segmentEntersPolygon(p(-5, -5), p(0, 0), square)).toBe(true); // touching a corner
    expect(segmentEntersPolygon(p(-5, 5), p(-1, 5), square)).toBe(false);
    expect(segmentEntersPolygon(p(6, 6), p(9, 9), ell)).toBe(false); // across the notch only
  });

  it("finds bounds", () => {
    expect(polygonBounds(ell)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(polygonBounds([p(3, -2)])).toEqual({ minX: 3, minY: -2, maxX: 3, maxY: -2 });
    expect(() => polygonBounds([])).toThrow(/no vertices/);
  });
});

describe("polygon properties", () => {
  /** Integer boxes, so that touching is common. */
  const arbBox = fc
    .tuple(
      fc.integer({ min: -10, max: 10 }),
      fc.integer({ min: -10, max: 10 }),
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 1, max: 8 }),
    )
    .map(([x, y, w, h]) => ({ x0: x, y0: y, x1: x + w, y1: y + h }));

  it("matches the closed-form distance, overlap and depth of axis-aligned boxes", () => {
    fc.assert(
      fc.property(arbBox, arbBox, (a, b) => {
        const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
        const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
        const pa = box(a.x0, a.y0, a.x1, a.y1);
        const pb = box(b.x0, b.y0, b.x1, b.y1);
        expect(polygonDistance(pa, pb)).toBeCloseTo(Math.hypot(dx, dy), 12);
        expect(polygonDistance(pb, pa)).toBeCloseTo(Math.hypot(dx, dy), 12);
        expect(polygonsOverlap(pa, pb)).toBe(dx === 0 && dy === 0);
        // Depth on the box axes is the smaller shadow overlap.
        const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        expect(convexPenetration(pa, pb)).toBe(Math.min(ox, oy));
      }),
    );
  });

  it("agrees with the box test for points (beyond EPSILON of the outline)", () => {
    const coord = fc.double({ min: -15, max: 15, noNaN: true });
    fc.assert(
      fc.property(arbBox, coord, coord, (a, x, y) => {
        const outside = Math.hypot(Math.max(0, a.x0 - x, x - a.x1), Math.max(0, a.y0 - y, y - a.y1));
        fc.pre(outside === 0 || outside > 1e-6);
        const inside = outside === 0;
        expect(pointInPolygon(p(x, y), box(a.x0, a.y0, a.x1, a.y1))).toBe(inside);
      }),
    );
  });
});
