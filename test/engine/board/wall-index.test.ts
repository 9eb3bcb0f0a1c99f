import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { Wall } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { createWallIndex, segmentMeetsBox } from "@engine/board/wall-index";
import { polygonBounds } from "@engine/geometry/polygon";
import { segmentIntersection, segmentsIntersect } from "@engine/geometry/segment";

function wall(id: string, ax: number, ay: number, bx: number, by: number, blocksMove = true): Wall {
  return { id, a: { x: ax, y: ay }, b: { x: bx, y: by }, blocksMove, blocksSight: true };
}

describe("wall index, worked by hand", () => {
  // Two upright walls across the x axis at x = 30 and x = 60, and a long diagonal far away.
  const walls = [
    wall("far", 1000, 1000, 5000, 4000),
    wall("w60", 60, -10, 60, 10),
    wall("w30", 30, -10, 30, 10, false),
  ];
  const index = createWallIndex(walls);

  it("the first wall hit along a segment, and the filter", () => {
    // Going right from (0, 0) to (100, 0): x = 30 is 0.3 of the way, x = 60 is 0.6.
    expect(index.firstWallHit({ x: 0, y: 0 }, { x: 100, y: 0 })).toEqual({
      wall: walls[2],
      t: 0.3,
      point: { x: 30, y: 0 },
    });
    expect(index.firstWallHit({ x: 0, y: 0 }, { x: 100, y: 0 }, (w) => w.blocksMove)?.wall.id).toBe("w60");
    // Coming back from (100, 0), x = 60 comes first, 0.4 of the way.
    expect(index.firstWallHit({ x: 100, y: 0 }, { x: 0, y: 0 })?.t).toBeCloseTo(0.4, 12);
    expect(index.firstWallHit({ x: 0, y: 20 }, { x: 100, y: 20 })).toBeNull();
  });

  it("touching counts as crossing", () => {
    // Ends exactly on the wall at x = 60.
    expect(index.crossesWall({ x: 0, y: 5 }, { x: 60, y: 5 }, (w) => w.blocksMove)).toBe(true);
    expect(index.crossesWall({ x: 0, y: 5 }, { x: 59, y: 5 }, (w) => w.blocksMove)).toBe(false);
    // Passes just beyond the end of the wall at (60, 10).
    expect(index.crossesWall({ x: 0, y: 11 }, { x: 100, y: 11 })).toBe(false);
  });

  it("ties at the same point go to the lower wall id", () => {
    const crossing = createWallIndex([wall("b", 50, -10, 50, 10), wall("a", 40, -10, 60, 10)]);
    // Both pass through (50, 0).
    expect(crossing.firstWallHit({ x: 0, y: 0 }, { x: 100, y: 0 })?.wall.id).toBe("a");
  });

  it("walls near a box: those with a point in it, in the order given", () => {
    expect(index.wallsNear({ minX: 0, minY: -5, maxX: 100, maxY: 5 }).map((w) => w.id)).toEqual(["w60", "w30"]);
    // The long diagonal from (1000, 1000) to (5000, 4000) passes (3000, 2500); a box beside it
    // at (3000, 1000)–(3100, 1100) holds no point of it.
    expect(index.wallsNear({ minX: 2950, minY: 2450, maxX: 3050, maxY: 2550 }).map((w) => w.id)).toEqual(["far"]);
    expect(index.wallsNear({ minX: 3000, minY: 1000, maxX: 3100, maxY: 1100 })).toEqual([]);
  });

  it("a box test that counts edges", () => {
    expect(segmentMeetsBox({ x: -5, y: 0 }, { x: 0, y: 0 }, { minX: 0, minY: 0, maxX: 1, maxY: 1 })).toBe(true);
    expect(segmentMeetsBox({ x: -5, y: 3 }, { x: 3, y: -5 }, { minX: 0, minY: 0, maxX: 1, maxY: 1 })).toBe(false);
  });
});

describe("wall index against every wall", () => {
  const coordinate = fc.noBias(fc.integer({ min: -50000, max: 150000 })).map((n) => n / 100);
  const point: fc.Arbitrary<Point> = fc.record({ x: coordinate, y: coordinate });
  // Short walls with a few long ones, as on a real map.
  const short = fc.integer({ min: -80, max: 80 });
  const long = fc.integer({ min: -900, max: 900 });
  const wallsArb = fc
    .array(fc.tuple(point, fc.oneof({ weight: 4, arbitrary: short }, long), short, fc.boolean()), { maxLength: 60 })
    .map((list) => list.map(([a, dx, dy, blocksMove], k) => wall(`w${k}`, a.x, a.y, a.x + dx, a.y + dy, blocksMove)));

  it("answers as a scan of all walls", () => {
    fc.assert(
      fc.property(wallsArb, fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 10 }), (walls, segments) => {
        const index = createWallIndex(walls);
        const blocking = (w: Wall) => w.blocksMove;
        for (const [a, b] of segments) {
          const crossed = walls.some((w) => w.blocksMove && segmentsIntersect(a, b, w.a, w.b));
          expect(index.crossesWall(a, b, blocking)).toBe(crossed);
          let best: { wall: Wall; t: number } | null = null;
          for (const w of walls) {
            const hit = segmentIntersection(a, b, w.a, w.b);
            if (hit === null) continue;
            if (best === null || hit.t < best.t || (hit.t === best.t && w.id < best.wall.id))
              best = { wall: w, t: hit.t };
          }
          const found = index.firstWallHit(a, b);
          expect(found === null ? null : { wall: found.wall, t: found.t }).toEqual(best);
          const box = polygonBounds([a, b]);
          expect(index.wallsNear(box)).toEqual(walls.filter((w) => segmentMeetsBox(w.a, w.b, box)));
        }
      }),
      { numRuns: 60 },
    );
  });
});
