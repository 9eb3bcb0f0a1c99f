import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { EPSILON } from "@engine/geometry/epsilon";
import { pointInPolygon, polygonDistance, polygonsOverlap, polygonsWithin } from "@engine/geometry/polygon";
import { segmentSegmentDistance, segmentsIntersect } from "@engine/geometry/segment";
import { footprintGap, footprintPolygon, footprintsWithin, type PlacedFootprint } from "@engine/grid/footprint";

/*
 * The polygon questions look only at pairs of edges whose boxes are near enough to matter, and
 * footprintsWithin settles most pairs of footprints by discs about their centres. Both must give
 * exactly what looking at every pair of edges gives: the same numbers, the same verdicts.
 */

const SEED = 20_261_127;

function edges(poly: readonly Point[]): [Point, Point][] {
  return poly.map((p, k) => [poly[(k + poly.length - 1) % poly.length] ?? p, p]);
}

function everyPairOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  const crossing = edges(a).some(([a1, a2]) => edges(b).some(([b1, b2]) => segmentsIntersect(a1, a2, b1, b2)));
  const [a0] = a;
  const [b0] = b;
  return crossing || (a0 !== undefined && pointInPolygon(a0, b)) || (b0 !== undefined && pointInPolygon(b0, a));
}

function everyPairDistance(a: readonly Point[], b: readonly Point[]): number {
  if (everyPairOverlap(a, b)) return 0;
  let least = Infinity;
  for (const [a1, a2] of edges(a))
    for (const [b1, b2] of edges(b)) least = Math.min(least, segmentSegmentDistance(a1, a2, b1, b2));
  return least;
}

const coordinate = fc.noBias(fc.integer({ min: -20_000, max: 20_000 })).map((n) => n / 100);
const size = fc.noBias(fc.integer({ min: 1, max: 12_000 })).map((n) => n / 100);

const footprintArb: fc.Arbitrary<PlacedFootprint> = fc
  .record({
    kind: fc.constantFrom("circle", "rect", "ellipse"),
    x: coordinate,
    y: coordinate,
    width: size,
    depth: size,
    facing: fc.integer({ min: 0, max: 359 }),
  })
  .map(({ kind, x, y, width, depth, facing }) => {
    const center = { x, y };
    const footprint: Footprint =
      kind === "circle" ? { kind, center, radius: width / 2 } : { kind, center, width, depth };
    return { footprint, facing };
  });

/** Two footprints anywhere (often overlapping, often near), and a nudge for limits a hair around their gap. */
const pairArb = fc.tuple(footprintArb, footprintArb, fc.constantFrom(0, 1e-9, 1e-7, 2e-7, 1e-3, 0.5, 5, -1e-7, -0.5));

describe("pruned polygon questions agree with every pair of edges", () => {
  it("polygonDistance and polygonsOverlap give the all-pairs answer exactly", () => {
    fc.assert(
      fc.property(pairArb, fc.integer({ min: 3, max: 48 }), ([p, q], segments) => {
        const a = footprintPolygon(p, segments);
        const b = footprintPolygon(q, 48);
        expect(polygonsOverlap(a, b)).toBe(everyPairOverlap(a, b));
        expect(polygonDistance(a, b)).toBe(everyPairDistance(a, b));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("polygonsWithin is polygonDistance within the limit, at and around the gap", () => {
    fc.assert(
      fc.property(pairArb, ([p, q, nudge]) => {
        const a = footprintPolygon(p, 48);
        const b = footprintPolygon(q, 48);
        const gap = polygonDistance(a, b);
        for (const limit of [0, EPSILON, gap, gap + nudge, Math.max(0, gap - Math.abs(nudge)), 50]) {
          expect(polygonsWithin(a, b, limit)).toBe(gap <= limit);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("footprintsWithin is footprintGap within the limit, at and around the gap", () => {
    fc.assert(
      fc.property(pairArb, ([p, q, nudge]) => {
        const gap = footprintGap(p, q);
        for (const limit of [0, EPSILON / 2, EPSILON, gap, gap + nudge, Math.max(0, gap - Math.abs(nudge)), 100, -1]) {
          expect(footprintsWithin(p, q, limit)).toBe(gap <= limit);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("footprints a hair apart or a hair over are told apart as the exact gap tells them", () => {
    const p: PlacedFootprint = {
      footprint: { kind: "rect", center: { x: 0, y: 0 }, width: 40, depth: 20 },
      facing: 30,
    };
    for (const offset of [0, 1e-8, 2e-7, 1e-3, 1]) {
      const q: PlacedFootprint = {
        footprint: { kind: "ellipse", center: { x: 20 + 15 + 50 + offset, y: 0 }, width: 30, depth: 30 },
        facing: 0,
      };
      const gap = footprintGap(p, q);
      for (const limit of [gap, gap - 1e-9, gap + 1e-9, 50]) expect(footprintsWithin(p, q, limit)).toBe(gap <= limit);
    }
  });
});
