import { describe, it, expect } from "vitest";
import type { Board } from "@engine/board/types";
import { applyPlan } from "@engine/movement/apply-plan";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import type { CommandTestState } from "@rulesets/command-test/state";
import { applyEffects } from "@engine/session/apply-effects";
import { attack, counter, hex, hexBoard, outcomeOf, roll } from "./fixtures";

/*
 * Red attacks from A (0,0) with a CR 6 commander, so a command roll of 6 always goes ahead, blue
 * at D (1,0). The hexes next to D that are 2 from A are (2,0), (2,-1) and (1,1); the others are 1
 * from A or A itself. Among equal retreats the planner takes the end hex of lowest row, then
 * column (offsets: odd-r rows are cube r, columns q + (r - (r & 1)) / 2).
 */
const A = hex(0, 0);
const D = hex(1, 0);

function fight(board: Board, die: number, options: Record<string, unknown> = {}): CommandTestState {
  return roll(roll(attack(board, { from: A, target: D, options }), "command", 6), "combat", die);
}

function after(board: Board, state: CommandTestState) {
  const affected = applyEffects(board, commandTest.effects(state));
  const plan = commandTest.planMoves(affected, state);
  return { plan, board: applyPlan(affected, plan) };
}

const at = (board: Board, id: string) => board.units.find((unit) => unit.id === id)?.footprint;

describe("retreats, planned by the grid retreat planner", () => {
  it("moves a defender the result's hexes, each further from the attacker", () => {
    // 6 against 1 is 5:1, whose die 3 is DR2. The hexes 3 from A two steps away from D are
    // (3,0), (3,-1), (2,1), (3,-2) and (1,2), at offset rows 0, -1, 1, -2, 2: (3,-2) it is.
    const board = hexBoard([counter("r", "red", A, { strength: 6, commander: 6 }), counter("b", "blue", D)]);
    const state = fight(board, 3);
    expect(outcomeOf(state).result).toBe("DR2");
    const { plan, board: end } = after(board, state);
    expect(plan.moves.map((move) => [move.unitId, move.distance])).toEqual([["b", 2]]);
    expect(at(end, "b")).toEqual({ kind: "cells", cells: [hex(3, -2)] });
  });

  it("eliminates a unit with no legal hex, and lets it through zones of control when the option allows", () => {
    // Red units at (3,-1) and (1,2), not next to D, hold (2,0), (2,-1) and (1,1) in their zones
    // of control. 6 against 1, die 1: DR1, and no hex to go to.
    const board = hexBoard([
      counter("r", "red", A, { strength: 6, commander: 6 }),
      counter("b", "blue", D),
      counter("x", "red", hex(3, -1), { strength: 0 }),
      counter("y", "red", hex(1, 2), { strength: 0 }),
    ]);
    const blocked = after(board, fight(board, 1));
    expect(blocked.plan).toMatchObject({
      moves: [],
      events: [
        { kind: "blocked", unitId: "b", cause: "no-retreat", outcome: "eliminated" },
        { kind: "removed", unitId: "b", reason: "eliminated" },
      ],
    });
    expect(at(blocked.board, "b")).toBeUndefined();
    // Allowed into zones: (2,0), (2,-1), (1,1) are at offset rows 0, -1, 1: (2,-1).
    const through = after(board, fight(board, 1, { retreatZoc: "allowed" }));
    expect(at(through.board, "b")).toEqual({ kind: "cells", cells: [hex(2, -1)] });
  });

  it("sends the attacker back away from the defending hex", () => {
    // 1 against 2 is 1:2, whose die 2 is AR1. The hexes next to A that are 2 from D: (-1,0),
    // (-1,1) and (0,-1), at offset rows 0, 1, -1: (0,-1).
    const board = hexBoard([
      counter("r", "red", A, { strength: 1, commander: 6 }),
      counter("b", "blue", D, { strength: 2 }),
    ]);
    const { board: end } = after(board, fight(board, 2));
    expect(at(end, "r")).toEqual({ kind: "cells", cells: [hex(0, -1)] });
    expect(at(end, "b")).toEqual({ kind: "cells", cells: [D] });
  });

  it("plans nothing when the result moves no one", () => {
    const board = hexBoard([
      counter("r", "red", A, { strength: 4, commander: 6 }),
      counter("b", "blue", D, { strength: 2 }),
    ]);
    // 4 against 2 is 2:1, whose die 2 is NE.
    expect(after(board, fight(board, 2)).plan).toEqual({ moves: [], events: [] });
  });
});
