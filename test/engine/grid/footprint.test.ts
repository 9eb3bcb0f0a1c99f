import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { polygonsOverlap } from "@engine/geometry/polygon";
import { add, distance, rotate } from "@engine/geometry/vector";
import { createCellGrid } from "@engine/grid/cell-grid";
import {
  footprintBounds,
  footprintCells,
  footprintCenter,
  footprintGap,
  footprintPolygon,
  footprintsOverlap,
  inContact,
  placeFootprint,
  translateFootprint,
  type PlacedFootprint,
} from "@engine/grid/footprint";

const at = (x: number, y: number): Point => ({ x, y });
const circle = (x: number, y: number, radius: number): PlacedFootprint => ({
  footprint: { kind: "circle", center: at(x, y), radius },
  facing: 0,
});
const rect = (x: number, y: number, width: number, depth: number, facing = 0): PlacedFootprint => ({
  footprint: { kind: "rect", center: at(x, y), width, depth },
  facing,
});
const ellipse = (x: number, y: number, width: number, depth: number, facing = 0): PlacedFootprint => ({
  footprint: { kind: "ellipse", center: at(x, y), width, depth },
  facing,
});

function expectPoints(actual: readonly Point[], expected: readonly Point[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, n) => {
    const e = expected[n] ?? a;
    expect(a.x).toBeCloseTo(e.x, 9);
    expect(a.y).toBeCloseTo(e.y, 9);
  });
}

describe("footprint shapes", () => {
  it("turns a rect with its facing: width across the unit, depth from rear to front", () => {
    // Facing 0 (down the screen): width along x, depth along y. Corners clockwise from top-left.
    expectPoints(footprintPolygon(rect(100, 100, 40, 20)), [at(80, 90), at(120, 90), at(120, 110), at(80, 110)]);
    // Facing 90 (left): the unit's width now runs along y and its depth along x.
    expectPoints(footprintPolygon(rect(100, 100, 40, 20, 90)), [at(110, 80), at(110, 120), at(90, 120), at(90, 80)]);
    expect(footprintBounds(rect(100, 100, 40, 20, 90))).toEqual({ minX: 90, minY: 80, maxX: 110, maxY: 120 });
  });

  it("draws circles and ellipses as polygons on their curve", () => {
    const poly = footprintPolygon(circle(10, 20, 5), 4);
    expectPoints(poly, [at(15, 20), at(10, 25), at(5, 20), at(10, 15)]);
    // An ellipse 40 wide and 20 deep, facing 90: its front (depth) points along -x.
    expectPoints(footprintPolygon(ellipse(0, 0, 40, 20, 90), 4), [at(0, 20), at(-10, 0), at(0, -20), at(10, 0)]);
    expect(footprintPolygon(ellipse(0, 0, 40, 20), 24)).toHaveLength(24);
    expect(() => footprintPolygon(circle(0, 0, 1), 2)).toThrow(RangeError);
  });

  it("bounds the true curve", () => {
    expect(footprintBounds(circle(10, 20, 5))).toEqual({ minX: 5, minY: 15, maxX: 15, maxY: 25 });
    // Facing 90 swaps the ellipse's extents: 20 along x (its depth), 40 along y (its width).
    const b = footprintBounds(ellipse(0, 0, 40, 20, 90));
    expect([b.minX, b.minY, b.maxX, b.maxY]).toEqual([-10, -20, 10, 20]);
    // At 45° both half-extents are √((20² + 10²)/2) = √250.
    const d = footprintBounds(ellipse(0, 0, 40, 20, 45));
    expect(d.maxX).toBeCloseTo(Math.sqrt(250), 9);
    expect(d.maxY).toBeCloseTo(Math.sqrt(250), 9);
  });

  it("moves and places footprints", () => {
    const fp: Footprint = { kind: "rect", center: at(1, 2), width: 3, depth: 4 };
    expect(translateFootprint(fp, at(10, -2))).toEqual({ kind: "rect", center: at(11, 0), width: 3, depth: 4 });
    expect(placeFootprint(fp, at(7, 7))).toEqual({ kind: "rect", center: at(7, 7), width: 3, depth: 4 });
    expect(() => translateFootprint({ kind: "cells", cells: [] }, at(1, 1))).toThrow(/cells/);
  });

  it("hands cell footprints to the grid", () => {
    const unit: PlacedFootprint = {
      footprint: {
        kind: "cells",
        cells: [
          { i: 0, j: 0 },
          { i: 0, j: 1 },
        ],
      },
      facing: 0,
    };
    expect(footprintCells(unit)).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 1 },
    ]);
    const grid = createCellGrid({ kind: "square", size: 100, distance: 5, units: "ft", diagonals: "equidistant" });
    // Centres (50, 50) and (150, 50): mean (100, 50).
    expect(footprintCenter(unit, grid)).toEqual(at(100, 50));
    expect(() => footprintCenter(unit)).toThrow(/grid/);
    expect(() => footprintGap(unit, circle(0, 0, 1))).toThrow(/cells/);
    expect(() => footprintCells(circle(0, 0, 1))).toThrow(/circle/);
    expect(footprintCenter(circle(3, 4, 1))).toEqual(at(3, 4));
  });
});

