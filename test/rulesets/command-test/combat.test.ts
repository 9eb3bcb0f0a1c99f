import { describe, it, expect } from "vitest";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { applyEffects } from "@engine/session/apply-effects";
import { attack, counter, decide, hex, hexBoard, lineKeys, outcomeOf, pendingId, pendingStep, roll } from "./fixtures";

const A = hex(0, 0);
const D = hex(1, 0);

/** Red's stack at A (CR 6, so a 2 or better goes ahead) attacks blue's at D; the order passes on a 6. */
function fought(red: readonly [string, number][], blue: readonly [string, number][], die: number) {
  const board = hexBoard([
    ...red.map(([id, strength]) => counter(id, "red", A, { strength })),
    counter("ney", "red", A, { commander: 6, strength: 0 }),
    ...blue.map(([id, strength]) => counter(id, "blue", D, { strength })),
  ]);
  return { board, state: roll(roll(attack(board, { from: A, target: D }), "command", 6), "combat", die) };
}

describe("combat results", () => {
  it("eliminates the defending stack on DE and the attacking units on AE", () => {
    // 6 against 1 is 5:1, whose die 5 is DE.
    const de = fought(
      [["r", 6]],
      [
        ["b", 1],
        ["c", 0],
      ],
      5,
    ).state;
    expect(outcomeOf(de).result).toBe("DE");
    expect(de.effects.filter((effect) => effect.kind === "eliminated")).toEqual([
      { kind: "eliminated", unitId: "b" },
      { kind: "eliminated", unitId: "c" },
    ]);
    // 1 against 2 is 1:2, whose die 1 is AE: the ordered units (Ney among them) are eliminated.
    const ae = fought([["r", 1]], [["b", 2]], 1).state;
    expect(outcomeOf(ae).result).toBe("AE");
    expect(
      ae.effects
        .filter((effect) => effect.kind === "eliminated")
        .map((effect) => effect.kind === "eliminated" && effect.unitId),
    ).toEqual(["r", "ney"]);
  });

  it("sends the attacking units back on AR, away from the defending hex", () => {
    // 1 against 2, die 2: AR1.
    const { state } = fought([["r", 1]], [["b", 2]], 2);
    expect(commandTest.moveRequests(state)).toEqual([
      { kind: "retreat", unitId: "r", awayFrom: [D], cells: 1 },
      { kind: "retreat", unitId: "ney", awayFrom: [D], cells: 1 },
    ]);
  });

  it("does nothing on NE", () => {
    // 4 against 2 is 2:1, whose die 2 is NE.
    const { state } = fought([["r", 4]], [["b", 2]], 2);
    expect(outcomeOf(state).result).toBe("NE");
    expect(lineKeys(state.effects).slice(-2)).toEqual(["Log.Combat", "Log.NoEffect"]);
  });

  it("on EX eliminates the defender, and the attacker loses at least its strength, choosing unit by unit", () => {
    // 5 (3 + 2 + Ney's 0) against 2 is 2:1 (5:2 does not reach 3:1), whose die 5 is EX.
    const { state } = fought(
      [
        ["r3", 3],
        ["r2", 2],
      ],
      [["b", 2]],
      5,
    );
    expect(pendingId(state)).toBe("exchange:0");
    const choice = pendingStep(state);
    expect(choice.kind === "decision" && choice.options.map((option) => option.id)).toEqual(["r3", "r2", "ney"]);
    expect(choice.kind === "decision" && choice.prompt.data["owed"]).toBe(2);
    // Ney is worth nothing: 2 still owed, and r3 and r2 (5 in all) still to choose from.
    const afterNey = decide(state, "exchange:0", "ney");
    expect(pendingId(afterNey)).toBe("exchange:1");
    // r2's 2 pays the debt.
    const done = decide(afterNey, "exchange:1", "r2");
    expect(outcomeOf(done).result).toBe("EX");
    expect(done.effects.flatMap((effect) => (effect.kind === "eliminated" ? [effect.unitId] : []))).toEqual([
      "b",
      "ney",
      "r2",
    ]);
    // Taking r3 first (3 ≥ 2) ends it at once.
    expect(decide(state, "exchange:0", "r3").lost).toEqual(["r3"]);
  });

  it("stops asking once one unit is left, or all of them are owed", () => {
    // 3 + 0 against 1: 3:1, whose die 4 is EX; 1 is owed, and r (3) or Ney (0) may go first.
    const { state } = fought([["r", 3]], [["b", 1]], 4);
    expect(pendingId(state)).toBe("exchange:0");
    // With Ney gone, r alone is left: it goes without a question.
    expect(decide(state, "exchange:0", "ney").lost).toEqual(["ney", "r"]);
    // A defender worth more than all the attackers (4 against 2 + 0) takes them all at once; a
    // table of nothing but EX shows it.
    const board = hexBoard([
      counter("r", "red", A, { strength: 2 }),
      counter("ney", "red", A, { commander: 6, strength: 0 }),
      counter("b", "blue", D, { strength: 4 }),
    ]);
    const table = [{ attacker: 1, defender: 1, results: ["EX", "EX", "EX", "EX", "EX", "EX"] }];
    const all = roll(
      roll(attack(board, { from: A, target: D, options: { resultsTable: table } }), "command", 6),
      "combat",
      1,
    );
    expect(pendingId(all)).toBe("done");
    expect(all.lost).toEqual(["r", "ney"]);
    expect(applyEffects(board, all.effects).units).toEqual([]);
  });
});
