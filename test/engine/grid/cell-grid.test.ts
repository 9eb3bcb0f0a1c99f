import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SQUARE_DIAGONALS, type GridKind, type GridSpec } from "@engine/model/grid-spec";
import { type Offset } from "@engine/model/coordinates";
import { EngineError } from "@engine/errors";
import { createCellGrid } from "@engine/grid/cell-grid";

const spec = (kind: GridKind, diagonals: GridSpec["diagonals"] = "equidistant", size = 100): GridSpec => ({
  kind,
  size,
  distance: 5,
  units: "ft",
  diagonals,
});

const CELL_KINDS = ["square", "hex-odd-r", "hex-even-r", "hex-odd-q", "hex-even-q"] as const;

/** Every kind of gridded board: each hex layout, and a square grid under each diagonal rule. */
const arbSpec = fc.oneof(
  fc.constantFrom(...CELL_KINDS.filter((k) => k !== "square")).map((k) => spec(k)),
  fc.constantFrom(...SQUARE_DIAGONALS).map((d) => spec("square", d)),
);
const offset = fc.record({ i: fc.integer({ min: -30, max: 30 }), j: fc.integer({ min: -30, max: 30 }) });
const byRowThenColumn = (a: Offset, b: Offset): number => a.i - b.i || a.j - b.j;

describe("createCellGrid", () => {
  it("refuses a gridless board and a grid without a usable scale", () => {
    expect(() => createCellGrid(spec("gridless"))).toThrow(/gridless/);
    expect(() => createCellGrid(spec("square", "equidistant", 0))).toThrow(EngineError);
  });

  it("keys cells uniquely, within ±2^20", () => {
    const grid = createCellGrid(spec("square"));
    const edge = 2 ** 20 - 1;
    for (const c of [
      { i: 0, j: 0 },
      { i: -edge, j: edge },
      { i: edge, j: -edge },
      { i: -3, j: 7 },
    ]) {
      expect(grid.fromKey(grid.key(c))).toEqual(c);
    }
    expect(grid.key({ i: 0, j: 1 })).not.toBe(grid.key({ i: 1, j: 0 }));
    expect(() => grid.key({ i: 2 ** 20, j: 0 })).toThrow(RangeError);
    expect(() => grid.key({ i: 0.5, j: 0 })).toThrow(RangeError);
  });

  it("counts neighbours: 6 on hexes, 4 or 8 on squares (8 by default)", () => {
    const hex = createCellGrid(spec("hex-odd-q"));
    expect(hex.neighbours({ i: 0, j: 0 })).toHaveLength(6);
    expect(hex.neighbours({ i: 0, j: 0 }, false)).toHaveLength(6);
    const square = createCellGrid(spec("square"));
    expect(square.neighbours({ i: 0, j: 0 })).toHaveLength(8);
    expect(square.neighbours({ i: 0, j: 0 }, false)).toHaveLength(4);
    expect(square.adjacent({ i: 0, j: 0 }, { i: 1, j: 1 })).toBe(true);
    expect(square.adjacent({ i: 0, j: 0 }, { i: 1, j: 1 }, false)).toBe(false);
    expect(square.adjacent({ i: 0, j: 0 }, { i: 0, j: 0 })).toBe(false);
  });

  it("lists the cells within a radius, by hand", () => {
    const c = { i: 0, j: 0 };
    // Radius 1: the 3×3 block under equidistant; the plus sign when diagonals cost more than 1.
    expect(createCellGrid(spec("square", "equidistant")).within(c, 1)).toHaveLength(9);
    expect(createCellGrid(spec("square", "illegal")).within(c, 1)).toEqual([
      { i: -1, j: 0 },
      { i: 0, j: -1 },
      { i: 0, j: 0 },
      { i: 0, j: 1 },
      { i: 1, j: 0 },
    ]);
    expect(createCellGrid(spec("square", "exact")).within(c, 1)).toHaveLength(5);
    // √2 = 1.414 ≤ 1.5 brings the corners in; 2√2 is met exactly at radius 2√2.
    expect(createCellGrid(spec("square", "exact")).within(c, 1.5)).toHaveLength(9);
    expect(createCellGrid(spec("square", "exact")).within(c, 2 * Math.SQRT2)).toContainEqual({ i: 2, j: 2 });
    // Hexes: 1 + 6 + 12 = 19 cells within 2.
    expect(createCellGrid(spec("hex-even-r")).within(c, 2)).toHaveLength(19);
    expect(createCellGrid(spec("hex-even-r")).within(c, 0)).toEqual([c]);
    expect(createCellGrid(spec("hex-even-r")).within(c, -1)).toEqual([]);
    expect(() => createCellGrid(spec("hex-even-r")).within(c, Infinity)).toThrow(RangeError);
  });

  it("measures distance by the grid's rule", () => {
    expect(createCellGrid(spec("square", "approximate")).distance({ i: 0, j: 0 }, { i: 4, j: 1 })).toBe(4.5);
    // even-q: (0,0) is cube (0,0,0); (3,3) is cube (3, 3 - ⌈3/2⌉ = 1, -4): 4 steps.
    expect(createCellGrid(spec("hex-even-q")).distance({ i: 0, j: 0 }, { i: 3, j: 3 })).toBe(4);
  });
});

