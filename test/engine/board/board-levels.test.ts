import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { actsOnLevel, sameLevel } from "@engine/board/levels";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { validateBoard } from "@engine/board/validate-board";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" };
/** 100 px per 2 in: 50 px to the inch. */
const GRIDLESS: GridSpec = { kind: "gridless", size: 100, distance: 2, units: "in", diagonals: "equidistant" };

function cellUnit(id: string, side: string, i: number, j: number, level?: string): Unit {
  const unit: Unit = {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 4,
    status: [],
    data: {},
  };
  return level === undefined ? unit : { ...unit, level };
}

function circle(id: string, side: string, x: number, level: string): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "circle", center: { x, y: 100 }, radius: 10 },
    facing: 0,
    move: 6,
    status: [],
    data: {},
    level,
  };
}

function board(grid: GridSpec, units: Unit[], walls: Wall[] = [], areas: Area[] = []): Board {
  return { grid, units, terrain: { walls, areas } };
}

describe("level rules", () => {
  it("puts units without a level on one unnamed level, and lets unlisted walls act everywhere", () => {
    expect(sameLevel({}, {})).toBe(true);
    expect(sameLevel({ level: "ground" }, {})).toBe(false);
    expect(sameLevel({ level: "ground" }, { level: "ground" })).toBe(true);
    expect(actsOnLevel(undefined, "roof")).toBe(true);
    expect(actsOnLevel([], undefined)).toBe(true);
    expect(actsOnLevel(["ground"], "ground")).toBe(true);
    expect(actsOnLevel(["ground"], "roof")).toBe(false);
    expect(actsOnLevel(["ground"], undefined)).toBe(false);
  });

  it("keeps a unit's level and a wall's or area's levels through validation", () => {
    const checked = validateBoard(
      board(
        SQUARE,
        [cellUnit("a", "red", 0, 0, "ground")],
        [{ id: "w", a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, blocksMove: true, blocksSight: true, levels: ["ground"] }],
        [{ id: "r", kind: "river", shape: { cells: [{ i: 1, j: 1 }] }, levels: ["roof"] }],
      ),
    );
    expect(checked.units[0]?.level).toBe("ground");
    expect(checked.terrain.walls[0]?.levels).toEqual(["ground"]);
    expect(checked.terrain.areas[0]?.levels).toEqual(["roof"]);
  });
});

/*
 * A square board, cells 100 px, zones of radius 1 (defaults: diagonals adjacent, stopped by walls):
 *
 *        j=0   j=1   j=2
 *   i=0   a     b
 *   i=1         c,d
 *
 * a red on "ground"; b blue on "roof"; c blue on "ground"; d red on "roof".
 * On "ground": a (0,0) and c (1,1) are diagonal neighbours, so in contact and in each other's zones.
 * On "roof": b (0,1) and d (1,1) are neighbours, in contact and in each other's zones.
 * Across levels (a–b side by side, a–d diagonal, c–d in one cell) nothing: no contact, no zone,
 * and the cell (1,1) holds blue c and red d but on different levels, so it is not contested.
 */
describe("board index with scene levels (square grid)", () => {
  const units = [
    cellUnit("a", "red", 0, 0, "ground"),
    cellUnit("b", "blue", 0, 1, "roof"),
    cellUnit("c", "blue", 1, 1, "ground"),
    cellUnit("d", "red", 1, 1, "roof"),
  ];

  it("finds contact and zones only on one level", () => {
    const index = createBoardIndex(board(SQUARE, units));
    expect(index.contactPairs()).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    expect(index.unitsInZocOf("a")).toEqual(["c"]);
    expect(index.unitsInZocOf("d")).toEqual(["b"]);
    expect(index.unitInEnemyZoc("a")).toBe(true);
    expect(index.contestedCells()).toEqual([]);
  });

  it("answers cell queries for the level asked, and for every level when none is", () => {
    const index = createBoardIndex(board(SQUARE, units));
    // Cell (0,1): in a's, c's (ground) and b's, d's (roof) zones.
    expect(index.zocCoverersOfCell({ i: 0, j: 1 })).toEqual(["a", "b", "c", "d"]);
    expect(index.zocCoverersOfCell({ i: 0, j: 1 }, { level: "ground" })).toEqual(["a", "c"]);
    // Cell (0,2) on the roof: only b (blue) and d (red) reach it; for a blue unit there, red d is the enemy.
    expect(index.cellInEnemyZoc({ i: 0, j: 2 }, "blue", { level: "roof" })).toBe(true);
    // On the ground, (0,2) is within one cell of c only (blue): no enemy zone for blue.
    expect(index.cellInEnemyZoc({ i: 0, j: 2 }, "blue", { level: "ground" })).toBe(false);
  });

  it("contests a cell held by two sides on one level", () => {
    const index = createBoardIndex(
      board(SQUARE, [cellUnit("x", "red", 2, 2, "roof"), cellUnit("y", "blue", 2, 2, "roof")]),
    );
    expect(index.contestedCells()).toEqual([{ i: 2, j: 2 }]);
  });

  /*
   * a (0,0) red and e (0,2) blue on "ground", a wall between columns 1 and 2 (x = 200) from y 0
   * to 100. Zone radius 2 reaches (0,2) from (0,0), along the row through the cell centres
   * (50,50)–(250,50), which crosses x = 200: a wall on "ground" stops it; on "roof" it does not.
   */
  it("stops a zone with a wall of the unit's own level only", () => {
    const ground = [cellUnit("a", "red", 0, 0, "ground"), cellUnit("e", "blue", 0, 2, "ground")];
    const settings = { zoc: { radius: 2 } };
    const wallOn = (levels: string[]): Wall => ({
      id: "w",
      a: { x: 200, y: 0 },
      b: { x: 200, y: 100 },
      blocksMove: true,
      blocksSight: true,
      levels,
    });
    expect(createBoardIndex(board(SQUARE, ground, [wallOn(["ground"])]), settings).unitsInZocOf("a")).toEqual([]);
    expect(createBoardIndex(board(SQUARE, ground, [wallOn(["roof"])]), settings).unitsInZocOf("a")).toEqual(["e"]);
    expect(createBoardIndex(board(SQUARE, ground, [wallOn([])]), settings).unitsInZocOf("a")).toEqual([]);
    // The same wall blocks sight on its level only.
    expect(createBoardIndex(board(SQUARE, ground, [wallOn(["ground"])])).lineOfFire("a", "e")).toBe(false);
    expect(createBoardIndex(board(SQUARE, ground, [wallOn(["roof"])])).lineOfFire("a", "e")).toBe(true);
  });

  it("reads the terrain of a level: an area listing levels holds cells on those levels only", () => {
    const river: Area = { id: "r", kind: "river", shape: { cells: [{ i: 3, j: 3 }] }, levels: ["ground"] };
    const woods: Area = { id: "w", kind: "woods", shape: { cells: [{ i: 3, j: 3 }] } };
    const index = createBoardIndex(board(SQUARE, [], [], [river, woods]));
    expect(index.terrainKindsAt({ i: 3, j: 3 })).toEqual(["river", "woods"]);
    expect(index.terrainKindsAt({ i: 3, j: 3 }, { level: "ground" })).toEqual(["river", "woods"]);
    expect(index.terrainKindsAt({ i: 3, j: 3 }, { level: "roof" })).toEqual(["woods"]);
  });
});

