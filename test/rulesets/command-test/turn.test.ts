import { describe, it, expect } from "vitest";
import type { Unit } from "@engine/board/types";
import { stackId } from "@rulesets/command-test/state-helpers";
import { turnMachine } from "@rulesets/command-test/turn-machine";
import { validateTurnSetup } from "@rulesets/command-test/turn-setup";
import type { TurnState } from "@rulesets/command-test/turn-state";
import { advance } from "@engine/session/advance";
import { counter, engineErrorOf, hex, hexBoard, idOf } from "./fixtures";

const A = hex(0, 0);
const B = hex(1, 0);
const C = hex(-1, 0);

function turn(units: readonly Unit[], chits: Record<string, number>): TurnState {
  return turnMachine.start(validateTurnSetup({ board: hexBoard(units), sides: ["red", "blue"], chits }));
}

const pick = (state: TurnState, step: string, ...picks: string[]) =>
  advance(turnMachine, state, { kind: "decision", step, picks });
const die = (state: TurnState, step: string, value: number) =>
  advance(turnMachine, state, { kind: "roll", step, dice: [value] });
const pendingOf = (state: TurnState) => turnMachine.pending(state);
const order = (from: { i: number; j: number }, target: { i: number; j: number }) =>
  `${stackId(from)}>${stackId(target)}`;

/*
 * Red's stack at A (0,0): r1 (strength 4, force-marched) and Ney (CR 3). Blue: b1 at B (1,0) and
 * b2 at C (-1,0), both next to A but not to each other, strength 1 each. Red has 2 chits, blue 1.
 */
const units = [
  counter("r1", "red", A, { strength: 4, status: ["force-march"] }),
  counter("ney", "red", A, { commander: 3, strength: 0 }),
  counter("b1", "blue", B),
  counter("b2", "blue", C),
];

