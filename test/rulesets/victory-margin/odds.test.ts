import { describe, expect, it } from "vitest";
import { FALL_BACK_WHEN_ALLOWED, victoryMarginOdds } from "@rulesets/victory-margin/odds";
import { effectBand } from "@rulesets/victory-margin/odds";
import { fallBackBandOf } from "@rulesets/victory-margin/tables";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import { seededDice } from "@engine/session/dice-source";
import { type Distribution, probabilityOf } from "@engine/session/distribution";
import { runSession } from "@engine/session/run-session";
import { begin, cmBoard, duel, outcomeOf } from "./fixtures";

const total = (distribution: Distribution<unknown>): number => distribution.reduce((sum, entry) => sum + entry.p, 0);

describe("exact odds of a victory test", () => {
  it("match a hand count: three dice against strength 1 and cover 1", () => {
    // Sixes k ~ Binomial(3, 1/6): 125, 75, 15, 1 in 216. Margin k − 1: none for k ≤ 1 (200/216),
    // may for k = 2 (15/216), must for k = 3 (1/216). A defender that may falls back (the default
    // policy): margin 1 is 1d6 cm, margin 2 is 2d6 cm. In 7776ths: 1–5 cm: 15·6·5 (1d6 ≤ 5) + 10
    // (2d6 ≤ 5) = 460; 6–10 cm: 15·6 (a 6) + 23 (2d6 from 6 to 10: 5+6+5+4+3) = 113; 11–20: 3.
    const odds = victoryMarginOdds(begin(cmBoard(duel({}, { cover: 1 })), { attackRoll: undefined, attackDice: 3 }));
    expect(probabilityOf(odds.effect, "no-effect")).toBeCloseTo(200 / 216, 12);
    expect(probabilityOf(odds.effect, "may-fall-back")).toBeCloseTo(15 / 216, 12);
    expect(probabilityOf(odds.effect, "must-fall-back")).toBeCloseTo(1 / 216, 12);
    expect(probabilityOf(odds.fallBackBand, "none")).toBeCloseTo(7200 / 7776, 12);
    expect(probabilityOf(odds.fallBackBand, "1-5")).toBeCloseTo(460 / 7776, 12);
    expect(probabilityOf(odds.fallBackBand, "6-10")).toBeCloseTo(113 / 7776, 12);
    expect(probabilityOf(odds.fallBackBand, "11-20")).toBeCloseTo(3 / 7776, 12);
    expect(probabilityOf(odds.fallBack, 12)).toBeCloseTo(1 / 7776, 12);
    expect(probabilityOf(odds.margin, -1)).toBeCloseTo(125 / 216, 12);
    expect(total(odds.outcomes)).toBeCloseTo(1, 12);
  });

  it("match a seeded Monte Carlo run of 100,000 tests within 0.5%", () => {
    // Eight dice, armour advantage 1 against strength 1 and cover 2: margin = sixes; may for 1–2,
    // must for 3 or more; up to 8d6 cm.
    const state = begin(cmBoard(duel({ armour: 1 }, { cover: 2 })), { attackRoll: undefined, attackDice: 8 });
    const odds = victoryMarginOdds(state);
    expect(total(odds.effect)).toBeCloseTo(1, 12);
    const runs = 100_000;
    const dice = seededDice(20261121);
    const effects = new Map<string, number>();
    const bands = new Map<string, number>();
    const bump = (map: Map<string, number>, key: string): void => void map.set(key, (map.get(key) ?? 0) + 1);
    for (let run = 0; run < runs; run += 1) {
      const outcome = outcomeOf(runSession(victoryMargin, state.setup, FALL_BACK_WHEN_ALLOWED, dice, state));
      bump(effects, effectBand(outcome));
      bump(bands, fallBackBandOf(outcome.fallBack));
    }
    for (const [distribution, counts] of [
      [odds.effect, effects],
      [odds.fallBackBand, bands],
    ] as const) {
      for (const { value, p } of distribution)
        expect(Math.abs((counts.get(value) ?? 0) / runs - p), value).toBeLessThan(0.005);
      for (const key of counts.keys()) expect(probabilityOf<string>(distribution, key)).toBeGreaterThan(0);
    }
    // No sixes in eight dice: (5/6)^8 ≈ 0.2326 has no effect.
    expect(probabilityOf(odds.effect, "no-effect")).toBeCloseTo((5 / 6) ** 8, 12);
  });

  it("stay exact at the cap of 20 dice", () => {
    // Strength 1, cover 0: margin = sixes − 1; no effect for 0 or 1 six: (5/6)^20 + 20·(1/6)(5/6)^19;
    // 20 sixes (1/6)^20 give margin 19, must, 19d6 cm: 19 to 114, the extremes (1/6)^19 of that each.
    const odds = victoryMarginOdds(begin(cmBoard(duel()), { attackRoll: undefined, attackDice: 20 }));
    expect(probabilityOf(odds.effect, "no-effect")).toBeCloseTo((5 / 6) ** 20 + 20 * (1 / 6) * (5 / 6) ** 19, 12);
    expect(probabilityOf(odds.margin, 19)).toBeCloseTo((1 / 6) ** 20, 25);
    expect(probabilityOf(odds.fallBack, 114)).toBeCloseTo((1 / 6) ** 39, 40);
    expect(total(odds.fallBack)).toBeCloseTo(1, 12);
  });

  it("are the odds the ruleset reports, from any state", () => {
    const state = begin(cmBoard(duel()), { attackRoll: [6, 6] });
    // Margin 1, must: 1d6 cm, each 1/6.
    expect(probabilityOf(victoryMargin.odds(state).fallBack, 3)).toBeCloseTo(1 / 6, 12);
  });
});
