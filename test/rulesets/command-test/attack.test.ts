import { describe, it, expect } from "vitest";
import { stackId } from "@rulesets/command-test/state-helpers";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { attack, counter, decide, hex, hexBoard, lineKeys, outcomeOf, pendingId, pendingStep, roll } from "./fixtures";

/*
 * Red's stack A at (0,0) attacks blue's stack D at (1,0). Next to D: red stacks S1 at (0,1) and S2
 * at (1,-1); blue stacks T1 at (2,0) and T2 at (2,-1), T2 under a forage marker. Red has 3 chits
 * left, blue 2.
 */
const A = hex(0, 0);
const D = hex(1, 0);
const S1 = hex(0, 1);
const S2 = hex(1, -1);
const T1 = hex(2, 0);
const T2 = hex(2, -1);

const board = hexBoard([
  counter("r1", "red", A, { strength: 3 }),
  counter("r2", "red", A, { strength: 2 }),
  counter("ney", "red", A, { commander: 2, strength: 0 }),
  counter("b1", "blue", D, { strength: 2 }),
  counter("r3", "red", S1, { strength: 2 }),
  counter("mur", "red", S1, { commander: 1, strength: 0 }),
  counter("r4", "red", S2, { strength: 1 }),
  counter("b2", "blue", T1, { strength: 2 }),
  counter("kut", "blue", T1, { commander: 3, strength: 0 }),
  counter("b3", "blue", T2, { strength: 1, status: ["forage"] }),
]);
const order = { from: A, target: D, chits: { red: 3, blue: 2 } };

