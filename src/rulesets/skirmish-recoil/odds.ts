import { type Distribution, mapDistribution } from "@engine/session/distribution";
import { enumerateOutcomes } from "@engine/session/enumerate";
import { advance } from "@engine/session/advance";
import { type Decide, firstLegal } from "@engine/session/run-session";
import { apply, pending, start } from "./machine";
import { RESULTS_OF, type Result } from "./setup";
import type { Fate, SkirmishOutcome, SkirmishState } from "./state";

export type ResultOdds = {
  /** The effect on the loser. */
  readonly fate: Distribution<Fate>;
  readonly outcomes: Distribution<SkirmishOutcome>;
};

/** Exact odds per result: the one chosen, or each the session may still be given. */
export type SkirmishOdds = { readonly byResult: Partial<Readonly<Record<Result, ResultOdds>>> };

/**
 * Exact odds from a state over every remaining die (FER tests, crossing tests). While the result
 * is still to be chosen, the odds of each possible result; decisions still to come (where a
 * suppressed figure goes, a heroic FER test) are answered by `decide`, by default the first
 * legal option (stay; flee).
 */
export function skirmishOdds(state: SkirmishState, decide: Decide<SkirmishState> = firstLegal): SkirmishOdds {
  const machine = { start, pending, apply };
  const choosing = state.stage.kind === "result";
  const results = choosing ? RESULTS_OF[state.setup.source] : [state.result ?? "recoil"];
  const from = (result: Result): SkirmishState =>
    choosing ? advance(machine, state, { kind: "decision", step: "result", picks: [result] }) : state;
  const starts = results.map((result) => [result, from(result)] as const);
  return { byResult: Object.fromEntries(starts.map(([result, begin]) => [result, oddsFrom(begin, decide)])) };
}

function oddsFrom(state: SkirmishState, decide: Decide<SkirmishState>): ResultOdds {
  const outcomes = enumerateOutcomes(
    { start, pending, apply },
    state,
    decide,
    (_state, outcome) => outcome,
    // The setup never changes and later steps never read the log or the chat lines.
    (next) => JSON.stringify({ ...next, log: [], effects: [], setup: null }),
  );
  return { fate: mapDistribution(outcomes, (outcome) => outcome.fate), outcomes };
}
