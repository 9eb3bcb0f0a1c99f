import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { checkDrop, dragReach, dropChecker, type NormalMoveRules } from "@engine/movement/normal-move";
import { board, hexAt, unit, wallBetween } from "./grid/grid-fixtures";
import { boardArb, GRID_CASES, settingsArb } from "./grid/grid-arbitraries";

const ZOC1 = { zoc: { radius: 1, exerts: () => true } };
const STOP: NormalMoveRules = { zoc: "stop", leaveZoc: true, enterEnemyCells: false };
const key = (c: Offset): string => `${c.i},${c.j}`;
const keys = (cells: readonly Offset[]): string[] => cells.map(key).sort();

function reachCells(b: Board, rules: NormalMoveRules, ids: readonly string[]): Offset[] {
  const reach = dragReach(b, rules, ZOC1, ids);
  if (reach.kind !== "cells") throw new Error("expected cells");
  return [...reach.cells];
}

describe("dragReach and checkDrop on a grid", () => {
  it("gives every drop a pass with no rules declared", () => {
    const b = board("square", [unit("a", "blue", { i: 0, j: 0 }, { move: 1 })]);
    expect(dragReach(b, undefined, ZOC1, ["a"])).toEqual({ kind: "free" });
    expect(checkDrop(b, undefined, ZOC1, [{ unitId: "a", to: { i: 9, j: 9 } }])).toEqual({ legal: true });
  });

  it("names the allowance and the distance of a drop too far (hex, 4 of 6)", () => {
    const kind = "hex-odd-r";
    const b = board(kind, [unit("a", "blue", hexAt(kind, 0, 0), { move: 4 })]);
    // Every hex within 4: 1 + 6 + 12 + 18 + 24.
    expect(reachCells(b, STOP, ["a"])).toHaveLength(61);
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: hexAt(kind, 3, 3) }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "a", allowance: 4, needed: 6 },
    });
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: hexAt(kind, 2, 2) }])).toEqual({ legal: true });
  });

  it("stops a move on entering an enemy zone, and says so for a cell beyond it", () => {
    // Rows 0-2, columns 0-6; the enemy at (1,3) covers columns 2-4 of every row.
    const b: Board = {
      ...board("square", [unit("a", "blue", { i: 1, j: 0 }, { move: 4 }), unit("e", "red", { i: 1, j: 3 })]),
      edge: { minI: 0, maxI: 2, minJ: 0, maxJ: 6 },
    };
    const reach = dragReach(b, STOP, ZOC1, ["a"]);
    expect(reach.kind === "cells" && keys(reach.cells)).toEqual(
      keys([0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => ({ i, j })))),
    );
    expect(reach.kind === "cells" && reach.zoneHolders).toEqual(["e"]);
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: { i: 0, j: 2 } }])).toEqual({ legal: true });
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: { i: 1, j: 5 } }])).toEqual({
      legal: false,
      refusal: { kind: "zoc-stop", unitId: "a" },
    });
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: { i: 1, j: 3 } }])).toEqual({
      legal: false,
      refusal: { kind: "blocked", unitId: "a", cause: "enemy", otherId: "e" },
    });
  });

  it("keeps a unit that starts in an enemy zone where it is when it may not leave", () => {
    const kind = "hex-even-q";
    const b = board(kind, [unit("a", "blue", hexAt(kind, 0, 0)), unit("e", "red", hexAt(kind, 1, 0))]);
    const stay: NormalMoveRules = { ...STOP, leaveZoc: false };
    expect(keys(reachCells(b, stay, ["a"]))).toEqual(keys([hexAt(kind, 0, 0)]));
    expect(checkDrop(b, stay, ZOC1, [{ unitId: "a", to: hexAt(kind, -1, 0) }])).toEqual({
      legal: false,
      refusal: { kind: "leave-zoc", unitId: "a", otherId: "e" },
    });
    // Allowed to leave: two hexes back through no zone, or one hex along the enemy's zone (and stop).
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: hexAt(kind, -2, 0) }])).toEqual({ legal: true });
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: hexAt(kind, 0, 1) }])).toEqual({ legal: true });
  });

  it("never enters a forbidden zone, naming the enemy whose zone it is", () => {
    const b = board("square", [unit("a", "blue", { i: 0, j: 0 }), unit("e", "red", { i: 0, j: 3 })]);
    const forbidden: NormalMoveRules = { ...STOP, zoc: "forbidden" };
    expect(reachCells(b, forbidden, ["a"]).some((c) => c.j >= 2 && Math.abs(c.i) <= 1)).toBe(false);
    expect(checkDrop(b, forbidden, ZOC1, [{ unitId: "a", to: { i: 0, j: 2 } }])).toEqual({
      legal: false,
      refusal: { kind: "zoc-forbidden", unitId: "a", otherId: "e" },
    });
  });

  it("enters an enemy's cell and stops there where the rules contest cells", () => {
    const b = board("square", [unit("a", "blue", { i: 0, j: 0 }, { move: 2 }), unit("r", "red", { i: 0, j: 2 })]);
    const contest: NormalMoveRules = { zoc: "ignore", leaveZoc: true, enterEnemyCells: true };
    // Every square within 2 (diagonals count 1), the enemy's included.
    expect(reachCells(b, contest, ["a"])).toHaveLength(25);
    expect(checkDrop(b, contest, ZOC1, [{ unitId: "a", to: { i: 0, j: 2 } }])).toEqual({ legal: true });
    expect(checkDrop(b, contest, ZOC1, [{ unitId: "a", to: { i: 0, j: 3 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "a", allowance: 2, needed: 3 },
    });
  });

  it("refuses a drop behind a wall with no way round, and reaches the places every unit of a stack reaches", () => {
    const b: Board = {
      ...board(
        "square",
        [unit("a", "blue", { i: 0, j: 0 }, { move: 3 }), unit("b", "blue", { i: 0, j: 0 }, { move: 1 })],
        [wallBetween("square", { i: 0, j: 0 }, { i: 0, j: 1 })],
      ),
      edge: { minI: 0, maxI: 0, minJ: 0, maxJ: 5 },
    };
    expect(checkDrop(b, STOP, ZOC1, [{ unitId: "a", to: { i: 0, j: 1 } }])).toEqual({
      legal: false,
      refusal: { kind: "no-way", unitId: "a" },
    });
    const open = board("square", [
      unit("a", "blue", { i: 0, j: 0 }, { move: 3 }),
      unit("b", "blue", { i: 0, j: 0 }, { move: 1 }),
    ]);
    expect(reachCells(open, STOP, ["a", "b"])).toHaveLength(9);
  });
});

