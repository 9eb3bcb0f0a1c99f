import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCellGrid } from "@engine/grid/cell-grid";
import { HEX_KINDS } from "@engine/grid/hex";
import { cellLine } from "@engine/movement/grid/cell-line";
import { hexAt, spec } from "./grid-fixtures";

describe("cellLine", () => {
  it("follows Bresenham's line on an 8-way square grid", () => {
    // (0,0) to (2,5): 5 steps; rows round(2k/5) = 0, 0, 1, 1, 2, 2 (0.4 → 0, 0.8 → 1, 1.2 → 1, 1.6 → 2).
    expect(cellLine("square", true, { i: 0, j: 0 }, { i: 2, j: 5 })).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 1, j: 2 },
      { i: 1, j: 3 },
      { i: 2, j: 4 },
      { i: 2, j: 5 },
    ]);
  });

  it("walks the supercover on a 4-way square grid, along the row first at a corner", () => {
    // Centres (x, y) = (0.5, 0.5) to (2.5, 1.5): the segment crosses x = 1 at y = 0.75 (row 0),
    // y = 1 at x = 1.5 (column 1), x = 2 at y = 1.25 (row 1).
    expect(cellLine("square", false, { i: 0, j: 0 }, { i: 1, j: 2 })).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 1, j: 1 },
      { i: 1, j: 2 },
    ]);
    // Exactly through the corner of (0,0) and (1,1): column first.
    expect(cellLine("square", false, { i: 0, j: 0 }, { i: 1, j: 1 })).toEqual([
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 1, j: 1 },
    ]);
  });

  it.each(HEX_KINDS)("rounds the cube line on %s, nudged the same way along an edge", (kind) => {
    const at = (q: number, r: number) => hexAt(kind, q, r);
    expect(cellLine(kind, true, at(0, 0), at(3, 0))).toEqual([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]);
    // (0,0) to (1,1): the midpoint (0.5, 0.5, -1) nudged to (0.500001, 0.500002, -1.000003)
    // rounds to (1, 1, -1); q moved most (0.499999), so q = -r - s = 0: the cell (0,1).
    expect(cellLine(kind, true, at(0, 0), at(1, 1))).toEqual([at(0, 0), at(0, 1), at(1, 1)]);
    expect(cellLine(kind, true, at(2, 2), at(2, 2))).toEqual([at(2, 2)]);
  });

  it("steps from each cell to a neighbour, from a to b, on every grid", () => {
    const cell = fc.record({ i: fc.integer({ min: -9, max: 9 }), j: fc.integer({ min: -9, max: 9 }) });
    const cases = [
      { kind: "square" as const, eight: true },
      { kind: "square" as const, eight: false },
      ...HEX_KINDS.map((kind) => ({ kind, eight: true })),
    ];
    for (const { kind, eight } of cases) {
      const grid = createCellGrid(spec(kind));
      fc.assert(
        fc.property(cell, cell, (a, b) => {
          const line = cellLine(kind, eight, a, b);
          expect(line[0]).toEqual(a);
          expect(line.at(-1)).toEqual(b);
          for (let n = 1; n < line.length; n++) {
            const p = line[n - 1];
            const q = line[n];
            if (p === undefined || q === undefined) throw new Error("gap");
            expect(grid.adjacent(p, q, eight)).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
    }
  });
});
