import { parseDice } from "@engine/session/dice";
import { collect, countOfFaces, type Distribution, mapDistribution, sumOfDice } from "@engine/session/distribution";
import { enumerateOutcomes, everyRoll } from "@engine/session/enumerate";
import { type Decide, firstLegal } from "@engine/session/run-session";
import type { RollStep } from "@engine/session/types";
import { apply, pending, start } from "./machine";
import type { VictoryMarginOutcome, VictoryMarginState } from "./state";
import { fallBackBandOf } from "./tables";

/** The effect on the defender as the margin decides it, before any choice. */
export type EffectBand = "no-effect" | "may-fall-back" | "must-fall-back" | "eliminated";

export type VictoryMarginOdds = {
  /** The victory margin (null: no test). */
  readonly margin: Distribution<number | null>;
  readonly effect: Distribution<EffectBand>;
  /** Centimetres fallen back (0: none). */
  readonly fallBack: Distribution<number>;
  /** The same, in the bands of the `fallBackBands` table. */
  readonly fallBackBand: Distribution<string>;
  readonly outcomes: Distribution<VictoryMarginOutcome>;
};

/** The default policy: a defender that may fall back does; rear supports stand; the rest take the first legal option. */
export const FALL_BACK_WHEN_ALLOWED: Decide<VictoryMarginState> = (step) =>
  step.id === "defender" ? ["fall-back"] : firstLegal(step);

/**
 * Exact odds from a state, over every remaining die, without walking faces the machine does not
 * read. The attack roll is read only by its count of sixes, so it is walked as one roll per count
 * (binomial chances). The fall back roll is read only by its sum, and only into `fallBack`: nothing
 * after it (supports have chosen; follow-ups go to the vacated space) depends on it, so it is
 * walked as one roll and each session that fell back then gets the sum of its margin's d6 by
 * convolution. 20 dice cost some 20 sessions, not 6^20. Decisions still to come are answered by `decide`.
 */
export function victoryMarginOdds(
  state: VictoryMarginState,
  decide: Decide<VictoryMarginState> = FALL_BACK_WHEN_ALLOWED,
): VictoryMarginOdds {
  const walked = enumerateOutcomes(
    { start, pending, apply },
    state,
    decide,
    (_state, outcome) => outcome,
    // The setup never changes and later steps never read the log or the chat lines.
    (next) => JSON.stringify({ ...next, log: [], effects: [], setup: null }),
    readings,
  );
  // A state that has fallen back already (fallBack ≥ 1 pip) keeps the pips it rolled.
  const outcomes = state.fallBack > 0 ? walked : collect(walked.flatMap(withFallBackRolled));
  return {
    margin: mapDistribution(outcomes, (outcome) => outcome.margin),
    effect: mapDistribution(outcomes, effectBand),
    fallBack: mapDistribution(outcomes, (outcome) => outcome.fallBack),
    fallBackBand: mapDistribution(outcomes, (outcome) => fallBackBandOf(outcome.fallBack)),
    outcomes,
  };
}

export function effectBand(outcome: VictoryMarginOutcome): EffectBand {
  if (outcome.effect === "eliminated") return "eliminated";
  if (outcome.band === "must") return "must-fall-back";
  return outcome.band === "may" ? "may-fall-back" : "no-effect";
}

/** The attack roll by its count of sixes (that many sixes, the rest ones); the fall back roll as ones (its sum comes after). */
function readings(step: RollStep): Distribution<readonly number[]> {
  const { count, faces } = parseDice(step.dice);
  if (step.id === "attack")
    return countOfFaces(count, faces, 1).map(({ value, p }) => ({
      value: Array.from({ length: count }, (_, n) => (n < value ? faces : 1)),
      p,
    }));
  if (step.id === "fall-back") return [{ value: new Array<number>(count).fill(1), p: 1 }];
  return everyRoll(step);
}

/** A session that fell back, once per sum of its margin's d6 (walked as ones), with that sum's chance. */
function withFallBackRolled(entry: {
  readonly value: VictoryMarginOutcome;
  readonly p: number;
}): { value: VictoryMarginOutcome; p: number }[] {
  const { value, p } = entry;
  if (value.effect !== "falls-back" || value.margin === null) return [entry];
  return sumOfDice(value.margin, 6).map((sum) => ({ value: { ...value, fallBack: sum.value }, p: p * sum.p }));
}
