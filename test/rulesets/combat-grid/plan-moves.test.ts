import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { planMoves } from "@rulesets/combat-grid/plan-moves";

function unit(id: string, side: string, i: number, j: number): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 1,
    status: [],
    data: {},
  };
}

const BOARD = (units: Unit[]): Board => ({
  grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
  units,
  terrain: { walls: [], areas: [] },
});

describe("combat-grid's retreat from a contested square", () => {
  it("is not held by the zones of the attackers sharing the square, but keeps out of other enemies' zones", () => {
    // Blue evades from (5,5), where red's attacker stands, having come from (5,4). One square
    // further from (5,4) (diagonals count 1): (4,6), (5,6) or (6,6). Red's attacker in the square
    // touches all three, but its zone does not hold blue there. Red's second unit at (3,7)
    // covers (4,6): out. (5,6) and (6,6) are both 2 from (5,4); the lower row wins: (5,6).
    const board = BOARD([unit("blue", "blue", 5, 5), unit("attacker", "red", 5, 5), unit("guard", "red", 3, 7)]);
    const plan = planMoves(board, [{ kind: "retreat", unitId: "blue", awayFrom: [{ i: 5, j: 4 }], cells: 1 }]);
    expect(plan.events.filter((event) => event.kind === "removed")).toEqual([]);
    expect(plan.moves.map((move) => [move.unitId, move.cells?.at(-1)])).toEqual([["blue", { i: 5, j: 6 }]]);
  });

  it("still has no way out when enemies outside the square cover every square further away", () => {
    // A red unit at (5,7) touches (4,6), (5,6) and (6,6): its zone covers all three, so blue is eliminated.
    const board = BOARD([unit("blue", "blue", 5, 5), unit("attacker", "red", 5, 5), unit("east", "red", 5, 7)]);
    const plan = planMoves(board, [{ kind: "retreat", unitId: "blue", awayFrom: [{ i: 5, j: 4 }], cells: 1 }]);
    expect(plan.events).toContainEqual({ kind: "removed", unitId: "blue", reason: "eliminated" });
  });
});