describe("an attack order with supporting stacks (Rules 10.2–10.6)", () => {
  it("tests the order, then each side's supporting stacks, then fights with those that joined", () => {
    let state = attack(board, order);
    const chits = pendingStep(state);
    expect(chits.kind === "decision" && chits.options.map((option) => option.id)).toEqual(["0", "1", "2", "3"]);
    state = decide(state, "chits:attacker", "2");
    // The order: 3 + 2 CC + CR 2 (Ney) = 7, goes ahead.
    state = roll(state, "command", 3);
    const call = pendingStep(state);
    expect(call.kind === "decision" && [call.min, call.max, call.options.map((option) => option.id)]).toEqual([
      0,
      2,
      [stackId(S1), stackId(S2)],
    ]);
    state = decide(state, "call:attacker", stackId(S1), stackId(S2));
    // The same 2 CC, a new die, the stack's own CR: S1 4 + 2 + 1 (Murat) = 7 joins; S2 4 + 2 + 0 = 6 does not.
    state = roll(state, `support:attacker:${stackId(S1)}`, 4);
    state = roll(state, `support:attacker:${stackId(S2)}`, 4);
    expect(state.tests.attacker.map((test) => [test.roll.total, test.roll.passes])).toEqual([
      [7, true],
      [6, false],
    ]);
    // The defender may call T1; T2 is under a forage marker and may not support.
    const defenderCall = pendingStep(state);
    expect(
      defenderCall.kind === "decision" &&
        defenderCall.options.map((option) => [option.id, option.legal, option.reason?.key]),
    ).toEqual([
      [stackId(T1), true, undefined],
      [stackId(T2), false, "WARGAME.CommandTest.Reason.Forage"],
    ]);
    expect(defenderCall.kind === "decision" && [defenderCall.side, defenderCall.max]).toEqual(["blue", 1]);
    state = decide(state, "call:defender", stackId(T1));
    // Then it allocates chits from its own pool of 2, and tests T1: 3 + 1 CC + CR 3 (Kutuzov) = 7 joins.
    expect(pendingId(state)).toBe("chits:defender");
    state = decide(state, "chits:defender", "1");
    state = roll(state, `support:defender:${stackId(T1)}`, 3);
    // Strengths: red 3 + 2 + 0 (A, all ordered) + 2 + 0 (S1) = 7; blue 2 (D) + 2 + 0 (T1) = 4.
    // 7:4 reaches 1:1 but not 2:1 (8): column 1:1, whose die 5 is DR1.
    const combat = pendingStep(state);
    expect(combat.kind === "roll" && combat.purpose.data).toEqual({
      side: "red",
      attack: 7,
      defence: 4,
      column: "1:1",
    });
    state = roll(state, "combat", 5);
    expect(outcomeOf(state)).toEqual({
      goesAhead: true,
      chitsSpent: { attacker: 2, defender: 1 },
      supporting: { attacker: [stackId(S1)], defender: [stackId(T1)] },
      strength: { attacker: 7, defender: 4 },
      column: "1:1",
      result: "DR1",
    });
    // Every blue unit that took part retreats 1 hex away from the hexes red fought from.
    expect(commandTest.moveRequests(state)).toEqual(
      ["b1", "b2", "kut"].map((unitId) => ({ kind: "retreat", unitId, awayFrom: [A, S1], cells: 1 })),
    );
    expect(state.effects.filter((effect) => effect.kind === "resource")).toEqual([
      { kind: "resource", side: "red", resource: "command-chits", delta: -2 },
      { kind: "resource", side: "blue", resource: "command-chits", delta: -1 },
    ]);
    expect(lineKeys(state.effects)).toEqual([
      "Log.Chits",
      "Log.GoesAhead",
      "Log.Supports",
      "Log.NoSupport",
      "Log.Chits",
      "Log.Supports",
      "Log.Combat",
      "Log.Retreat",
      "Log.Retreat",
      "Log.Retreat",
    ]);
  });

  it("fails a supporting stack on a 1 whatever the chits", () => {
    let state = decide(attack(board, order), "chits:attacker", "3");
    state = decide(roll(state, "command", 6), "call:attacker", stackId(S1));
    // 1 + 3 + 1 = 5 would fail anyway; the line says it was the 1.
    state = roll(state, `support:attacker:${stackId(S1)}`, 1);
    expect(state.tests.attacker[0]?.roll.passes).toBe(false);
    expect(lineKeys(state.effects).at(-1)).toBe("Log.NoSupportOnOne");
  });

  it("asks nothing of a side that calls no stack, and no chits of a defender with none left", () => {
    let state = decide(attack(board, { ...order, chits: { red: 3, blue: 0 } }), "chits:attacker", "0");
    // 5 + 0 + 2 = 7.
    state = decide(roll(state, "command", 5), "call:attacker");
    expect(pendingId(state)).toBe("call:defender");
    // Blue calls T1 but has no chit left: it tests with 0 CC, 3 + 0 + 3 = 6, and T1 stays out.
    state = roll(decide(state, "call:defender", stackId(T1)), `support:defender:${stackId(T1)}`, 3);
    expect(state.allocated.defender).toBe(0);
    expect(state.tests.defender[0]?.roll.passes).toBe(false);
    // 5 (A) against 2 (D alone): 2:1.
    const combat = pendingStep(state);
    expect(combat.kind === "roll" && combat.purpose.data["column"]).toBe("2:1");
  });

  it("lets the defender call none, then asks it for no chits", () => {
    let state = roll(decide(attack(board, order), "chits:attacker", "1"), "command", 4);
    state = decide(decide(state, "call:attacker"), "call:defender");
    expect(pendingId(state)).toBe("combat");
    expect(state.allocated.defender).toBe(0);
  });

  it("keeps disrupted stacks as supports unless the option says otherwise", () => {
    // Rule 10.1 asks only the attacking stack to be undisrupted; S1's r3 is disrupted.
    const disrupted = hexBoard([
      counter("r1", "red", A, { strength: 3 }),
      counter("b1", "blue", D),
      counter("r3", "red", S1, { status: ["disrupted"] }),
    ]);
    // 6 + 1 CC + 0 = 7: the order goes ahead.
    const ahead = (options: Record<string, unknown>) =>
      roll(
        decide(attack(disrupted, { from: A, target: D, chits: { red: 1 }, options }), "chits:attacker", "1"),
        "command",
        6,
      );
    const allowed = pendingStep(ahead({}));
    expect(allowed.kind === "decision" && [allowed.id, allowed.options.map((option) => option.legal)]).toEqual([
      "call:attacker",
      [true],
    ]);
    const forbidden = pendingStep(ahead({ disruptedMaySupport: false }));
    // S1 may not be called and blue has no stack to call: straight to the combat roll.
    expect(forbidden.kind === "roll" && forbidden.id).toBe("combat");
  });
});
