import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MinHeap } from "@engine/movement/grid/min-heap";

describe("MinHeap", () => {
  it("gives the items back smallest first", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), (items) => {
        const heap = new MinHeap<number>((a, b) => a - b);
        for (const item of items) heap.push(item);
        expect(heap.size).toBe(items.length);
        const out: number[] = [];
        for (let item = heap.pop(); item !== undefined; item = heap.pop()) out.push(item);
        expect(out).toEqual([...items].sort((a, b) => a - b));
      }),
      { numRuns: 100 },
    );
  });
});
