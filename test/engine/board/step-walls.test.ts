import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Wall } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { segmentsIntersect } from "@engine/geometry/segment";
import { createStepWalls } from "@engine/board/step-walls";
import { createWallIndex } from "@engine/board/wall-index";
import { createBoardIndex } from "@engine/board/board-index";
import { actsOnLevel } from "@engine/board/levels";
import { stopsMove } from "@engine/board/wall-sides";
import { GRID_CASES, specOf } from "./board-arbitraries";

/*
 * The table of the neighbour steps walls touch is filled block by block (16 × 16 cells) as steps
 * are asked about. Its answers must be those of testing every wall against the line between the
 * two centres, in whatever order the steps are asked, across block edges and at negative offsets.
 */

const SEED = 20_261_127;

function wall(id: string, a: Point, b: Point, extra: Partial<Wall> = {}): Wall {
  return { id, a, b, blocksMove: true, blocksSight: false, ...extra };
}

function ids(walls: readonly Wall[] | null): string[] | null {
  return walls === null ? null : walls.map((w) => w.id).sort();
}

describe("step walls, worked by hand", () => {
  // Square cells of 100 px: cell (i, j) has its centre at (100j + 50, 100i + 50).
  const grid = createCellGrid({ kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" });
  // The edge between (0, 0) and (0, 1), from the corner (100, 0) to the corner (100, 100).
  const edge = wall("edge", { x: 100, y: 0 }, { x: 100, y: 100 });
  // A short wall inside cell (5, 5), centre (550, 550), off the lines x = 550, y = 550, y = x and
  // y = 1100 - x that its steps follow: it runs y = 520 + 2(x - 510), meeting y = x at x = 500 and
  // y = 1100 - x at x = 533.3, both beyond its ends at x = 510 and x = 515.
  const inside = wall("inside", { x: 510, y: 520 }, { x: 515, y: 530 });
  const steps = createStepWalls(createWallIndex([edge, inside]), grid);

  it("a wall on a cell edge stops the step across it, and the diagonal step through its end", () => {
    // (50, 50)–(150, 50) crosses x = 100 at (100, 50).
    expect(ids(steps({ i: 0, j: 0 }, { i: 0, j: 1 }))).toEqual(["edge"]);
    expect(ids(steps({ i: 0, j: 1 }, { i: 0, j: 0 }))).toEqual(["edge"]);
    // (50, 50)–(150, 150) passes the corner (100, 100), the wall's end: touching counts.
    expect(ids(steps({ i: 0, j: 0 }, { i: 1, j: 1 }))).toEqual(["edge"]);
    // (50, 150)–(150, 150) runs below the wall's end at y = 100.
    expect(ids(steps({ i: 1, j: 0 }, { i: 1, j: 1 }))).toEqual([]);
    // Around cell (5, 5) every line between centres misses the little wall inside it.
    for (const next of grid.neighbours({ i: 5, j: 5 }, true)) expect(steps({ i: 5, j: 5 }, next)).toEqual([]);
  });

  it("cells that are not neighbours are left to the wall index", () => {
    expect(steps({ i: 0, j: 0 }, { i: 0, j: 2 })).toBeNull();
    expect(steps({ i: 0, j: 0 }, { i: 0, j: 0 })).toBeNull();
  });

  it("on a hex grid the two far corners of the 3 × 3 around a cell are not neighbours", () => {
    const hex = createCellGrid({ kind: "hex-odd-r", size: 100, distance: 1, units: "m", diagonals: "equidistant" });
    const hexSteps = createStepWalls(createWallIndex([]), hex);
    // Row 0 is not shifted in odd-r: its neighbours in row 1 are columns j - 1 and j.
    expect(hexSteps({ i: 0, j: 3 }, { i: 1, j: 2 })).toEqual([]);
    expect(hexSteps({ i: 0, j: 3 }, { i: 1, j: 4 })).toBeNull();
    // Row 1 is shifted: its neighbours in row 0 are columns j and j + 1.
    expect(hexSteps({ i: 1, j: 3 }, { i: 0, j: 4 })).toEqual([]);
    expect(hexSteps({ i: 1, j: 3 }, { i: 0, j: 2 })).toBeNull();
  });
});

/** A point near cells -20…20 (across block edges), often a cell's centre or corner, or a hair off one. */
function pointArb(grid: CellGrid): fc.Arbitrary<Point> {
  const cell = fc.record({ i: fc.integer({ min: -20, max: 20 }), j: fc.integer({ min: -20, max: 20 }) });
  const hair = fc.constantFrom(0, 1e-8, -1e-8, 1e-6, -1e-6);
  const exact = fc.oneof(
    cell.map((c) => grid.center(c)),
    fc.tuple(cell, fc.nat({ max: 5 })).map(([c, k]) => grid.vertices(c)[k % grid.vertices(c).length] ?? grid.center(c)),
  );
  return fc.oneof(
    fc.record({ x: fc.integer({ min: -2_100, max: 2_100 }), y: fc.integer({ min: -2_100, max: 2_100 }) }),
    fc.tuple(exact, hair, hair).map(([p, dx, dy]) => ({ x: p.x + dx, y: p.y + dy })),
  );
}

function wallsArb(grid: CellGrid): fc.Arbitrary<Wall[]> {
  const point = pointArb(grid);
  const end = fc.oneof(
    point,
    fc.tuple(fc.integer({ min: -150, max: 150 }), fc.integer({ min: -150, max: 150 })),
    fc.tuple(fc.integer({ min: -2_000, max: 2_000 }), fc.integer({ min: -2_000, max: 2_000 })),
  );
  const side = fc.constantFrom(undefined, "left" as const, "right" as const);
  const levels = fc.constantFrom(undefined, [], ["upper"], ["lower", "upper"]);
  return fc.array(fc.tuple(point, end, fc.boolean(), side, levels), { maxLength: 40 }).map((list) =>
    list.map(([a, to, blocksMove, blocksFrom, lv], k) => {
      const b = Array.isArray(to) ? { x: a.x + to[0], y: a.y + to[1] } : to;
      return wall(`w${k}`, a, b, {
        blocksMove,
        ...(blocksFrom === undefined ? {} : { blocksFrom }),
        ...(lv === undefined ? {} : { levels: lv }),
      });
    }),
  );
}

describe("step walls against every wall", () => {
  for (const gridCase of GRID_CASES.filter((c) => c.kind !== "gridless")) {
    const spec = specOf(gridCase);
    const grid = createCellGrid(spec);
    const cell = fc.record({ i: fc.integer({ min: -20, max: 20 }), j: fc.integer({ min: -20, max: 20 }) });

    it(`${spec.kind} (${spec.diagonals}): the walls of each step, asked in any order`, () => {
      fc.assert(
        fc.property(wallsArb(grid), fc.array(cell, { minLength: 1, maxLength: 12 }), (walls, cells) => {
          const steps = createStepWalls(createWallIndex(walls), grid);
          for (const from of cells) {
            const a = grid.center(from);
            for (const next of grid.neighbours(from, true)) {
              const b = grid.center(next);
              const expected = walls.filter((w) => segmentsIntersect(a, b, w.a, w.b)).map((w) => w.id);
              expect(ids(steps(from, next))).toEqual(expected.sort());
            }
            expect(steps(from, { i: from.i + 2, j: from.j })).toBeNull();
          }
        }),
        { seed: SEED, numRuns: 40 },
      );
    });

    it(`${spec.kind} (${spec.diagonals}): the board index's step question is every wall's, one-way walls and levels included`, () => {
      const level = fc.constantFrom(undefined, "upper", "lower");
      fc.assert(
        fc.property(wallsArb(grid), fc.array(fc.tuple(cell, level), { minLength: 1, maxLength: 8 }), (walls, asked) => {
          const index = createBoardIndex({ grid: spec, units: [], terrain: { walls, areas: [] } });
          for (const [from, on] of asked) {
            const a = grid.center(from);
            const targets: Offset[] = [...grid.neighbours(from, true), { i: from.i + 2, j: from.j - 1 }];
            for (const to of targets) {
              const b = grid.center(to);
              const expected = walls.some(
                (w) => stopsMove(w, a) && actsOnLevel(w.levels, on) && segmentsIntersect(a, b, w.a, w.b),
              );
              expect(index.stepCrossesMoveWall(from, to, on === undefined ? {} : { level: on })).toBe(expected);
            }
          }
        }),
        { seed: SEED, numRuns: 30 },
      );
    });
  }
});
