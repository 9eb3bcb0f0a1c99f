import fc from "fast-check";
import { type Area, type Board, type Unit, type Wall } from "@engine/board/types";
import { SQUARE_DIAGONALS, type GridKind, type SquareDiagonals } from "@engine/model/grid-spec";
import { type Offset } from "@engine/model/coordinates";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import { HEX_KINDS } from "@engine/grid/hex";
import type { GridMoveSettings } from "@engine/movement/grid/grid-move-rules";
import { createCellGrid } from "@engine/grid/cell-grid";
import { spec } from "./grid-fixtures";

/** Random small grid boards, movement rules and index settings for the property tests. */

export interface GridCase {
  readonly kind: GridKind;
  readonly diagonals: SquareDiagonals;
}

/** Square with each diagonal rule, and the four hex layouts. */
export const GRID_CASES: readonly GridCase[] = [
  ...SQUARE_DIAGONALS.map((diagonals) => ({ kind: "square" as const, diagonals })),
  ...HEX_KINDS.map((kind) => ({ kind, diagonals: "equidistant" as const })),
];

export const SIDES = ["blue", "red", "green"] as const;
const RANGE = { min: 0, max: 7 } as const;
const cellArb: fc.Arbitrary<Offset> = fc.record({ i: fc.integer(RANGE), j: fc.integer(RANGE) });

/** One cell, or (one time in four) a block of a cell and one of its neighbours. */
function cellsArb(c: GridCase): fc.Arbitrary<Offset[]> {
  const grid = createCellGrid(spec(c.kind, c.diagonals));
  return fc.tuple(cellArb, fc.integer({ min: 0, max: 23 })).map(([cell, pick]) => {
    const near = grid.neighbours(cell, true);
    const other = pick < 6 ? near[pick % near.length] : undefined;
    return other === undefined ? [cell] : [cell, other];
  });
}

function unitArb(c: GridCase): fc.Arbitrary<(id: string) => Unit> {
  return fc
    .record({
      side: fc.constantFrom(...SIDES),
      formation: fc.constantFrom("A", "B", undefined),
      cells: cellsArb(c),
      move: fc.integer({ min: 0, max: 8 }),
      broken: fc.boolean(),
    })
    .map(({ side, formation, cells, move, broken }) => (id: string): Unit => {
      const unit: Unit = {
        id,
        name: id,
        side,
        footprint: { kind: "cells", cells },
        facing: 0,
        move,
        status: broken ? ["broken"] : [],
        data: {},
      };
      return formation === undefined ? unit : { ...unit, formation };
    });
}

const coordinate = fc.integer({ min: 0, max: 800 });
function wallArb(id: string): fc.Arbitrary<Wall> {
  return fc.record({
    id: fc.constant(id),
    a: fc.record({ x: coordinate, y: coordinate }),
    b: fc.record({ x: coordinate, y: coordinate }),
    blocksMove: fc.boolean(),
    blocksSight: fc.constant(false),
  });
}

function areaArb(id: string): fc.Arbitrary<Area> {
  const polygon = fc.tuple(coordinate, coordinate, fc.integer({ min: 60, max: 250 })).map(([x, y, r]) => ({
    polygon: [
      { x, y },
      { x: x + r, y },
      { x: x + r, y: y + r },
      { x, y: y + r },
    ],
  }));
  const cells = fc.array(cellArb, { minLength: 1, maxLength: 5 }).map((list) => ({ cells: list }));
  return fc.record({
    id: fc.constant(id),
    kind: fc.constantFrom("impassable", "woods", "river"),
    shape: fc.oneof(cells, polygon),
  });
}

export function boardArb(c: GridCase): fc.Arbitrary<Board> {
  return fc
    .record({
      units: fc.array(unitArb(c), { minLength: 2, maxLength: 10 }),
      walls: fc
        .integer({ min: 0, max: 6 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, k) => wallArb(`w${k}`)))),
      areas: fc
        .integer({ min: 0, max: 3 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, k) => areaArb(`a${k}`)))),
    })
    .map(({ units, walls, areas }) => ({
      grid: spec(c.kind, c.diagonals),
      units: units.map((make, k) => make(`u${k}`)),
      terrain: { walls, areas },
    }));
}

/** Woods cost 1 more and impassable areas stop everyone; the rest drawn. */
export const rulesArb: fc.Arbitrary<GridMoveSettings> = fc.record({
  zoc: fc.constantFrom("forbidden" as const, "costly" as const, "allowed" as const),
  zocCost: fc.constantFrom(0, 1, 2),
  stackingLimit: fc.constantFrom(null, 1, 2),
  passFriends: fc.boolean(),
  wallsBlock: fc.boolean(),
  terrain: fc.constant({ impassable: ["impassable"], extraCost: { woods: 1 } }),
  bounds: fc.constantFrom(null, { minI: 0, maxI: 7, minJ: 0, maxJ: 7 }),
});

export const settingsArb: fc.Arbitrary<BoardIndexSettings> = fc.record({
  squareDiagonals: fc.boolean(),
  zoc: fc.record({
    radius: fc.constantFrom(0, 1, 2),
    exerts: fc.constantFrom(
      () => true,
      (unit: Unit) => !unit.status.includes("broken"),
    ),
    stoppedByWalls: fc.boolean(),
    stoppedByAreaKinds: fc.subarray(["river"]),
  }),
});
