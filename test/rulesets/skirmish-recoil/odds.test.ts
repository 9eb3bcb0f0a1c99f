import { describe, expect, it } from "vitest";
import { skirmishOdds } from "@rulesets/skirmish-recoil/odds";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import type { SkirmishState } from "@rulesets/skirmish-recoil/state";
import { seededDice } from "@engine/session/dice-source";
import { type Distribution, probabilityOf } from "@engine/session/distribution";
import { type Decide, firstLegal, runSession } from "@engine/session/run-session";
import { begin, box, inchBoard, outcomeOf, pair, pendingId } from "./fixtures";

/** A fleeing figure that always tries its heroic FER test. */
const heroic: Decide<SkirmishState> = (step) => (step.id === "heroic" ? ["stand"] : firstLegal(step));
const total = (distribution: Distribution<unknown>): number => distribution.reduce((sum, entry) => sum + entry.p, 0);

describe("exact odds of a result", () => {
  it("match a hand count: FER 1 against 5, then a hedge crossed on 4+", () => {
    // FER: 1d6 + 1 ≥ 5 on a 4, 5 or 6: Downed 1/2. Otherwise it flees and crosses on 4+: fled 1/4, destroyed 1/4.
    const state = begin(inchBoard(pair({ fer: 1 }), { areas: [box("hedge", "barrier", -200, -110, 200, -100)] }), {
      result: "flee",
    });
    const fate = skirmishOdds(state, heroic).byResult.flee?.fate ?? [];
    expect(probabilityOf(fate, "downed")).toBeCloseTo(1 / 2, 12);
    expect(probabilityOf(fate, "fled")).toBeCloseTo(1 / 4, 12);
    expect(probabilityOf(fate, "destroyed")).toBeCloseTo(1 / 4, 12);
  });

  it("give each result's odds while the result is still to be chosen", () => {
    const odds = skirmishRecoil.odds(begin(inchBoard(pair())));
    expect(Object.keys(odds.byResult)).toEqual(["recoil", "flee", "downed", "break-off"]);
    expect(probabilityOf(odds.byResult.recoil?.fate ?? [], "recoiled")).toBe(1);
    expect(probabilityOf(odds.byResult.downed?.fate ?? [], "downed")).toBe(1);
    // Fleeing in the open by the default policy (it flees, no FER test): fled for certain.
    expect(probabilityOf(odds.byResult.flee?.fate ?? [], "fled")).toBe(1);
  });

  it("match a seeded Monte Carlo run of 100,000 within 0.5%: FER 2, two hedges crossed on 3+", () => {
    // By hand: Downed 4/6 = 2/3 (1d6 + 2 ≥ 5 on 3+); else two crossings at 4/6 each: fled (1/3)(4/9)
    // = 4/27, destroyed (1/3)(5/9) = 5/27.
    const hedges = [box("h1", "barrier", -200, -80, 200, -70), box("h2", "barrier", -200, -130, 200, -120)];
    const state = begin(inchBoard(pair({ fer: 2 }), { areas: hedges }), {
      result: "flee",
      options: { crossingTarget: 3 },
    });
    expect(pendingId(state)).toBe("heroic");
    const fate = skirmishOdds(state, heroic).byResult.flee?.fate ?? [];
    expect(total(fate)).toBeCloseTo(1, 12);
    expect(probabilityOf(fate, "downed")).toBeCloseTo(2 / 3, 12);
    expect(probabilityOf(fate, "fled")).toBeCloseTo(4 / 27, 12);
    expect(probabilityOf(fate, "destroyed")).toBeCloseTo(5 / 27, 12);
    const runs = 100_000;
    const dice = seededDice(1121);
    const counts = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      const end = outcomeOf(runSession(skirmishRecoil, state.setup, heroic, dice, state));
      counts.set(end.fate, (counts.get(end.fate) ?? 0) + 1);
    }
    for (const { value, p } of fate) expect(Math.abs((counts.get(value) ?? 0) / runs - p), value).toBeLessThan(0.005);
    for (const key of counts.keys()) expect(probabilityOf<string>(fate, key)).toBeGreaterThan(0);
  });
});
