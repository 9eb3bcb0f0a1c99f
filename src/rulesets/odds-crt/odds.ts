import { type Distribution, mapDistribution } from "@engine/session/distribution";
import { enumerateOutcomes } from "@engine/session/enumerate";
import { type Decide, firstLegal } from "@engine/session/run-session";
import type { StepInput } from "@engine/session/types";
import { apply, pending, start, UNRECORDED } from "./machine";
import type { OddsCrtOutcome, OddsCrtState } from "./state";
import { unitById } from "./state-helpers";

/** What a retreat came to for the side that retreats: none asked, every unit retreated, or some eliminated for want of a hex. */
export type RetreatFate = "none" | "retreated" | "blocked";

export type OddsCrtOdds = {
  /** The result code. */
  readonly result: Distribution<string>;
  /** Units each side loses (eliminated), and steps lost by units that survive them. */
  readonly attackerEliminated: Distribution<number>;
  readonly defenderEliminated: Distribution<number>;
  readonly stepsLost: Distribution<number>;
  readonly retreat: Distribution<RetreatFate>;
  /** The joint distribution, for anything else a host wants to show. */
  readonly outcomes: Distribution<OddsCrtOutcome>;
};

/** The default answer to the decisions still to come: the first legal option (the best-ranked hex, the first unit), no advance. */
export const firstChoice: Decide<OddsCrtState> = (step) => (step.id.startsWith("advance:") ? [] : firstLegal(step));

/**
 * Exact odds from a state, over every face of the die, with `decide` answering the decisions met on
 * the way. States are merged on what the later steps and the outcome read (not the log or effects).
 */
export function oddsCrtOdds(state: OddsCrtState, decide: Decide<OddsCrtState> = firstChoice): OddsCrtOdds {
  const outcomes = enumerateOutcomes(
    { start, pending, apply },
    // The walk makes no chat lines or moves (see `UNRECORDED`).
    { ...state, effects: UNRECORDED },
    decide,
    (_state, outcome) => outcome,
    inputsSince(state.log.length),
  );
  // Looked up by id: the board may hold 10,000 units, an outcome names a few dozen.
  const side = (outcome: OddsCrtOutcome, name: string): number =>
    outcome.eliminated.filter((id) => unitById(state, id).side === name).length;
  return {
    result: mapDistribution(outcomes, (outcome) => outcome.result),
    attackerEliminated: mapDistribution(outcomes, (outcome) => side(outcome, state.setup.attackerSide)),
    defenderEliminated: mapDistribution(outcomes, (outcome) => side(outcome, state.setup.defenderSide)),
    stepsLost: mapDistribution(outcomes, (outcome) => outcome.stepsLost.length),
    retreat: mapDistribution(outcomes, (outcome): RetreatFate => {
      if (outcome.retreats.length === 0) return "none";
      return outcome.retreats.some((entry) => entry.hex === null) ? "blocked" : "retreated";
    }),
    outcomes,
  };
}

/**
 * The key that merges states in the walk: the result code and the inputs since `from`, the die left
 * out. Every state of one walk comes from the same state, and the step machine reads the die only
 * to find the result code, so two states with the same code and the same later decisions are the
 * same combat: the faces that give one result are walked once, and no state is read whole.
 *
 * The inputs are named by a number given to each (inputs before it, input) as first met: a state's
 * log extends its parent's with one entry, so its number comes from the parent's and the key costs
 * one entry, not the whole log again.
 */
function inputsSince(from: number): (state: OddsCrtState) => string {
  const numbers = new Map<string, number>();
  // By the entry that ends a log: a log shares every earlier entry (the same objects) with its parent's.
  const known = new WeakMap<StepInput, number>();
  const numberOf = (log: readonly StepInput[], length: number): number => {
    const last = log[length - 1];
    if (length <= from || last === undefined) return 0;
    const found = known.get(last);
    if (found !== undefined) return found;
    const name = `${numberOf(log, length - 1)} ${JSON.stringify(last.kind === "roll" ? last.step : last.picks)}`;
    let number = numbers.get(name);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(name, number);
    }
    known.set(last, number);
    return number;
  };
  return (state) => `${JSON.stringify(state.combat?.result ?? null)} ${numberOf(state.log, state.log.length)}`;
}
