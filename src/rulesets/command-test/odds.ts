import { type Decide, firstLegal } from "@engine/session/run-session";
import { type Distribution, mapDistribution, probabilityOf } from "@engine/session/distribution";
import { enumerateOutcomes, everyRoll } from "@engine/session/enumerate";
import type { RollStep } from "@engine/session/types";
import { bestRating, passChance } from "./command-roll";
import { supportStack } from "./state-helpers";
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
  step.id.startsWith("call:")
    ? step.options.filter((option) => option.legal).map((option) => option.id)
    : firstLegal(step);

/**
 * Exact odds from a state, over every remaining die roll, with `decide` answering the decisions
 * met on the way. States are merged on what the later steps and the outcome read: not the setup,
 * log and effects, and of each test and the combat roll not the die, only what came of it.
 */
export function commandTestOdds(
  state: CommandTestState,
  decide: Decide<CommandTestState> = callEveryStack,
): CommandTestOdds {
  const outcomes = enumerateOutcomes(
    { start, pending, apply },
    state,
    decide,
    (_state, outcome) => outcome,
    oddsKey,
    testRolls,
  );
  const goesAhead = mapDistribution(outcomes, (outcome) => outcome.goesAhead);
  return {
    goesAhead: probabilityOf(goesAhead, true),
    result: mapDistribution(outcomes, (outcome) => outcome.result),
    outcomes,
  };
}

function oddsKey(state: CommandTestState): string {
  const passes = (test: { readonly stack: string; readonly roll: { readonly passes: boolean } }) => [
    test.stack,
    test.roll.passes,
  ];
  return JSON.stringify({
    ...state,
    // The setup never changes within one enumeration.
    setup: null,
    log: [],
    effects: [],
    command: state.command?.passes ?? null,
    tests: { attacker: state.tests.attacker.map(passes), defender: state.tests.defender.map(passes) },
    combat: state.combat === null ? null : { ...state.combat, die: 0 },
  });
}

/**
 * A command test (the order, a supporting stack) is read only by whether it passes, and the states
 * are merged on that alone: walked as one failing die (a 1 always fails) and one passing die (a 6
 * passes whenever any face does), each with its chance, instead of six faces. Other rolls: every face.
 */
function testRolls(step: RollStep, state: CommandTestState): Distribution<readonly number[]> {
  const stage = state.stage;
  if (stage.kind === "command")
    return passOrFail(passChance(state.allocated.attacker ?? 0, bestRating(state.setup.attacking.units)));
  if (stage.kind === "support") {
    const stack = supportStack(state, stage.role, state.called[stage.role][stage.index] ?? "");
    return passOrFail(passChance(state.allocated[stage.role] ?? 0, bestRating(stack.units)));
  }
  return everyRoll(step);
}

function passOrFail(pass: number): Distribution<readonly number[]> {
  return [
    { value: [1], p: 1 - pass },
    { value: [6], p: pass },
  ].filter((roll) => roll.p > 0);
}