describe("cell grid properties", () => {
  it("keys distinct cells distinctly and reads keys back", () => {
    const grid = createCellGrid(spec("square"));
    const big = fc.integer({ min: -(2 ** 20) + 1, max: 2 ** 20 - 1 });
    fc.assert(
      fc.property(big, big, big, big, (i1, j1, i2, j2) => {
        const a = { i: i1, j: j1 };
        const b = { i: i2, j: j2 };
        expect(grid.fromKey(grid.key(a))).toEqual(a);
        expect(grid.key(a) === grid.key(b)).toBe(i1 === i2 && j1 === j2);
        expect(Number.isSafeInteger(grid.key(a))).toBe(true);
      }),
    );
  });

  it("finds each cell again from its centre", () => {
    fc.assert(
      fc.property(arbSpec, offset, fc.double({ min: 5, max: 400, noNaN: true }), (s, c, size) => {
        const grid = createCellGrid({ ...s, size });
        expect(grid.cellAt(grid.center(c))).toEqual(c);
      }),
    );
  });

  it("is adjacent symmetrically, exactly to its neighbours", () => {
    fc.assert(
      fc.property(arbSpec, offset, offset, fc.boolean(), (s, a, b, diagonals) => {
        const grid = createCellGrid(s);
        expect(grid.adjacent(a, b, diagonals)).toBe(grid.adjacent(b, a, diagonals));
        expect(grid.adjacent(a, b, diagonals)).toBe(
          grid.neighbours(a, diagonals).some((n) => n.i === b.i && n.j === b.j),
        );
        for (const n of grid.neighbours(a, diagonals)) expect(grid.adjacent(a, n, diagonals)).toBe(true);
      }),
    );
  });

  it("lists within(c, r) as the brute-force filter by distance over a window, sorted", () => {
    fc.assert(
      fc.property(arbSpec, offset, fc.double({ min: 0, max: 4.5, noNaN: true }), (s, c, radius) => {
        const grid = createCellGrid(s);
        const expected: Offset[] = [];
        const reach = Math.ceil(radius) + 3; // the window: comfortably wider than any cell within reach
        for (let i = c.i - reach; i <= c.i + reach; i++) {
          for (let j = c.j - reach; j <= c.j + reach; j++) {
            const d = grid.distance(c, { i, j });
            // within() gives radii 1e-9 of slack (for √2 sums); leave those near misses out of the oracle.
            fc.pre(d <= radius || d > radius + 1e-9);
            if (d <= radius) expected.push({ i, j });
          }
        }
        const got = grid.within(c, radius);
        expect(got).toEqual(expected.sort(byRowThenColumn));
        expect(got).toContainEqual(c);
      }),
      { numRuns: 200 },
    );
  });
});