describe("the turn's attacks (Rules 10.7–10.9)", () => {
  it("alternates; a failed order ends that side's attacks, the other goes on, the same stack attacks twice", () => {
    let state = turn(units, { red: 2, blue: 1 });
    expect([state.attacker, state.chits, state.done]).toEqual(["red", { red: 2, blue: 1 }, []]);
    const first = pendingOf(state);
    // Red's one stack may attack either blue stack (by offset: C is (0,-1), B is (0,1)), or decline.
    expect(first.kind === "decision" && [first.id, first.side, first.options.map((option) => option.id)]).toEqual([
      "order:1",
      "red",
      [order(A, C), order(A, B), "decline"],
    ]);
    state = pick(state, "order:1", order(A, B));
    state = pick(state, "units:1", "r1", "ney");
    state = pick(state, "1/chits:attacker", "0");
    // 4 + 0 + CR 3 = 7: ahead. No stack may support either side. 4 against 1 is 4:1, die 1: NE.
    state = die(state, "1/command", 4);
    state = die(state, "1/combat", 1);
    expect(state.attacks.map((attack) => [attack.side, attack.outcome.result])).toEqual([["red", "NE"]]);
    // Blue's turn; it orders b2 (one unit: not asked which) and allocates its one chit.
    expect([state.attacker, idOf(pendingOf(state))]).toEqual(["blue", "order:2"]);
    state = pick(state, "order:2", order(C, A));
    state = pick(state, "2/chits:attacker", "1");
    // A 1 fails whatever the chits: blue is done for the turn, its chit spent.
    state = die(state, "2/command", 1);
    expect([state.attacker, state.chits, state.done]).toEqual(["red", { red: 2, blue: 0 }, ["blue"]]);
    // Red goes on alone, with the same stack against the same enemy (Rule 10.8), r1 alone ordered.
    state = pick(state, "order:3", order(A, B));
    state = pick(state, "units:3", "r1");
    state = pick(state, "3/chits:attacker", "2");
    // 2 + 2 CC + CR 3 (Ney, in the stack though not ordered) = 7: ahead. 4:1, die 6: DE.
    state = die(state, "3/command", 2);
    state = die(state, "3/combat", 6);
    expect(state.board.units.map((unit) => unit.id)).toEqual(["r1", "ney", "b2"]);
    expect([state.attacker, state.chits, state.done]).toEqual(["red", { red: 0, blue: 0 }, ["blue"]]);
    // Only b2 is left to attack; red declines, and both sides are done.
    const last = pendingOf(state);
    expect(last.kind === "decision" && last.options.map((option) => option.id)).toEqual([order(A, C), "decline"]);
    state = pick(state, "order:4", "decline");
    expect(pendingOf(state)).toEqual({
      kind: "done",
      outcome: {
        attacks: [
          { side: "red", goesAhead: true, result: "NE" },
          { side: "blue", goesAhead: false, result: null },
          { side: "red", goesAhead: true, result: "DE" },
        ],
        chitsLeft: { red: 0, blue: 0 },
        forceMarchRemoved: ["r1"],
      },
    });
    // The force-march marker comes off at the end (Rule 10.9).
    expect(state.board.units.find((unit) => unit.id === "r1")?.status).toEqual([]);
    expect(state.effects.filter((effect) => effect.kind === "status")).toEqual([
      { kind: "status", unitId: "r1", status: "force-march", on: false },
    ]);
    expect(state.attacker).toBeNull();
  });

  it("lets a side that declines attack no more, while the other goes on", () => {
    let state = pick(turn(units, { red: 0, blue: 0 }), "order:1", "decline");
    expect([state.attacker, state.done]).toEqual(["blue", ["red"]]);
    // b1 attacks: 6 + 0 + 0 = 6 fails; blue is done too, and the turn's attacks end.
    state = die(pick(state, "order:2", order(B, A)), "2/command", 6);
    expect(idOf(pendingOf(state))).toBe("done");
    expect(state.done).toEqual(["red", "blue"]);
  });

  it("lists the orders Rule 10.1 forbids with the reason, and passes over a side with none allowed", () => {
    const blocked = [
      counter("r1", "red", A, { status: ["disrupted"] }),
      counter("r2", "red", hex(2, 0), { status: ["forage"] }),
      counter("b1", "blue", B),
    ];
    // Red can order nothing: it is done without being asked; blue may attack either red stack.
    const state = turn(blocked, {});
    expect([state.done, state.attacker]).toEqual([["red"], "blue"]);
    expect(state.effects.at(-1)).toEqual({
      kind: "log",
      line: { key: "WARGAME.CommandTest.Log.NoOrder", data: { side: "red" } },
    });
    const step = pendingOf(state);
    expect(step.kind === "decision" && step.options.map((option) => [option.id, option.legal])).toEqual([
      [order(B, A), true],
      [order(B, hex(2, 0)), true],
      ["decline", true],
    ]);
    // Seen from red's side, the reasons.
    const redFirst = turnMachine.start(
      validateTurnSetup({ board: hexBoard([...blocked, counter("r3", "red", hex(1, 1))]), sides: ["red", "blue"] }),
    );
    const redStep = pendingOf(redFirst);
    expect(
      redStep.kind === "decision" && redStep.options.map((option) => [option.id, option.legal, option.reason?.key]),
    ).toEqual([
      [order(A, B), false, "WARGAME.CommandTest.Reason.Disrupted"],
      [order(hex(2, 0), B), false, "WARGAME.CommandTest.Reason.Forage"],
      [order(hex(1, 1), B), true, undefined],
      ["decline", true, undefined],
    ]);
  });

  it("takes each attack's retreats onto the turn's board before the next order", () => {
    // Red's r (strength 6, CR 6) at A attacks b1 at B: 5:1, die 3: DR2, b1 ends at (3,-2) (see
    // plan-moves.test.ts), no longer next to A: blue has nothing to attack with but b2 at C.
    let state = turn(
      [counter("r", "red", A, { strength: 6, commander: 6 }), counter("b1", "blue", B), counter("b2", "blue", C)],
      {},
    );
    state = die(die(pick(state, "order:1", order(A, B)), "1/command", 6), "1/combat", 3);
    expect(state.attacks[0]?.plan.moves.map((move) => [move.unitId, move.footprint])).toEqual([
      ["b1", { kind: "cells", cells: [hex(3, -2)] }],
    ]);
    expect(state.board.units.find((unit) => unit.id === "b1")?.footprint).toEqual({
      kind: "cells",
      cells: [hex(3, -2)],
    });
    const step = pendingOf(state);
    expect(step.kind === "decision" && step.options.map((option) => option.id)).toEqual([order(C, A), "decline"]);
  });

  it("checks its setup", () => {
    const keyOf = (input: Record<string, unknown>) =>
      engineErrorOf(() => validateTurnSetup({ board: hexBoard(units), sides: ["red", "blue"], ...input })).key;
    expect(keyOf({ sides: ["red", "red"] })).toBe("WARGAME.Error.CommandTest.Sides");
    expect(keyOf({ sides: ["red"] })).toBe("WARGAME.Error.CommandTest.Sides");
    expect(keyOf({ board: { ...hexBoard(units), grid: { ...hexBoard(units).grid, kind: "square" } } })).toBe(
      "WARGAME.Error.CommandTest.NotHex",
    );
    expect(keyOf({ board: hexBoard([{ ...counter("r", "red", A), data: { strength: "lots" } }]) })).toBe(
      "WARGAME.Error.Field.NotFinite",
    );
    expect(validateTurnSetup({ board: hexBoard(units), sides: ["red", "blue"], chits: { red: 2 } }).chits).toEqual({
      red: 2,
      blue: 0,
    });
  });
});
