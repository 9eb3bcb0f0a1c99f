import { applyUntil, pending } from "@rulesets/assault/machine";
import type { AssaultState } from "@rulesets/assault/state";
import { advance } from "@engine/session/advance";
import { seededDice } from "@engine/session/dice-source";
import type { DecisionStep, StepInput, StepMachine } from "@engine/session/types";

/** The odds' policy: no charge move, no counter-charge, every formation that may support does. */
export function oddsPolicy(step: DecisionStep): string[] {
  if (step.id.startsWith("charge:")) return ["stay"];
  if (step.id.startsWith("support:")) return step.options.map((option) => option.id);
  return [];
}

export type Tally = {
  readonly runs: number;
  readonly attackerWins: number;
  readonly attackerLost: number;
  readonly defenderLost: number;
};

/**
 * Plays the session from `from` with seeded dice and the odds' policy, `runs` times, each until
 * the assault is decided; counts the wins and losses. Inputs go through the session core's
 * `advance` (checked against the step) unless `unchecked`, which saves its second look at the step.
 */
export function monteCarlo(from: AssaultState, runs: number, seed: number, unchecked = false): Tally {
  // The session's own steps, stopping once the result is known: withdrawal and consolidation
  // change neither who won nor what was lost.
  const decided: StepMachine<unknown, AssaultState, unknown> = {
    start: () => from,
    pending,
    apply: (state, input) => applyUntil(state, input, (next) => next.verdict !== null),
  };
  const dice = seededDice(seed);
  let attackerWins = 0;
  let attackerLost = 0;
  let defenderLost = 0;
  for (let run = 0; run < runs; run++) {
    let state = from;
    while (state.verdict === null) {
      const step = pending(state);
      if (step.kind === "done") break;
      const input: StepInput =
        step.kind === "roll"
          ? { kind: "roll", step: step.id, dice: dice(step) }
          : { kind: "decision", step: step.id, picks: oddsPolicy(step) };
      state = unchecked ? decided.apply(state, input) : advance(decided, state, input);
    }
    if (state.verdict?.result === "attacker-wins") attackerWins += 1;
    attackerLost += state.killed.attacker.length;
    defenderLost += state.killed.defender.length;
  }
  return {
    runs,
    attackerWins: attackerWins / runs,
    attackerLost: attackerLost / runs,
    defenderLost: defenderLost / runs,
  };
}