/*
 * Gridless, 50 px to the inch, contact within 0.5 in (25 px), zones 1 in (50 px): circles of radius
 * 10 px at x = 100 and x = 130 on y = 100 are 10 px apart edge to edge — in contact and in each
 * other's zone when on one level, neither when on two.
 */
describe("board index with scene levels (gridless)", () => {
  it("finds no contact or zone across levels", () => {
    const apart = createBoardIndex(
      board(GRIDLESS, [circle("p", "red", 100, "ground"), circle("q", "blue", 130, "roof")]),
    );
    expect(apart.contactPairs()).toEqual([]);
    expect(apart.unitsInZocOf("p")).toEqual([]);
    expect(apart.unitInEnemyZoc("q")).toBe(false);
    expect(apart.pointInEnemyZoc({ x: 130, y: 100 }, "blue", { level: "roof" })).toBe(false);
    expect(apart.pointInEnemyZoc({ x: 130, y: 100 }, "blue")).toBe(true);
    const together = createBoardIndex(
      board(GRIDLESS, [circle("p", "red", 100, "ground"), circle("q", "blue", 130, "ground")]),
    );
    expect(together.contactPairs()).toEqual([["p", "q"]]);
    expect(together.unitInEnemyZoc("q")).toBe(true);
  });
});

/*
 * Distance across levels. Square: red a at (0,0) on "ground"; blue b at (0,1) on "roof", one cell
 * away; blue c at (0,3) on "ground", three cells away. On a's level the nearest enemy is c at 3,
 * and within 1 cell of a there is nobody (b stands beside it, but on the roof).
 * Gridless (50 px to the inch, radius 10 px): p at x 100 on "ground", q at x 130 on "roof" (gap
 * 10 px = 0.2 in), r at x 200 on "ground" (gap 100 - 20 = 80 px = 1.6 in). p's nearest enemy is r
 * at 1.6 in; within 1 in of p nobody, within 2 in r alone.
 */
describe("board index distances with scene levels", () => {
  it("measures to units on the unit's own level only (grid)", () => {
    const index = createBoardIndex(
      board(SQUARE, [
        cellUnit("a", "red", 0, 0, "ground"),
        cellUnit("b", "blue", 0, 1, "roof"),
        cellUnit("c", "blue", 0, 3, "ground"),
      ]),
    );
    expect(index.nearestEnemy("a")).toEqual({ id: "c", distance: 3 });
    expect(index.nearestEnemy("b")).toBeNull();
    expect(index.unitsWithin("a", 1)).toEqual([]);
    expect(index.unitsWithin("a", 3)).toEqual(["c"]);
  });

  it("measures to units on the unit's own level only (gridless)", () => {
    const index = createBoardIndex(
      board(GRIDLESS, [
        circle("p", "red", 100, "ground"),
        circle("q", "blue", 130, "roof"),
        circle("r", "blue", 200, "ground"),
      ]),
    );
    const nearest = index.nearestEnemy("p");
    expect(nearest?.id).toBe("r");
    expect(nearest?.distance).toBeCloseTo(1.6, 9);
    expect(index.unitsWithin("p", 1)).toEqual([]);
    expect(index.unitsWithin("p", 2)).toEqual(["r"]);
  });
});
