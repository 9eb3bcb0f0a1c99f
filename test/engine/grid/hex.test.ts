import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Offset, Point } from "@engine/model/coordinates";
import {
  cubeDistance,
  cubeRound,
  cubeToOffset,
  HEX_KINDS,
  hexAt,
  hexCenter,
  hexDistance,
  hexNeighbours,
  hexVertices,
  isHexKind,
  offsetToCube,
  type HexKind,
} from "@engine/grid/hex";

/**
 * Hand-worked from HEX-LAYOUTS.md. In "-r" layouts a shifted row sits half a hex right of the rows
 * above and below; in "-q" layouts a shifted column sits half a hex below its neighbours. So, for
 * pointy hexes (clockwise from east: E, SE, SW, W, NW, NE) a cell in an unshifted row has its
 * diagonal neighbours in columns j-1 and j of the rows above and below, and a cell in a shifted row
 * in columns j and j+1. For flat hexes (clockwise from south-east: SE, S, SW, NW, N, NE) a cell in an
 * unshifted column has its side neighbours in rows i-1 and i of the columns left and right, a cell in
 * a shifted column in rows i and i+1.
 */
const NEIGHBOURS: Record<HexKind, readonly { cell: Offset; expected: readonly [number, number][] }[]> = {
  // Odd rows shifted: row 2 unshifted, row 3 shifted.
  "hex-odd-r": [
    {
      cell: { i: 2, j: 2 },
      expected: [
        [2, 3],
        [3, 2],
        [3, 1],
        [2, 1],
        [1, 1],
        [1, 2],
      ],
    },
    {
      cell: { i: 3, j: 2 },
      expected: [
        [3, 3],
        [4, 3],
        [4, 2],
        [3, 1],
        [2, 2],
        [2, 3],
      ],
    },
  ],
  // Even rows shifted: row 2 shifted, row 3 unshifted.
  "hex-even-r": [
    {
      cell: { i: 2, j: 2 },
      expected: [
        [2, 3],
        [3, 3],
        [3, 2],
        [2, 1],
        [1, 2],
        [1, 3],
      ],
    },
    {
      cell: { i: 3, j: 2 },
      expected: [
        [3, 3],
        [4, 2],
        [4, 1],
        [3, 1],
        [2, 1],
        [2, 2],
      ],
    },
  ],
  // Odd columns shifted down: column 2 unshifted, column 3 shifted.
  "hex-odd-q": [
    {
      cell: { i: 2, j: 2 },
      expected: [
        [2, 3],
        [3, 2],
        [2, 1],
        [1, 1],
        [1, 2],
        [1, 3],
      ],
    },
    {
      cell: { i: 2, j: 3 },
      expected: [
        [3, 4],
        [3, 3],
        [3, 2],
        [2, 2],
        [1, 3],
        [2, 4],
      ],
    },
  ],
  // Even columns shifted down: column 2 shifted, column 3 unshifted.
  "hex-even-q": [
    {
      cell: { i: 2, j: 2 },
      expected: [
        [3, 3],
        [3, 2],
        [3, 1],
        [2, 1],
        [1, 2],
        [2, 3],
      ],
    },
    {
      cell: { i: 2, j: 3 },
      expected: [
        [2, 4],
        [3, 3],
        [2, 2],
        [1, 2],
        [1, 3],
        [1, 4],
      ],
    },
  ],
};

const S3 = Math.sqrt(3);

/**
 * Centres at size 100, worked by hand from Foundry v13's getCenterPoint (HEX-LAYOUTS.md). Pointy:
 * x = (j + ½ if the row is shifted)·100, y = (i·√3/2 + 1/√3)·100, so row 0 is at y = 57.735 and each
 * row 86.603 lower. Flat: the same with x and y (and i and j) swapped.
 */
