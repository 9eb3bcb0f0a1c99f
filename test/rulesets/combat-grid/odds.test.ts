import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { combatGridOdds } from "@rulesets/combat-grid/odds";
import type { CombatGridOutcome, CombatGridState } from "@rulesets/combat-grid/state";
import { type Decide, firstLegal, runSession } from "@engine/session/run-session";
import { seededDice } from "@engine/session/dice-source";
import { type Distribution, probabilityOf } from "@engine/session/distribution";
import { armor, decide, infantry, setup, SQUARE, unit } from "./fixtures";

const total = (distribution: Distribution<unknown>): number => distribution.reduce((sum, entry) => sum + entry.p, 0);

describe("exact odds", () => {
  it("match a hand count: a total of 14 scores 1, 2, 3 or 4 hits with chances 1/6, 3/6, 1/6, 1/6", () => {
    // Grids for 14: die 1 reaches 12 (1 hit); 2 reaches 9, 14 (2); 3 reaches 7, 11 (2); 4 reaches
    // 5, 9 (2); 5 reaches 3, 5, 11 (3); 6 reaches 1, 4, 8, 14 (4).
    const state = combatGrid.start(
      setup({
        units: [unit("r", "red", infantry([14])), unit("b", "blue", infantry([1, 1, 1, 1, 1]))],
        options: { evasion: "none" },
      }),
    );
    const odds = combatGridOdds(state);
    expect(probabilityOf(odds.attackerHits, 1)).toBeCloseTo(1 / 6, 12);
    expect(probabilityOf(odds.attackerHits, 2)).toBeCloseTo(3 / 6, 12);
    expect(probabilityOf(odds.attackerHits, 3)).toBeCloseTo(1 / 6, 12);
    expect(probabilityOf(odds.attackerHits, 4)).toBeCloseTo(1 / 6, 12);
    // Blue's 1 scores only on a 6; five steps survive up to four hits: blue always holds.
    expect(probabilityOf(odds.defenderHits, 1)).toBeCloseTo(1 / 6, 12);
    expect(odds.result.map((entry) => entry.value)).toEqual(["holds"]);
    expect(probabilityOf(odds.result, "holds")).toBeCloseTo(1, 12);
  });

  it("match a seeded Monte Carlo run of 100,000 combats within 0.5%", () => {
    // A tank battle in the open with Recce shooting first, the armor advantage, a prepared
    // position, hit choices and evasion, from the decision point after the tactics are revealed.
    // Blue retreats once it has taken two hits.
    const units = [
      unit("t", "red", armor([6, 4], 4), { cameFrom: { i: 5, j: 4 } }),
      unit("i", "red", infantry([5, 3])),
      unit("u", "blue", armor([5, 3], 3)),
      unit("v", "blue", infantry([4])),
    ];
    const policy: Decide<CombatGridState> = (step, current) => {
      if (step.id !== "evade") return firstLegal(step);
      const taken = current.units
        .filter((candidate) => candidate.role === "defender")
        .reduce((sum, candidate) => sum + candidate.hits, 0);
      return [taken >= 2 ? "retreat" : "hold"];
    };
    let state: CombatGridState = combatGrid.start(
      setup({ units, ops: { red: 1, blue: 1 }, preparedPositions: 1, terrain: [{ cell: SQUARE, kind: "open" }] }),
    );
    state = decide(decide(state, "tactics:attacker", "recce"), "tactics:defender");
    const odds = combatGridOdds(state, policy);
    expect(total(odds.outcomes)).toBeCloseTo(1, 12);
    expect(total(odds.attackerHits)).toBeCloseTo(1, 12);
    expect(total(odds.result)).toBeCloseTo(1, 12);

    const runs = 100_000;
    const dice = seededDice(20240601);
    const counts = {
      attacker: new Map<number, number>(),
      defender: new Map<number, number>(),
      result: new Map<string, number>(),
    };
    const bump = <K>(map: Map<K, number>, key: K): void => void map.set(key, (map.get(key) ?? 0) + 1);
    for (let run = 0; run < runs; run += 1) {
      const end = runSession(combatGrid, state.setup, policy, dice, state);
      const step = combatGrid.pending(end);
      if (step.kind !== "done") throw new Error("unfinished");
      const outcome: CombatGridOutcome = step.outcome;
      bump(counts.attacker, outcome.inflicted.attacker);
      bump(counts.defender, outcome.inflicted.defender);
      bump(counts.result, outcome.result);
    }
    const compare = <K>(distribution: Distribution<K>, map: Map<K, number>): void => {
      for (const { value, p } of distribution) expect(Math.abs((map.get(value) ?? 0) / runs - p)).toBeLessThan(0.005);
      for (const key of map.keys()) expect(probabilityOf(distribution, key)).toBeGreaterThan(0);
    };
    compare(odds.attackerHits, counts.attacker);
    compare(odds.defenderHits, counts.defender);
    compare(odds.result, counts.result);
    // Red's 11 scores 0 (die 1), 1 (2), 2 (3, 4) or 3 (5, 6) grid hits, plus the extra hit when it
    // scores; the marker absorbs one. Blue's three steps: it holds on a 1 or 2, takes two hits and
    // retreats on a 3 or 4, and is shattered on a 5 or 6.
    expect(probabilityOf(odds.result, "holds")).toBeCloseTo(1 / 3, 12);
    expect(probabilityOf(odds.result, "retreats")).toBeCloseTo(1 / 3, 12);
    expect(probabilityOf(odds.result, "shattered")).toBeCloseTo(1 / 3, 12);
  });
});
