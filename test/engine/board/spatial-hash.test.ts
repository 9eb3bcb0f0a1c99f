import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { Bounds } from "@engine/geometry/polygon";
import { SpatialHash, segmentBoxes } from "@engine/board/spatial-hash";
import { boxGap } from "@engine/geometry/polygon";

const coordinate = fc.noBias(fc.integer({ min: -100000, max: 100000 })).map((n) => n / 100);
const boxArb: fc.Arbitrary<Bounds> = fc
  .tuple(
    coordinate,
    coordinate,
    fc.integer({ min: 0, max: 300 }),
    fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant(100000)),
  )
  .map(([x, y, w, h]) => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }));

describe("spatial hash", () => {
  it("a query holds every item whose box meets the query box, after inserts, moves and removals", () => {
    fc.assert(
      fc.property(
        fc.array(boxArb, { maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.option(boxArb, { nil: null })), { maxLength: 20 }),
        fc.array(boxArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 20, max: 400 }),
        (boxes, changes, queries, size) => {
          const hash = new SpatialHash<number>(size);
          const where = new Map<number, Bounds>();
          boxes.forEach((box, item) => {
            hash.insert(item, [box]);
            where.set(item, box);
          });
          for (const [pick, box] of changes) {
            const item = pick % Math.max(1, boxes.length);
            if (box === null) {
              hash.remove(item);
              where.delete(item);
            } else {
              hash.insert(item, [box]);
              where.set(item, box);
            }
          }
          expect(hash.size).toBe(where.size);
          for (const query of queries) {
            const found = hash.query(query);
            for (const [item, box] of where) if (boxGap(box, query) === 0) expect(found.has(item)).toBe(true);
            for (const item of found) expect(where.has(item)).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("cuts a segment into boxes no longer than the step, end to end", () => {
    // 250 px along x in steps of at most 100: three pieces of 83⅓ px.
    const boxes = segmentBoxes({ x: 0, y: 0 }, { x: 250, y: 0 }, 100, 1);
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toEqual({ minX: -1, minY: -1, maxX: 250 / 3 + 1, maxY: 1 });
    expect(boxes[2]?.maxX).toBe(251);
  });
});
