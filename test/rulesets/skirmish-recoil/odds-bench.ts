import { type Decide, firstLegal, runSession } from "@engine/session/run-session";
import { skirmishOdds } from "@rulesets/skirmish-recoil/odds";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import type { SkirmishState } from "@rulesets/skirmish-recoil/state";
import { joint, type OddsBenchCase } from "../../../bench/odds-case";
import * as skirmish from "./fixtures";

/** Skirmish-recoil: a flee of its full 12 in across four hedges, after a heroic FER test. */
export function oddsBenchCase(): OddsBenchCase {
  const hedges = [0, 1, 2, 3].map((n) => skirmish.box(`h${n}`, "barrier", -200, -80 - 50 * n, 200, -70 - 50 * n));
  const state = skirmish.begin(skirmish.inchBoard(skirmish.pair({ fer: 1 }), { areas: hedges }), {
    result: "flee",
    options: { crossingTarget: 3 },
  });
  const policy: Decide<SkirmishState> = (step) => (step.id === "heroic" ? ["stand"] : firstLegal(step));
  return {
    name: "skirmish-recoil, a flee across four barriers",
    exact: () => joint(skirmishOdds(state, policy).byResult.flee?.outcomes ?? [], (outcome) => outcome.fate),
    play: (dice) => skirmish.outcomeOf(runSession(skirmishRecoil, state.setup, policy, dice, state)).fate,
    seed: 20261127,
  };
}