const CENTRES: Record<HexKind, readonly { cell: Offset; expected: Point }[]> = {
  "hex-odd-r": [
    { cell: { i: 0, j: 0 }, expected: { x: 0, y: 100 / S3 } }, // row 0 unshifted: on the canvas edge
    { cell: { i: 0, j: 1 }, expected: { x: 100, y: 100 / S3 } },
    { cell: { i: 1, j: 0 }, expected: { x: 50, y: 100 / S3 + 50 * S3 } }, // 57.735 + 86.603
    { cell: { i: 2, j: 3 }, expected: { x: 300, y: 100 / S3 + 100 * S3 } }, // 230.940
  ],
  "hex-even-r": [
    { cell: { i: 0, j: 0 }, expected: { x: 50, y: 100 / S3 } },
    { cell: { i: 1, j: 0 }, expected: { x: 0, y: 100 / S3 + 50 * S3 } },
    { cell: { i: -1, j: 2 }, expected: { x: 200, y: 100 / S3 - 50 * S3 } },
  ],
  "hex-odd-q": [
    { cell: { i: 0, j: 0 }, expected: { x: 100 / S3, y: 0 } },
    { cell: { i: 0, j: 1 }, expected: { x: 100 / S3 + 50 * S3, y: 50 } },
    { cell: { i: 1, j: 0 }, expected: { x: 100 / S3, y: 100 } },
  ],
  "hex-even-q": [
    { cell: { i: 0, j: 0 }, expected: { x: 100 / S3, y: 50 } },
    { cell: { i: 0, j: 1 }, expected: { x: 100 / S3 + 50 * S3, y: 0 } },
    { cell: { i: 3, j: 2 }, expected: { x: 100 / S3 + 100 * S3, y: 350 } },
  ],
};

function expectPoint(actual: Point, expected: Point): void {
  expect(actual.x).toBeCloseTo(expected.x, 9);
  expect(actual.y).toBeCloseTo(expected.y, 9);
}

function expectPoints(actual: readonly Point[], expected: readonly Point[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, n) => expectPoint(a, expected[n] ?? a));
}

const kind = fc.constantFrom(...HEX_KINDS);
const offset = fc.record({ i: fc.integer({ min: -50, max: 50 }), j: fc.integer({ min: -50, max: 50 }) });

