import { describe, it, expect } from "vitest";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { createBoardIndex } from "@engine/board/board-index";
import { EngineError } from "@engine/errors";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" };
/** 100 px per 2 in: 50 px to the inch. */
const GRIDLESS: GridSpec = { kind: "gridless", size: 100, distance: 2, units: "in", diagonals: "equidistant" };

function cellUnit(id: string, side: string, i: number, j: number, extra: Partial<Unit> = {}): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 4,
    status: [],
    data: {},
    ...extra,
  };
}

function circle(id: string, side: string, x: number, y: number, radius = 10): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "circle", center: { x, y }, radius },
    facing: 0,
    move: 6,
    status: [],
    data: {},
  };
}

function board(grid: GridSpec, units: Unit[], walls: Wall[] = [], areas: Area[] = []): Board {
  return { grid, units, terrain: { walls, areas } };
}

function wall(id: string, ax: number, ay: number, bx: number, by: number, blocksSight = true): Wall {
  return { id, a: { x: ax, y: ay }, b: { x: bx, y: by }, blocksMove: true, blocksSight };
}

function thrown(f: () => unknown): EngineError {
  try {
    f();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

/*
 * A square board, cells 100 px, drawn (row i down, column j across):
 *
 *        j=0  j=1  j=2  j=3  j=4
 *   i=1        a   b,d
 *   i=3                  c
 *
 * a, d red (a in formation X); b, c blue. Zones of radius 1 (the default), diagonals equidistant.
 */
const squareUnits = [
  cellUnit("a", "red", 1, 1, { formation: "X" }),
  cellUnit("b", "blue", 1, 2),
  cellUnit("c", "blue", 3, 3),
  cellUnit("d", "red", 1, 2),
];

describe("board index on a small square board", () => {
  it("finds units, contacts and contested cells", () => {
    const index = createBoardIndex(board(SQUARE, squareUnits));
    expect(index.unitsInCell({ i: 1, j: 2 })).toEqual(["b", "d"]);
    expect(index.unitsInCell({ i: 0, j: 0 })).toEqual([]);
    // a–b and a–d are side by side, b–d share a cell; c is two cells from everyone.
    expect(index.contactPairs()).toEqual([
      ["a", "b"],
      ["a", "d"],
      ["b", "d"],
    ]);
    expect(index.contactsOf("c")).toEqual([]);
    expect(index.contestedCells()).toEqual([{ i: 1, j: 2 }]);
    expect(
      index.unitsInArea({
        cells: [
          { i: 3, j: 3 },
          { i: 1, j: 1 },
        ],
      }),
    ).toEqual(["a", "c"]);
    // The polygon holds the centres of cells (1, 1) at (150, 150) and (1, 2) at (250, 150).
    const strip = [
      { x: 120, y: 120 },
      { x: 260, y: 120 },
      { x: 260, y: 180 },
      { x: 120, y: 180 },
    ];
    expect(index.unitsInArea({ polygon: strip })).toEqual(["a", "b", "d"]);
  });

  it("zones of control: a unit's 3×3 block, by side and formation", () => {
    const index = createBoardIndex(board(SQUARE, squareUnits));
    const block = (i0: number, j0: number) =>
      [-1, 0, 1].flatMap((di) => [-1, 0, 1].map((dj) => ({ i: i0 + di, j: j0 + dj })));
    expect(index.zocCellsOfUnit("a")).toEqual(block(1, 1));
    expect(index.zocCellsOfFormation("X")).toEqual(block(1, 1));
    // Red: a's block (columns 0–2) and d's (columns 1–3), rows 0–2.
    expect(index.zocCellsOfSide("red")).toEqual([0, 1, 2].flatMap((i) => [0, 1, 2, 3].map((j) => ({ i, j }))));
    expect(index.cellInEnemyZoc({ i: 0, j: 0 }, "blue")).toBe(true);
    expect(index.cellInEnemyZoc({ i: 0, j: 0 }, "red")).toBe(false);
    // Cell (2, 2) is diagonal to a, b, d and c alike.
    expect(index.zocCoverersOfCell({ i: 2, j: 2 })).toEqual(["a", "b", "c", "d"]);
    // (250, 250) is the centre of cell (2, 2); (210, 140) lies in cell (1, 2).
    expect(index.zocCoverersOfPoint({ x: 250, y: 250 })).toEqual(["a", "b", "c", "d"]);
    expect(index.pointInEnemyZoc({ x: 210, y: 140 }, "red")).toBe(true);
    expect(index.unitInEnemyZoc("a")).toBe(true);
    expect(index.unitInEnemyZoc("c")).toBe(false);
    expect(index.unitsInZocOf("a")).toEqual(["b", "d"]);
  });

  it("nearest enemy by cells, ties to the lower id; units within N", () => {
    const index = createBoardIndex(board(SQUARE, squareUnits));
    // From c (3, 3): a at (1, 1) and d at (1, 2) are both 2 cells away (Chebyshev); a wins the tie.
    expect(index.nearestEnemy("c")).toEqual({ id: "a", distance: 2 });
    expect(index.nearestEnemy("a")).toEqual({ id: "b", distance: 1 });
    expect(index.unitsWithin("c", 2)).toEqual(["a", "b", "d"]);
    expect(index.unitsWithin("c", 1)).toEqual([]);
    expect(createBoardIndex(board(SQUARE, [cellUnit("a", "red", 0, 0)])).nearestEnemy("a")).toBeNull();
  });

  it("a wall on the edge between a and b stops zones and sight through it, touching ends included", () => {
    // The wall runs down x = 200 from y = 100 to 200: the edge between cells (1, 1) and (1, 2).
    const index = createBoardIndex(board(SQUARE, squareUnits, [wall("w", 200, 100, 200, 200)]));
    // From a's centre (150, 150) the lines to (0, 2) and (2, 2) pass the wall's ends (200, 100) and
    // (200, 200), and the line to (1, 2) crosses it: column 2 is cut off.
    expect(index.zocCellsOfUnit("a")).toEqual([0, 1, 2].flatMap((i) => [0, 1].map((j) => ({ i, j }))));
    expect(index.unitsInZocOf("a")).toEqual([]);
    expect(index.unitInEnemyZoc("a")).toBe(false);
    // Contact is adjacency: the wall does not change it.
    expect(index.contactsOf("a")).toEqual(["b", "d"]);
    expect(index.lineOfFire("a", "b")).toBe(false);
    expect(index.lineOfFire("b", "c")).toBe(true);
    const seeThrough = createBoardIndex(board(SQUARE, squareUnits, [wall("w", 200, 100, 200, 200, false)]));
    expect(seeThrough.lineOfFire("a", "b")).toBe(true);
    const ignoringWalls = createBoardIndex(board(SQUARE, squareUnits, [wall("w", 200, 100, 200, 200)]), {
      zoc: { stoppedByWalls: false },
    });
    expect(ignoringWalls.zocCellsOfUnit("a")).toHaveLength(9);
  });

  it("a wall through a unit's centre leaves it only its own cell", () => {
    // Every line from a's centre (150, 150) starts on the wall, so touches it.
    const index = createBoardIndex(board(SQUARE, squareUnits, [wall("w", 100, 150, 200, 150)]));
    expect(index.zocCellsOfUnit("a")).toEqual([{ i: 1, j: 1 }]);
  });

  it("follows moves, arrivals and removals", () => {
    const start = board(SQUARE, squareUnits);
    const index = createBoardIndex(start, { zoc: { exerts: (unit) => !unit.status.includes("broken") } });
    expect(index.board()).toBe(start);
    index.moveUnit("d", { footprint: { kind: "cells", cells: [{ i: 3, j: 4 }] }, facing: 90 });
    const moved = index.board();
    expect(moved).not.toBe(start);
    expect(index.board()).toBe(moved);
    expect(moved.units.map((u) => u.id)).toEqual(["a", "b", "c", "d"]);
    expect(index.unit("d")?.facing).toBe(90);
    expect(index.contestedCells()).toEqual([]);
    expect(index.contactsOf("c")).toEqual(["d"]);
    expect(index.unitInEnemyZoc("c")).toBe(true);
    index.removeUnit("d");
    expect(index.unitInEnemyZoc("c")).toBe(false);
    expect(index.zocCellsOfSide("red")).toHaveLength(9);
    index.addUnit(cellUnit("e", "red", 3, 2, { status: ["broken"] }));
    // e is next to c but, broken, exerts no zone.
    expect(index.contactsOf("c")).toEqual(["e"]);
    expect(index.unitInEnemyZoc("c")).toBe(false);
    expect(index.zocCellsOfUnit("e")).toEqual([]);
    expect(index.unitInEnemyZoc("e")).toBe(true);
    expect(index.board().units.map((u) => u.id)).toEqual(["a", "b", "c", "e"]);
  });

  it("errors name the unit, the field or the query", () => {
    const index = createBoardIndex(board(SQUARE, squareUnits));
    expect(thrown(() => index.contactsOf("zz")).message).toBe('Board index: no unit has the id "zz".');
    const duplicate = thrown(() => index.addUnit(cellUnit("a", "blue", 5, 5, { name: "Guard" })));
    expect(duplicate.message).toBe('Unit "Guard" (units[4]): id "a" is already used by units[0].');
    const shape = thrown(() =>
      index.moveUnit("a", { footprint: { kind: "circle", center: { x: 0, y: 0 }, radius: 5 } }),
    );
    expect(shape.key).toBe("WARGAME.Error.Board.ShapeNeedsGridless");
    expect(thrown(() => index.moveUnit("a", { facing: Number.NaN })).message).toBe(
      'Unit "a" (move): facing must be a finite number, got NaN.',
    );
    expect(thrown(() => createBoardIndex(board(SQUARE, []), { zoc: { radius: -1 } })).message).toBe(
      "Board index (options): zoc.radius must not be negative, got -1.",
    );
    const gridless = createBoardIndex(board(GRIDLESS, []));
    expect(thrown(() => gridless.unitsInCell({ i: 0, j: 0 })).message).toBe(
      "Board index: unitsInCell needs a grid, but the board is gridless.",
    );
  });
});

describe("board index on hex boards", () => {
  const hex: GridSpec = { kind: "hex-odd-r", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

  it("a zone of radius 1 is the cell and its six neighbours", () => {
    // Row 2 is unshifted and rows 1 and 3 are shifted right, so the neighbours above and below
    // (2, 2) are in columns 1 and 2.
    const index = createBoardIndex(board(hex, [cellUnit("a", "red", 2, 2)]));
    expect(index.zocCellsOfUnit("a")).toEqual([
      { i: 1, j: 1 },
      { i: 1, j: 2 },
      { i: 2, j: 1 },
      { i: 2, j: 2 },
      { i: 2, j: 3 },
      { i: 3, j: 1 },
      { i: 3, j: 2 },
    ]);
  });

  it("a river stops the zone of a unit outside it, not of one in it", () => {
    const river: Area = {
      id: "r",
      kind: "river",
      shape: {
        cells: [
          { i: 1, j: 1 },
          { i: 1, j: 2 },
        ],
      },
    };
    const units = [cellUnit("a", "red", 2, 2), cellUnit("f", "blue", 1, 1)];
    const index = createBoardIndex(board(hex, units, [], [river]), { zoc: { stoppedByAreaKinds: ["river"] } });
    // The lines up to the river hexes enter them; the lines along row 2 and down stay clear.
    expect(index.zocCellsOfUnit("a")).toEqual([
      { i: 2, j: 1 },
      { i: 2, j: 2 },
      { i: 2, j: 3 },
      { i: 3, j: 1 },
      { i: 3, j: 2 },
    ]);
    expect(index.unitInEnemyZoc("f")).toBe(false);
    // f stands in the river, so the river does not stop its own zone: all 7 cells.
    expect(index.zocCellsOfUnit("f")).toHaveLength(7);
    expect(index.unitInEnemyZoc("a")).toBe(true);
  });
});

describe("board index on a gridless board", () => {
  /*
   * Circles of radius 10 px on the x axis, 50 px to the inch; tolerance 0.5 in = 25 px, zones
   * 1 in = 50 px. p (red) at 0, q (blue) at 35, s (blue) at 100: gaps p–q 15 px, q–s 45 px,
   * p–s 80 px.
   */
  const units = [circle("p", "red", 0, 0), circle("q", "blue", 35, 0), circle("s", "blue", 100, 0)];

  it("contacts within the tolerance, zones within the radius, nearest by gap", () => {
    const index = createBoardIndex(board(GRIDLESS, units));
    expect(index.contactPairs()).toEqual([["p", "q"]]);
    expect(index.nearestEnemy("p")).toEqual({ id: "q", distance: 0.3 });
    expect(index.nearestEnemy("s")).toEqual({ id: "p", distance: 1.6 });
    expect(index.unitInEnemyZoc("q")).toBe(true);
    expect(index.unitInEnemyZoc("s")).toBe(false);
    // s is 45 px from q, p is 15 px from it: both in q's zone.
    expect(index.unitsInZocOf("q")).toEqual(["p", "s"]);
    // (55, 0) is 45 px from p's edge; (61, 0) is 51 px from it but 16 px from q's and 29 px from s's.
    expect(index.pointInEnemyZoc({ x: 55, y: 0 }, "blue")).toBe(true);
    expect(index.pointInEnemyZoc({ x: 61, y: 0 }, "blue")).toBe(false);
    expect(index.zocCoverersOfPoint({ x: 61, y: 0 })).toEqual(["q", "s"]);
    expect(index.unitsWithin("p", 1.6)).toEqual(["q", "s"]);
    expect(index.unitsWithin("p", 1.5)).toEqual(["q"]);
  });

  it("a wall stops a zone but not contact", () => {
    const index = createBoardIndex(board(GRIDLESS, units, [wall("w", 20, -50, 20, 50)]));
    expect(index.contactPairs()).toEqual([["p", "q"]]);
    expect(index.unitInEnemyZoc("q")).toBe(false);
    expect(index.pointInEnemyZoc({ x: 25, y: 0 }, "blue")).toBe(false);
  });

  it("woods block a line of fire unless an end stands in them", () => {
    // Woods span x 40–60: q (25 to 45) stands in them, p (−10 to 10) and s (90 to 110) do not.
    const woods: Area = {
      id: "woods",
      kind: "woods",
      blocksSight: true,
      shape: {
        polygon: [
          { x: 40, y: -20 },
          { x: 60, y: -20 },
          { x: 60, y: 20 },
          { x: 40, y: 20 },
        ],
      },
    };
    const index = createBoardIndex(board(GRIDLESS, units, [], [woods]));
    expect(index.lineOfFire("p", "s")).toBe(false);
    expect(index.lineOfFire("q", "s")).toBe(true);
    expect(index.lineOfFire("s", "q")).toBe(true);
    expect(index.unitsInArea(woods.shape)).toEqual(["q"]);
  });
});

describe("terrain kinds at a cell", () => {
  // Woods: a polygon over cells (0,0)–(1,1) (centres at 50 and 150 lie inside 0..200); a river
  // listed after it over cell (1,1) only; a second woods piece over (1,1) listed last.
  const woods: Area = {
    id: "woods",
    kind: "woods",
    shape: {
      polygon: [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
        { x: 200, y: 200 },
        { x: 0, y: 200 },
      ],
    },
  };
  const river: Area = { id: "river", kind: "river", shape: { cells: [{ i: 1, j: 1 }] } };
  const copse: Area = { id: "copse", kind: "woods", shape: { cells: [{ i: 1, j: 1 }] } };

  it("lists each kind once, bottom first, so the last is the top terrain", () => {
    const index = createBoardIndex(board(SQUARE, [], [], [woods, river, copse]));
    expect(index.terrainKindsAt({ i: 0, j: 0 })).toEqual(["woods"]);
    // Woods (bottom), river, woods again on top: the top is woods.
    expect(index.terrainKindsAt({ i: 1, j: 1 })).toEqual(["river", "woods"]);
    expect(index.terrainKindsAt({ i: 2, j: 2 })).toEqual([]);
  });
});
