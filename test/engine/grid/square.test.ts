import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SQUARE_DIAGONALS, type SquareDiagonals } from "@engine/model/grid-spec";
import { type Offset } from "@engine/model/coordinates";
import { squareAt, squareCenter, squareDistance, squareNeighbours, squareVertices } from "@engine/grid/square";

const o = (i: number, j: number): Offset => ({ i, j });

/**
 * Worked by hand. A shortest 8-way path from (0,0) to (i,j) takes min(|i|,|j|) diagonal steps and
 * |i| - |j| (in size) straight ones:
 * - (3,3): 3 diagonals, 0 straight;  (2,5): 2 diagonals, 3 straight;  (4,1): 1 diagonal, 3 straight.
 * equidistant: every step 1                   → 3, 5, 4
 * exact: diagonals √2                         → 3√2 = 4.243, 3 + 2√2 = 5.828, 3 + √2 = 4.414
 * approximate: diagonals 1.5                  → 4.5, 3 + 3 = 6, 3 + 1.5 = 4.5
 * rectilinear: diagonals 2 (Manhattan)        → 6, 7, 5
 * alternating-1: diagonals 1, 2, 1, …         → 1+2+1 = 4, 3 + 1+2 = 6, 3 + 1 = 4
 * alternating-2: diagonals 2, 1, 2, …         → 2+1+2 = 5, 3 + 2+1 = 6, 3 + 2 = 5
 * illegal: no diagonals, so Manhattan         → 6, 7, 5
 */
const WORKED: Record<SquareDiagonals, readonly [number, number, number]> = {
  equidistant: [3, 5, 4],
  exact: [3 * Math.SQRT2, 3 + 2 * Math.SQRT2, 3 + Math.SQRT2],
  approximate: [4.5, 6, 4.5],
  rectilinear: [6, 7, 5],
  "alternating-1": [4, 6, 4],
  "alternating-2": [5, 6, 5],
  illegal: [6, 7, 5],
};

/**
 * The cheapest path by brute force (Dijkstra over cells and the number of diagonals taken so far,
 * mod 2), with each rule's step costs as Foundry's GRID_DIAGONALS describes them. An independent
 * check of the closed forms in squareDistance.
 */
function cheapestPath(rule: SquareDiagonals, to: Offset): number {
  const diagonalCost = (taken: number): number | null => {
    switch (rule) {
      case "equidistant":
        return 1;
      case "exact":
        return Math.SQRT2;
      case "approximate":
        return 1.5;
      case "rectilinear":
        return 2;
      case "alternating-1":
        return taken % 2 === 0 ? 1 : 2;
      case "alternating-2":
        return taken % 2 === 0 ? 2 : 1;
      case "illegal":
        return null;
    }
  };
  const lo = { i: Math.min(0, to.i), j: Math.min(0, to.j) };
  const hi = { i: Math.max(0, to.i), j: Math.max(0, to.j) };
  const best = new Map<string, number>();
  const frontier: { i: number; j: number; parity: number; cost: number }[] = [{ i: 0, j: 0, parity: 0, cost: 0 }];
  while (frontier.length > 0) {
    frontier.sort((a, b) => a.cost - b.cost);
    const cur = frontier.shift();
    if (cur === undefined) break;
    const id = `${cur.i},${cur.j},${cur.parity}`;
    if (best.has(id)) continue;
    best.set(id, cur.cost);
    if (cur.i === to.i && cur.j === to.j) return cur.cost;
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        const i = cur.i + di;
        const j = cur.j + dj;
        // Shortest paths never leave the box spanned by the two cells.
        if ((di === 0 && dj === 0) || i < lo.i || i > hi.i || j < lo.j || j > hi.j) continue;
        const diagonal = di !== 0 && dj !== 0;
        const step = diagonal ? diagonalCost(cur.parity) : 1;
        if (step === null) continue;
        frontier.push({ i, j, parity: diagonal ? 1 - cur.parity : cur.parity, cost: cur.cost + step });
      }
    }
  }
  throw new Error("unreachable");
}

