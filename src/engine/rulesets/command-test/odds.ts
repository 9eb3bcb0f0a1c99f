import { type Decide, firstLegal } from "../../session/run-session";
import { type Distribution, mapDistribution, probabilityOf } from "../../session/distribution";
import { enumerateOutcomes } from "../../session/enumerate";
import type { CommandTestOutcome, CommandTestState } from "./state";
import { apply, pending, start } from "./machine";

export type CommandTestOdds = {
  /** The chance that the order goes ahead (Rule 10.2). */
  readonly goesAhead: number;
  /** The combat's result code; null when the order failed and no combat took place. */
  readonly result: Distribution<string | null>;
  /** The joint distribution, for anything else a host wants to show. */
  readonly outcomes: Distribution<CommandTestOutcome>;
};

/** The default answer to decisions still to come: each side calls upon every stack it may; otherwise the first legal option (no chits, the first unit lost). */
export const callEveryStack: Decide<CommandTestState> = (step) =>
  step.id.startsWith("call:") ? step.options.filter((option) => option.legal).map((option) => option.id) : firstLegal(step);

/**
 * Exact odds from a state, over every remaining die roll, with `decide` answering the decisions
 * met on the way. States are merged on what the later steps and the outcome read: not the log and
 * effects, and of each test and the combat roll not the die, only what came of it.
 */
export function commandTestOdds(state: CommandTestState, decide: Decide<CommandTestState> = callEveryStack): CommandTestOdds {
  const outcomes = enumerateOutcomes(
    { start, pending, apply },
    state,
    decide,
    (_state, outcome) => outcome,
    oddsKey,
  );
  const goesAhead = mapDistribution(outcomes, (outcome) => outcome.goesAhead);
  return { goesAhead: probabilityOf(goesAhead, true), result: mapDistribution(outcomes, (outcome) => outcome.result), outcomes };
}

function oddsKey(state: CommandTestState): string {
  const passes = (test: { readonly stack: string; readonly roll: { readonly passes: boolean } }) => [test.stack, test.roll.passes];
  return JSON.stringify({
    ...state,
    log: [],
    effects: [],
    command: state.command?.passes ?? null,
    tests: { attacker: state.tests.attacker.map(passes), defender: state.tests.defender.map(passes) },
    combat: state.combat === null ? null : { ...state.combat, die: 0 },
  });
}