describe("gaps, contact and overlap, by hand", () => {
  it("measures circles exactly", () => {
    // Centres 30 apart, radii 10 and 15: 30 - 25 = 5.
    expect(footprintGap(circle(0, 0, 10), circle(30, 0, 15))).toBe(5);
    expect(footprintGap(circle(0, 0, 10), circle(25, 0, 15))).toBe(0);
    expect(footprintsOverlap(circle(0, 0, 10), circle(25, 0, 15))).toBe(false); // touching
    expect(footprintsOverlap(circle(0, 0, 10), circle(24, 0, 15))).toBe(true);
  });

  it("measures a circle against a rect exactly", () => {
    // Rect [20,40]×[-10,10]: its left side is 20 from the centre, 10 from the circle's edge.
    expect(footprintGap(circle(0, 0, 10), rect(30, 0, 20, 20))).toBe(10);
    // Rect [20,40]²: nearest corner (20,20) is 20√2 = 28.284 from the centre, 18.284 from the edge.
    expect(footprintGap(circle(0, 0, 10), rect(30, 30, 20, 20))).toBeCloseTo(20 * Math.SQRT2 - 10, 12);
    expect(footprintGap(rect(30, 30, 20, 20), circle(0, 0, 10))).toBeCloseTo(20 * Math.SQRT2 - 10, 12);
    // Touching the rect's side, then reaching 1 into it.
    expect(footprintsOverlap(circle(10, 0, 10), rect(30, 0, 20, 20))).toBe(false);
    expect(footprintGap(circle(10, 0, 10), rect(30, 0, 20, 20))).toBe(0);
    expect(footprintsOverlap(circle(11, 0, 10), rect(30, 0, 20, 20))).toBe(true);
  });

  it("keeps rects in base contact touching, not overlapping, at any facing", () => {
    // Side by side at facing 0: A spans x ∈ [-20, 20], B x ∈ [20, 60].
    expect(footprintGap(rect(0, 0, 40, 20), rect(40, 0, 40, 20))).toBe(0);
    expect(footprintsOverlap(rect(0, 0, 40, 20), rect(40, 0, 40, 20))).toBe(false);
    expect(inContact(rect(0, 0, 40, 20), rect(40, 0, 40, 20), 0)).toBe(true);
    // Side by side along the line at facing 30: B's centre is A's turned 40 along A's width axis.
    const offset = rotate(at(40, 0), 30);
    expect(footprintsOverlap(rect(0, 0, 40, 20, 30), rect(offset.x, offset.y, 40, 20, 30))).toBe(false);
    expect(footprintGap(rect(0, 0, 40, 20, 30), rect(offset.x, offset.y, 40, 20, 30))).toBe(0);
    // Front to front at facing 0 and 180, 2 apart; then pushed 1 into each other.
    expect(footprintGap(rect(0, 0, 40, 20), rect(0, 22, 40, 20, 180))).toBeCloseTo(2, 12);
    expect(inContact(rect(0, 0, 40, 20), rect(0, 22, 40, 20, 180), 1)).toBe(false);
    expect(inContact(rect(0, 0, 40, 20), rect(0, 22, 40, 20, 180), 2)).toBe(true);
    expect(footprintsOverlap(rect(0, 0, 40, 20), rect(0, 19, 40, 20, 180))).toBe(true);
  });

  it("measures ellipses through fine polygons, within 0.2% of the radius", () => {
    // Two ellipses 40 wide and 20 deep side by side along x, 45 apart: the true gap is 5.
    const gap = footprintGap(ellipse(0, 0, 40, 20), ellipse(45, 0, 40, 20));
    expect(gap).toBeGreaterThanOrEqual(5);
    expect(gap).toBeLessThan(5 + 0.002 * 40);
    // Touching at (20, 0): the polygons lie just inside the curves, so no overlap and a gap ≈ 0.
    expect(footprintsOverlap(ellipse(0, 0, 40, 20), ellipse(40, 0, 40, 20))).toBe(false);
    expect(inContact(ellipse(0, 0, 40, 20), ellipse(40, 0, 40, 20), 0.5)).toBe(true);
  });
});

