import { type Decide, runSession } from "@engine/session/run-session";
import { FALL_BACK_WHEN_ALLOWED, effectBand, victoryMarginOdds } from "@rulesets/victory-margin/odds";
import { MAX_ATTACK_DICE } from "@rulesets/victory-margin/setup";
import type { VictoryMarginOutcome, VictoryMarginState } from "@rulesets/victory-margin/state";
import { fallBackBandOf } from "@rulesets/victory-margin/tables";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import { joint, type OddsBenchCase } from "../../../bench/odds-case";
import * as margin from "./fixtures";

/** Victory-margin at its cap: 20 attack dice, armour advantage 2 against strength 1 and cover 2, with a rear support going along. */
export function oddsBenchCase(): OddsBenchCase {
  const units = [
    ...margin.duel({ armour: 2 }, { cover: 2 }),
    margin.base("R", "blue", 0, -60, { cover: 2 }, { facing: 0 }),
  ];
  const state: VictoryMarginState = margin.begin(margin.cmBoard(units), {
    attackRoll: undefined,
    attackDice: MAX_ATTACK_DICE,
    defenderSupports: ["R"],
  });
  const policy: Decide<VictoryMarginState> = (step, at) =>
    step.id.startsWith("support:") ? ["fall-back"] : FALL_BACK_WHEN_ALLOWED(step, at);
  const read = (outcome: VictoryMarginOutcome): string => `${effectBand(outcome)} ${fallBackBandOf(outcome.fallBack)}`;
  return {
    name: `victory-margin, ${MAX_ATTACK_DICE} attack dice`,
    exact: () => joint(victoryMarginOdds(state, policy).outcomes, read),
    play: (dice) => read(margin.outcomeOf(runSession(victoryMargin, state.setup, policy, dice, state))),
    seed: 20261124,
  };
}
