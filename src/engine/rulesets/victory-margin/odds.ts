import { type Distribution, mapDistribution } from "../../session/distribution";
import { enumerateOutcomes } from "../../session/enumerate";
import { type Decide, firstLegal } from "../../session/run-session";
import { apply, pending, start } from "./machine";
import { type DieByDie, oneDieAtATime } from "../../session/one-die-at-a-time";
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
export const FALL_BACK_WHEN_ALLOWED: Decide<VictoryMarginState> = (step) => (step.id === "defender" ? ["fall-back"] : firstLegal(step));

/**
 * Exact odds from a state, over every remaining die, seen one die at a time so that a handful of
 * dice stays cheap. Decisions still to come are answered by `decide`.
 */
export function victoryMarginOdds(state: VictoryMarginState, decide: Decide<VictoryMarginState> = FALL_BACK_WHEN_ALLOWED): VictoryMarginOdds {
  const machine = oneDieAtATime({ start, pending, apply });
  const from: DieByDie<VictoryMarginState> = { log: [], inner: state, faces: [] };
  const outcomes = enumerateOutcomes(
    machine,
    from,
    (step, wrapped) => decide(step, wrapped.inner),
    (_wrapped, outcome) => outcome,
    // The setup never changes and later steps never read the log or the chat lines.
    (wrapped) => JSON.stringify({ inner: { ...wrapped.inner, log: [], effects: [], setup: null }, faces: wrapped.faces }),
  );
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
