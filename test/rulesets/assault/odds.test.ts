import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { allRolls, parseDice } from "@engine/session/dice";
import { probabilityOf } from "@engine/session/distribution";
import { advance } from "@engine/session/advance";
import type { AssaultState } from "@rulesets/assault/state";
import { monteCarlo } from "./monte-carlo";
import { decide, pendingStep, roll, setup, toFight, unit } from "./fixtures";

const total = (entries: readonly { p: number }[]): number => entries.reduce((sum, entry) => sum + entry.p, 0);

describe("exact odds", () => {
  it("match a hand count, ties summed as a geometric series", () => {
    // a1 (close combat 6) always hits x1 (close combat 0: no attack; armour 4: saves half the
    // time). Saved, the result: both +1 zero shock, equal; each keeps the best of 2d6, equal with
    // chance Σ((2m−1)/36)² = 286/1296, else each wins with (1296 − 286)/2/1296 = 505/1296. The
    // winner's margin is at least 1: the loser's one unit goes. A tie fights the same round again.
    // P(red) = (1/2 + 1/2·505/1296) / (1 − 1/2·286/1296) = 900.5/1153 = 1801/2306.
    const state = toFight(
      assault.start(
        setup([
          unit("a1", "red", "A", { i: 0, j: 3 }, { data: { closeCombat: 6 } }),
          unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { closeCombat: 0, armour: 4 } }),
        ]),
      ),
    );
    const odds = assault.odds(state);
    expect(odds.attackerWins).toBeCloseTo(1801 / 2306, 12);
    expect(odds.defenderWins).toBeCloseTo(505 / 2306, 12);
    expect(odds.off).toBe(0);
    expect(probabilityOf(odds.casualties.defender, 1)).toBeCloseTo(1801 / 2306, 12);
    expect(odds.expectedCasualties.attacker).toBeCloseTo(505 / 2306, 12);
    expect(total(odds.outcomes)).toBeCloseTo(1, 12);
  });

  it("are the same whatever step they are asked at (the chance of each roll times the odds after it)", () => {
    // Two a side, armour and a supporting formation each: the odds at a roll equal the odds after
    // each of its results, weighted by their chances; and before the moves, the odds of the policy.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }, { data: { armour: 5 } }),
      unit("a2", "red", "A", { i: 2, j: 2 }, { data: { firefight: 4 } }),
      unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { armour: 4 } }),
      unit("x2", "blue", "X", { i: 1, j: 5 }),
      unit("t1", "red", "T", { i: 3, j: 1 }),
      unit("s1", "blue", "S", { i: 0, j: 7 }),
    ];
    const start = assault.start(setup(units, { formations: { X: { shock: 1 } } }));
    const first = toFight(start);
    expect(assault.odds(start).attackerWins).toBeCloseTo(assault.odds(first).attackerWins, 12);
    const expand = (state: AssaultState): number => {
      const step = pendingStep(state);
      if (step.kind !== "roll") throw new Error("not a roll");
      const rolls = allRolls(parseDice(step.dice));
      return rolls.reduce(
        (sum, dice) =>
          sum +
          assault.odds(advance(assault, state, { kind: "roll", step: step.id, dice })).attackerWins / rolls.length,
        0,
      );
    };
    expect(expand(first)).toBeCloseTo(assault.odds(first).attackerWins, 12);
    const saving = roll(roll(first, "attack:1:attacker", 1, 1), "attack:1:defender", 1, 6);
    expect(pendingStep(saving).kind === "roll" && pendingStep(saving)).toMatchObject({ id: "saves:1:attack:defender" });
    expect(expand(saving)).toBeCloseTo(assault.odds(saving).attackerWins, 12);
    const calling = roll(roll(first, "attack:1:attacker", 6, 6), "attack:1:defender", 6, 6);
    const supported = decide(decide(calling, "support:1:attacker", "T"), "support:1:defender", "S");
    expect(assault.odds(calling).attackerWins).toBeCloseTo(assault.odds(supported).attackerWins, 12);
    expect(expand(supported)).toBeCloseTo(assault.odds(supported).attackerWins, 12);
    const resulting = roll(roll(supported, "support-fire:1:attacker", 6), "support-fire:1:defender", 6);
    const rolled = roll(resulting, "result:1:attacker", 4, 2);
    expect(expand(rolled)).toBeCloseTo(assault.odds(rolled).attackerWins, 12);
  });

  it("match a seeded Monte Carlo run of the session", () => {
    // 3,000 assaults (bench/assault-odds.ts plays 100,000 and holds them to 0.5%): the win chance
    // has a standard error under 0.0092 here, so 0.03 is over three of them.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }, { data: { armour: 5 } }),
      unit("a2", "red", "A", { i: 2, j: 2 }, { data: { firefight: 4 } }),
      unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { armour: 4 } }),
      unit("x2", "blue", "X", { i: 1, j: 5 }),
      unit("t1", "red", "T", { i: 3, j: 1 }),
      unit("s1", "blue", "S", { i: 0, j: 7 }),
    ];
    const state = toFight(assault.start(setup(units, { formations: { X: { shock: 1 } } })));
    const odds = assault.odds(state);
    const seen = monteCarlo(state, 3000, 20240601);
    expect(Math.abs(seen.attackerWins - odds.attackerWins)).toBeLessThan(0.03);
    expect(Math.abs(seen.attackerLost - odds.expectedCasualties.attacker)).toBeLessThan(0.05);
    expect(Math.abs(seen.defenderLost - odds.expectedCasualties.defender)).toBeLessThan(0.05);
  });
});
