import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { infantry, pendingStep, roll, setup, unit } from "./fixtures";

/*
 * A retreat with no way out says so before it is chosen. Square grid, 8-way: blue's b1 holds
 * (5,5); red's r1 attacked into it from (5,4), west. A 1-square retreat must end further from
 * (5,4): column 6, rows 4 to 6.
 */
function counter(id: string, side: string, i: number, j: number): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 1,
    status: [],
    data: { type: "infantry", track: [4, 3, 2] },
  };
}

function boardOf(units: readonly Unit[]): Board {
  return {
    grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
    units,
    terrain: { walls: [], areas: [] },
  };
}

const selection = { square: { i: 5, j: 5 }, activeSide: "red", cameFrom: { r1: { i: 5, j: 4 } } };

describe("a defender's retreat with no way out", () => {
  it("is found on the board as the combat starts", () => {
    // Column 6 is further from (5,4). r1 shares the square, so its zone of control does not bar
    // the retreat (the text's retreats are taken "in the form of retreats" out of the square), but
    // red's r2 at (5,7) puts rows 4-6 of column 6 in its zone, which a retreat may not enter:
    // b1 is trapped.
    const board = boardOf([counter("b1", "blue", 5, 5), counter("r1", "red", 5, 5), counter("r2", "red", 5, 7)]);
    expect(combatGrid.setupFromBoard(board, selection).noRetreat).toEqual(["b1"]);
  });

  it("is not found when only the units in the square surround it", () => {
    const board = boardOf([counter("b1", "blue", 5, 5), counter("r1", "red", 5, 5)]);
    expect(combatGrid.setupFromBoard(board, selection).noRetreat).toEqual([]);
  });

  it("is flagged on the retreat option, naming the unit", () => {
    // Red's 6 (4 + 2 for r2's half) on a 5 scores two hits: blue, hit, is asked to hold or retreat.
    const red = [
      unit("r1", "red", infantry([4, 3]), { cameFrom: { i: 5, j: 4 } }),
      unit("r2", "red", infantry([4, 3])),
    ];
    const start = combatGrid.start(
      setup({ units: [...red, unit("b1", "blue", infantry([4, 3, 2]))], noRetreat: ["b1"] }),
    );
    const step = pendingStep(roll(roll(start, "roll:attacker", 5), "roll:defender", 1));
    expect(step.kind === "decision" && step.id).toBe("evade");
    const options = step.kind === "decision" ? step.options : [];
    expect(options.find((option) => option.id === "retreat")?.fatal).toEqual({
      unitId: "b1",
      outcome: "eliminated",
      certain: false,
    });
    expect(options.find((option) => option.id === "hold")?.fatal).toBeUndefined();
  });
});