describe("squareDistance, by hand", () => {
  for (const rule of SQUARE_DIAGONALS) {
    it(`${rule}: (0,0)→(3,3), (0,0)→(2,5), (0,0)→(4,1)`, () => {
      const [d33, d25, d41] = WORKED[rule];
      expect(squareDistance(rule, o(0, 0), o(3, 3))).toBeCloseTo(d33, 12);
      expect(squareDistance(rule, o(0, 0), o(2, 5))).toBeCloseTo(d25, 12);
      expect(squareDistance(rule, o(0, 0), o(4, 1))).toBeCloseTo(d41, 12);
    });
  }
});

describe("square cells, by hand", () => {
  it("lists neighbours clockwise from east", () => {
    expect(squareNeighbours(o(5, 5), false)).toEqual([o(5, 6), o(6, 5), o(5, 4), o(4, 5)]);
    expect(squareNeighbours(o(5, 5), true)).toEqual([
      o(5, 6), // E
      o(6, 6), // SE
      o(6, 5), // S
      o(6, 4), // SW
      o(5, 4), // W
      o(4, 4), // NW
      o(4, 5), // N
      o(4, 6), // NE
    ]);
  });

  it("places cells as Foundry does: cell (i, j) spans [j·size, (j+1)·size) × [i·size, (i+1)·size)", () => {
    expect(squareCenter(100, o(0, 0))).toEqual({ x: 50, y: 50 });
    expect(squareCenter(100, o(2, 3))).toEqual({ x: 350, y: 250 });
    expect(squareAt(100, { x: 350, y: 250 })).toEqual(o(2, 3));
    expect(squareAt(100, { x: 100, y: 0 })).toEqual(o(0, 1)); // an edge belongs to the cell beyond it
    expect(squareAt(100, { x: -1, y: -150 })).toEqual(o(-2, -1));
    expect(squareVertices(100, o(2, 3))).toEqual([
      { x: 300, y: 200 },
      { x: 400, y: 200 },
      { x: 400, y: 300 },
      { x: 300, y: 300 },
    ]);
  });
});

describe("square properties", () => {
  const rule = fc.constantFrom(...SQUARE_DIAGONALS);
  const offset = fc.record({ i: fc.integer({ min: -6, max: 6 }), j: fc.integer({ min: -6, max: 6 }) });

  it("equals the cheapest path under the rule's step costs", () => {
    fc.assert(
      fc.property(rule, offset, (r, to) => {
        expect(squareDistance(r, o(0, 0), to)).toBeCloseTo(cheapestPath(r, to), 9);
      }),
      { numRuns: 200 },
    );
  });

  it("is symmetric, moves with translation, and never less than Chebyshev", () => {
    fc.assert(
      fc.property(rule, offset, offset, offset, (r, a, b, t) => {
        const d = squareDistance(r, a, b);
        expect(squareDistance(r, b, a)).toBe(d);
        expect(squareDistance(r, o(a.i + t.i, a.j + t.j), o(b.i + t.i, b.j + t.j))).toBe(d);
        expect(d).toBeGreaterThanOrEqual(Math.max(Math.abs(a.i - b.i), Math.abs(a.j - b.j)));
      }),
    );
  });

  it("finds a cell again from any pixel inside it", () => {
    fc.assert(
      fc.property(
        offset,
        fc.double({ min: 1, max: 300, noNaN: true }),
        // Off the edges: (i·size)/size need not come back as exactly i in floating point.
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        (c, size, fx, fy) => {
          expect(squareAt(size, squareCenter(size, c))).toEqual(c);
          expect(squareAt(size, { x: (c.j + fx) * size, y: (c.i + fy) * size })).toEqual(c);
        },
      ),
    );
  });
});