describe("footprint properties", () => {
  const coord = fc.integer({ min: -60, max: 60 });
  const len = fc.integer({ min: 2, max: 50 });
  const facing = fc.constantFrom(0, 30, 45, 90, 135, 180, 210, 270, 333);
  const arbFootprint: fc.Arbitrary<PlacedFootprint> = fc.oneof(
    fc.tuple(coord, coord, len).map(([x, y, r]) => circle(x, y, r)),
    fc.tuple(coord, coord, len, len, facing).map(([x, y, w, d, f]) => rect(x, y, w, d, f)),
    fc.tuple(coord, coord, len, len, facing).map(([x, y, w, d, f]) => ellipse(x, y, w, d, f)),
  );

  it("gives a symmetric, non-negative gap, 0 whenever they overlap", () => {
    fc.assert(
      fc.property(arbFootprint, arbFootprint, (a, b) => {
        const gap = footprintGap(a, b);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(footprintGap(b, a)).toBeCloseTo(gap, 9);
        expect(footprintsOverlap(b, a)).toBe(footprintsOverlap(a, b));
        if (footprintsOverlap(a, b)) expect(gap).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("is 0 exactly when the shapes touch or overlap (rects and circles, which are measured exactly)", () => {
    const exact = fc.oneof(
      fc.tuple(coord, coord, len).map(([x, y, r]) => circle(x, y, r)),
      fc.tuple(coord, coord, len, len, facing).map(([x, y, w, d, f]) => rect(x, y, w, d, f)),
    );
    fc.assert(
      fc.property(exact, exact, (a, b) => {
        const touching = ((): boolean => {
          const fa = a.footprint;
          const fb = b.footprint;
          if (fa.kind === "circle" && fb.kind === "circle") {
            return distance(fa.center, fb.center) <= fa.radius + fb.radius + 1e-7;
          }
          // Otherwise compare against a circle drawn very finely, or two rects directly.
          const poly = (f: PlacedFootprint): Point[] => footprintPolygon(f, 2000);
          return polygonsOverlap(poly(a), poly(b));
        })();
        const gap = footprintGap(a, b);
        // Very fine circle polygons sit up to r·(1 - cos(π/2000)) ≈ 6e-5 inside the circle.
        fc.pre(touching || gap > 1e-4);
        expect(gap === 0).toBe(touching);
      }),
      { numRuns: 200 },
    );
  });

  it("moves the gap with the footprints: a shared translation changes nothing", () => {
    fc.assert(
      fc.property(arbFootprint, arbFootprint, coord, coord, (a, b, dx, dy) => {
        const move = (f: PlacedFootprint): PlacedFootprint => ({
          footprint: translateFootprint(f.footprint, at(dx, dy)),
          facing: f.facing,
        });
        expect(footprintGap(move(a), move(b))).toBeCloseTo(footprintGap(a, b), 6);
      }),
    );
  });

  it("bounds hold the polygon", () => {
    fc.assert(
      fc.property(arbFootprint, (f) => {
        const b = footprintBounds(f);
        for (const p of footprintPolygon(f, 36)) {
          expect(p.x).toBeGreaterThanOrEqual(b.minX - 1e-9);
          expect(p.x).toBeLessThanOrEqual(b.maxX + 1e-9);
          expect(p.y).toBeGreaterThanOrEqual(b.minY - 1e-9);
          expect(p.y).toBeLessThanOrEqual(b.maxY + 1e-9);
        }
      }),
    );
  });

  it("puts a unit placed a gap away along the line between two circles that far away", () => {
    fc.assert(
      fc.property(len, len, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 359 }), (ra, rb, g, deg) => {
        const dir = rotate(at(1, 0), deg);
        const centre = add(at(0, 0), { x: dir.x * (ra + rb + g), y: dir.y * (ra + rb + g) });
        expect(footprintGap(circle(0, 0, ra), circle(centre.x, centre.y, rb))).toBeCloseTo(g, 9);
      }),
    );
  });
});