describe("hex layouts, by hand", () => {
  for (const k of HEX_KINDS) {
    it(`${k}: neighbours of a cell in an even and an odd ${k.endsWith("-r") ? "row" : "column"}`, () => {
      for (const { cell, expected } of NEIGHBOURS[k]) {
        expect(hexNeighbours(k, cell)).toEqual(expected.map(([i, j]) => ({ i, j })));
      }
    });

    it(`${k}: cell centres at size 100`, () => {
      for (const { cell, expected } of CENTRES[k]) expectPoint(hexCenter(k, 100, cell), expected);
    });
  }

  it("converts offsets to cubes as Foundry does (rows: r = i; columns: q = j)", () => {
    // odd-r row 3: q = j - ⌊3/2⌋ = 2 - 1; even-r: q = j - ⌈3/2⌉ = 2 - 2.
    expect(offsetToCube("hex-odd-r", { i: 3, j: 2 })).toEqual({ q: 1, r: 3, s: -4 });
    expect(offsetToCube("hex-even-r", { i: 3, j: 2 })).toEqual({ q: 0, r: 3, s: -3 });
    // odd-q column 3: r = i - ⌊3/2⌋ = 2 - 1; even-q: r = i - ⌈3/2⌉ = 2 - 2. Negative: ⌊-3/2⌋ = -2.
    expect(offsetToCube("hex-odd-q", { i: 2, j: 3 })).toEqual({ q: 3, r: 1, s: -4 });
    expect(offsetToCube("hex-even-q", { i: 2, j: 3 })).toEqual({ q: 3, r: 0, s: -3 });
    expect(offsetToCube("hex-odd-q", { i: 0, j: -3 })).toEqual({ q: -3, r: 2, s: 1 });
    expect(offsetToCube("hex-odd-r", { i: 0, j: 0 })).toEqual({ q: 0, r: 0, s: 0 });
  });

  it("rounds fractional cubes to the nearest cell", () => {
    // (0.4, 0.3, -0.7) rounds to (0, 0, -1), which does not sum to 0; q moved most, so q = -r - s = 1.
    expect(cubeRound({ q: 0.4, r: 0.3, s: -0.7 })).toEqual({ q: 1, r: 0, s: -1 });
    // (1.2, -0.6, -0.6) rounds to (1, -1, -1); r and s moved equally, so s is fixed: s = -1 + 1 = 0.
    expect(cubeRound({ q: 1.2, r: -0.6, s: -0.6 })).toEqual({ q: 1, r: -1, s: 0 });
    expect(cubeRound({ q: -0.1, r: 0.05, s: 0.05 })).toEqual({ q: 0, r: 0, s: 0 });
  });

  it("measures hex steps", () => {
    expect(cubeDistance({ q: 0, r: 0, s: 0 }, { q: 3, r: -1, s: -2 })).toBe(3);
    // odd-r (0,0) to (3,3): cube (0,0,0) to (2,3,-5): 5 steps.
    expect(cubeDistance(offsetToCube("hex-odd-r", { i: 0, j: 0 }), offsetToCube("hex-odd-r", { i: 3, j: 3 }))).toBe(5);
  });

  it("finds the cell under a pixel", () => {
    // odd-r: (0, 0) is the top corner of cell (0,0); just below it is still that cell.
    expect(hexAt("hex-odd-r", 100, { x: 0, y: 1 })).toEqual({ i: 0, j: 0 });
    // (90, 50) is 12.6 from (0,1)'s centre (100, 57.7).
    expect(hexAt("hex-odd-r", 100, { x: 90, y: 50 })).toEqual({ i: 0, j: 1 });
    // (50, 0) is above the corner (50, 28.9) shared by (0,0), (0,1) and (-1,0); row -1 is odd, so
    // shifted right, and (-1,0)'s centre is (50, 57.7 - 86.6) = (50, -28.9), 28.9 away.
    expect(hexAt("hex-odd-r", 100, { x: 50, y: 0 })).toEqual({ i: -1, j: 0 });
    // even-q: (0,0) is in a shifted column, centred at (57.7, 50); (57, 60) is 10 from it.
    expect(hexAt("hex-even-q", 100, { x: 57, y: 60 })).toEqual({ i: 0, j: 0 });
    // odd-q: (0,0) is centred at (57.7, 0), so (57, 60) is past its bottom side (y = 50), in (1,0).
    expect(hexAt("hex-odd-q", 100, { x: 57, y: 60 })).toEqual({ i: 1, j: 0 });
  });

  it("gives corners clockwise in Foundry's order", () => {
    // odd-r (0,0): centre (0, 57.735), corners 57.735 away: top (0, 0), then clockwise.
    const r = 100 / S3;
    const expected = [
      { x: 0, y: 0 },
      { x: 50, y: r / 2 },
      { x: 50, y: r * 1.5 },
      { x: 0, y: 2 * r },
      { x: -50, y: r * 1.5 },
      { x: -50, y: r / 2 },
    ];
    expectPoints(hexVertices("hex-odd-r", 100, { i: 0, j: 0 }), expected);
    // odd-q (0,0): centre (r, 0); left corner (0, 0), then clockwise: upper-left, upper-right, right, …
    expectPoints(hexVertices("hex-odd-q", 100, { i: 0, j: 0 }), [
      { x: 0, y: 0 },
      { x: r / 2, y: -50 },
      { x: r * 1.5, y: -50 },
      { x: 2 * r, y: 0 },
      { x: r * 1.5, y: 50 },
      { x: r / 2, y: 50 },
    ]);
  });

  it("rejects non-hex grids", () => {
    expect(isHexKind("square")).toBe(false);
    expect(isHexKind("hex-even-q")).toBe(true);
    expect(() => offsetToCube("square", { i: 0, j: 0 })).toThrow(/square/);
  });
});

