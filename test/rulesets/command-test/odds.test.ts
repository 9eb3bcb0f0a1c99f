import { describe, it, expect } from "vitest";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { passChance } from "@rulesets/command-test/command-roll";
import { callEveryStack, commandTestOdds } from "@rulesets/command-test/odds";
import type { CommandTestState } from "@rulesets/command-test/state";
import { type Decide, runSession } from "@engine/session/run-session";
import { seededDice } from "@engine/session/dice-source";
import { type Distribution, probabilityOf } from "@engine/session/distribution";
import { stackId } from "@rulesets/command-test/state-helpers";
import { attack, counter, decide, hex, hexBoard } from "./fixtures";

const A = hex(0, 0);
const D = hex(1, 0);
const total = (distribution: Distribution<unknown>): number => distribution.reduce((sum, entry) => sum + entry.p, 0);

/** Red (strength 4, with a commander of `rating`) attacks blue (strength 2), having allocated `chits`. */
function ordered(chits: number, rating: number): CommandTestState {
  const board = hexBoard([
    counter("r", "red", A, { strength: 4 }),
    counter("cmd", "red", A, { commander: rating, strength: 0 }),
    counter("b", "blue", D, { strength: 2 }),
  ]);
  const start = attack(board, { from: A, target: D, chits: { red: chits } });
  return chits === 0 ? start : decide(start, "chits:attacker", String(chits));
}

describe("exact odds", () => {
  it("give the chance an order goes ahead with any chits and rating: the faces 2 to 6 that reach 7", () => {
    for (let chits = 0; chits <= 4; chits += 1) {
      for (let rating = 0; rating <= 3; rating += 1) {
        expect(commandTestOdds(ordered(chits, rating)).goesAhead, `CC ${chits}, CR ${rating}`).toBeCloseTo(
          passChance(chits, rating),
          12,
        );
      }
    }
  });

  it("give each result: the chance of going ahead times the die faces of the column", () => {
    // CC 1 + CR 2 needs a 4, 5 or 6: 1/2. 4 against 2 is 2:1: AR1, NE, NE, DR1, EX, DR2.
    const odds = commandTestOdds(ordered(1, 2));
    expect(odds.goesAhead).toBeCloseTo(1 / 2, 12);
    expect(probabilityOf(odds.result, null)).toBeCloseTo(1 / 2, 12);
    expect(probabilityOf(odds.result, "AR1")).toBeCloseTo(1 / 12, 12);
    expect(probabilityOf(odds.result, "NE")).toBeCloseTo(2 / 12, 12);
    expect(probabilityOf(odds.result, "DR1")).toBeCloseTo(1 / 12, 12);
    expect(probabilityOf(odds.result, "EX")).toBeCloseTo(1 / 12, 12);
    expect(probabilityOf(odds.result, "DR2")).toBeCloseTo(1 / 12, 12);
    expect(total(odds.outcomes)).toBeCloseTo(1, 12);
    // The resolver asks the ruleset for the same.
    expect(commandTest.odds(ordered(1, 2))).toEqual(odds);
  });

  it("match a seeded Monte Carlo run of 60,000 orders within 0.5%", () => {
    // Supporting stacks on both sides: red's S1 (CR 1) and S2 (no commander), blue's T1 (CR 3);
    // blue allocates 1 chit; every stack called. Red has allocated 1 chit, with Ney's CR 2.
    const board = hexBoard([
      counter("r1", "red", A, { strength: 3 }),
      counter("ney", "red", A, { commander: 2, strength: 0 }),
      counter("b1", "blue", D, { strength: 2 }),
      counter("r3", "red", hex(0, 1), { strength: 2 }),
      counter("mur", "red", hex(0, 1), { commander: 1, strength: 0 }),
      counter("r4", "red", hex(1, -1), { strength: 1 }),
      counter("b2", "blue", hex(2, 0), { strength: 3 }),
      counter("kut", "blue", hex(2, 0), { commander: 3, strength: 0 }),
    ]);
    const policy: Decide<CommandTestState> = (step, state) =>
      step.id === "chits:defender" ? ["1"] : callEveryStack(step, state);
    const state = decide(attack(board, { from: A, target: D, chits: { red: 2, blue: 2 } }), "chits:attacker", "1");
    const odds = commandTestOdds(state, policy);
    expect(total(odds.outcomes)).toBeCloseTo(1, 12);
    // The order: 1 + CR 2 needs a 4 or better: 1/2.
    expect(odds.goesAhead).toBeCloseTo(1 / 2, 12);

    const runs = 60_000;
    const dice = seededDice(1812);
    const counts = { goesAhead: 0, result: new Map<string | null, number>(), supporting: new Map<string, number>() };
    const bump = <K>(map: Map<K, number>, key: K): void => void map.set(key, (map.get(key) ?? 0) + 1);
    const supportKey = (outcome: { supporting: unknown }): string => JSON.stringify(outcome.supporting);
    for (let run = 0; run < runs; run += 1) {
      const step = commandTest.pending(runSession(commandTest, state.setup, policy, dice, state));
      if (step.kind !== "done") throw new Error("unfinished");
      if (step.outcome.goesAhead) counts.goesAhead += 1;
      bump(counts.result, step.outcome.result);
      bump(counts.supporting, supportKey(step.outcome));
    }
    expect(Math.abs(counts.goesAhead / runs - odds.goesAhead)).toBeLessThan(0.005);
    for (const { value, p } of odds.result)
      expect(Math.abs((counts.result.get(value) ?? 0) / runs - p), String(value)).toBeLessThan(0.005);
    for (const key of counts.result.keys()) expect(probabilityOf(odds.result, key)).toBeGreaterThan(0);
    const supporting = new Map<string, number>();
    for (const { value, p } of odds.outcomes)
      supporting.set(supportKey(value), (supporting.get(supportKey(value)) ?? 0) + p);
    for (const [key, p] of supporting)
      expect(Math.abs((counts.supporting.get(key) ?? 0) / runs - p), key).toBeLessThan(0.005);
    // Every stack joining: the order 1/2; S1 needs 5 or 6 (5 + 1 CC + CR 1 = 7): 2/6; S2 a 6
    // (6 + 1 + 0): 1/6; T1 3 or better (3 + 1 + CR 3): 4/6.
    const all = { attacker: [stackId(hex(0, 1)), stackId(hex(1, -1))], defender: [stackId(hex(2, 0))] };
    expect(supporting.get(JSON.stringify(all))).toBeCloseTo((1 / 2) * (2 / 6) * (1 / 6) * (4 / 6), 12);
  });
});