describe("checkDrop gridless", () => {
  const gridless = (
    units: readonly Unit[],
    walls: Board["terrain"]["walls"] = [],
    areas: Board["terrain"]["areas"] = [],
  ): Board => ({
    grid: { kind: "gridless", size: 100, distance: 1, units: "cm", diagonals: "equidistant" },
    units,
    terrain: { walls, areas },
  });
  const figure = (id: string, x: number, move: number, data: Unit["data"] = {}): Unit => ({
    id,
    name: id,
    side: "blue",
    footprint: { kind: "circle", center: { x, y: 0 }, radius: 20 },
    facing: 0,
    move,
    status: [],
    data,
  });
  const straight: NormalMoveRules = { zoc: "ignore", leaveZoc: true, enterEnemyCells: false };

  it("measures centre to centre against the allowance (10: 8 passes, 12 is too far)", () => {
    const b = gridless([figure("a", 0, 10)]);
    expect(dragReach(b, straight, {}, ["a"])).toEqual({ kind: "area", center: { x: 0, y: 0 }, radius: 1000 });
    expect(checkDrop(b, straight, {}, [{ unitId: "a", to: { x: 800, y: 0 } }])).toEqual({ legal: true });
    expect(checkDrop(b, straight, {}, [{ unitId: "a", to: { x: 0, y: 1200 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "a", allowance: 10, needed: 12 },
    });
  });

  it("stops at walls and impassable ground, and counts the slowest ground crossed", () => {
    const wall = { id: "w", a: { x: 300, y: -100 }, b: { x: 300, y: 100 }, blocksMove: true, blocksSight: false };
    const woods = {
      id: "wd",
      kind: "woods",
      shape: {
        polygon: [
          { x: 100, y: 50 },
          { x: 200, y: 50 },
          { x: 200, y: 150 },
          { x: 100, y: 150 },
        ],
      },
    };
    const rock = {
      id: "rk",
      kind: "impassable",
      shape: {
        polygon: [
          { x: 100, y: -150 },
          { x: 200, y: -150 },
          { x: 200, y: -50 },
          { x: 100, y: -50 },
        ],
      },
    };
    const b = gridless([figure("a", 0, 6, { terrainMoves: { woods: 3 } })], [wall], [woods, rock]);
    const rules: NormalMoveRules = {
      ...straight,
      allowanceIn: (u, kind) => (kind === "woods" ? 3 : u.move),
    };
    expect(checkDrop(b, rules, {}, [{ unitId: "a", to: { x: 500, y: 0 } }])).toEqual({
      legal: false,
      refusal: { kind: "blocked", unitId: "a", cause: "wall" },
    });
    // 5 through the woods, where it moves 3.
    expect(checkDrop(b, rules, {}, [{ unitId: "a", to: { x: 300, y: 400 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "a", allowance: 3, needed: 5 },
    });
    expect(checkDrop(b, rules, {}, [{ unitId: "a", to: { x: -300, y: 400 } }])).toEqual({ legal: true });
    expect(checkDrop(b, rules, {}, [{ unitId: "a", to: { x: 300, y: -400 } }])).toEqual({
      legal: false,
      refusal: { kind: "blocked", unitId: "a", cause: "terrain" },
    });
  });
});

describe("the reach and the drop check agree", () => {
  const rulesArb: fc.Arbitrary<NormalMoveRules> = fc.record({
    zoc: fc.constantFrom("stop" as const, "forbidden" as const, "ignore" as const),
    leaveZoc: fc.boolean(),
    enterEnemyCells: fc.boolean(),
    grid: fc.record({
      stackingLimit: fc.constantFrom(null, 1, 2),
      passFriends: fc.boolean(),
      terrain: fc.constant({ impassable: ["impassable"], extraCost: { woods: 1 } }),
    }),
  });
  for (const c of GRID_CASES) {
    it(`accepts exactly the reach's cells (${c.kind} ${c.diagonals})`, () => {
      fc.assert(
        fc.property(
          boardArb(c),
          rulesArb,
          settingsArb,
          fc.array(fc.nat(), { maxLength: 12 }),
          (b, rules, settings, picks) => {
            const [mover] = b.units;
            if (mover === undefined) return;
            const reach = dragReach(b, rules, settings, [mover.id]);
            if (reach.kind !== "cells") throw new Error("expected cells");
            const inReach = new Set(reach.cells.map(key));
            const first = mover.footprint.kind === "cells" ? mover.footprint.cells[0] : undefined;
            if (first === undefined) return;
            // Every reach cell, and cells picked at random up to one step beyond the allowance.
            const near = createCellGrid(b.grid).within(first, mover.move + 1);
            const cells = [...reach.cells, ...picks.flatMap((n) => near[n % near.length] ?? [])];
            const check = dropChecker(b, rules, settings);
            for (const cell of cells) {
              const result = check([{ unitId: mover.id, to: cell }]);
              expect(result.legal, `${key(cell)}: ${JSON.stringify(result)}`).toBe(inReach.has(key(cell)));
            }
          },
        ),
        { numRuns: 12, seed: 2426 },
      );
    });
  }
});