describe("hex properties", () => {
  it("round-trips offset → cube → offset, with q + r + s = 0", () => {
    fc.assert(
      fc.property(kind, offset, (k, o) => {
        const c = offsetToCube(k, o);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToOffset(k, c)).toEqual(o);
      }),
    );
  });

  it("puts every neighbour at distance 1, and every cell at distance 1 among the neighbours", () => {
    fc.assert(
      fc.property(kind, offset, (k, o) => {
        const c = offsetToCube(k, o);
        const neighbours = hexNeighbours(k, o);
        expect(new Set(neighbours.map((n) => `${n.i},${n.j}`)).size).toBe(6);
        for (const n of neighbours) expect(cubeDistance(c, offsetToCube(k, n))).toBe(1);
        let atOne = 0;
        for (let i = o.i - 2; i <= o.i + 2; i++) {
          for (let j = o.j - 2; j <= o.j + 2; j++) {
            if (cubeDistance(c, offsetToCube(k, { i, j })) === 1) {
              atOne++;
              expect(neighbours).toContainEqual({ i, j });
            }
          }
        }
        expect(atOne).toBe(6);
      }),
    );
  });

  it("measures offsets as their cubes do, without building them", () => {
    fc.assert(
      fc.property(kind, offset, offset, (k, a, b) => {
        expect(hexDistance(k, a, b)).toBe(cubeDistance(offsetToCube(k, a), offsetToCube(k, b)));
      }),
    );
  });

  it("measures distance symmetrically, obeying the triangle inequality", () => {
    fc.assert(
      fc.property(kind, offset, offset, offset, (k, a, b, c) => {
        const [ca, cb, cc] = [offsetToCube(k, a), offsetToCube(k, b), offsetToCube(k, c)];
        expect(cubeDistance(ca, cb)).toBe(cubeDistance(cb, ca));
        expect(cubeDistance(ca, cc)).toBeLessThanOrEqual(cubeDistance(ca, cb) + cubeDistance(cb, cc));
        expect(cubeDistance(ca, cb) === 0).toBe(a.i === b.i && a.j === b.j);
      }),
    );
  });

  it("places neighbours one size away, clockwise from east (pointy) or south-east (flat), 60° apart", () => {
    fc.assert(
      fc.property(kind, offset, fc.double({ min: 10, max: 300, noNaN: true }), (k, o, size) => {
        const c = hexCenter(k, size, o);
        const start = k.endsWith("-r") ? 0 : 30;
        hexNeighbours(k, o).forEach((n, index) => {
          const d = hexCenter(k, size, n);
          expect(Math.hypot(d.x - c.x, d.y - c.y)).toBeCloseTo(size, 6);
          // Screen angle clockwise from +x (y is down, so atan2(dy, dx) already turns clockwise).
          const angle = ((Math.atan2(d.y - c.y, d.x - c.x) * 180) / Math.PI + 360) % 360;
          const expected = start + 60 * index;
          expect(Math.min(Math.abs(angle - expected), 360 - Math.abs(angle - expected))).toBeLessThan(1e-6);
        });
      }),
    );
  });

  it("finds a cell again from its centre and from anywhere inside its inscribed circle", () => {
    fc.assert(
      fc.property(
        kind,
        offset,
        fc.double({ min: 10, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 0.499, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (k, o, size, fraction, deg) => {
          const c = hexCenter(k, size, o);
          expect(hexAt(k, size, c)).toEqual(o);
          const rad = (deg * Math.PI) / 180;
          const p = { x: c.x + Math.cos(rad) * fraction * size, y: c.y + Math.sin(rad) * fraction * size };
          expect(hexAt(k, size, p)).toEqual(o);
        },
      ),
    );
  });

  it("shares an edge (two corners) with each neighbour", () => {
    fc.assert(
      fc.property(kind, offset, (k, o) => {
        const corners = hexVertices(k, 100, o);
        for (const n of hexNeighbours(k, o)) {
          const theirs = hexVertices(k, 100, n);
          const shared = corners.filter((v) => theirs.some((w) => Math.hypot(v.x - w.x, v.y - w.y) < 1e-9));
          expect(shared).toHaveLength(2);
        }
      }),
    );
  });
});
