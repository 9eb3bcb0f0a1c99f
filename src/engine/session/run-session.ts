import type { DecisionStep, SessionStateBase, StepMachine } from "./types";
import type { DiceSource } from "./dice-source";
import { advance } from "./advance";
import { sessionError } from "./session-errors";

/** How a driver answers a decision: the ids of the options picked. */
export type Decide<State> = (step: DecisionStep, state: State) => readonly string[];

/** A policy that takes the first legal options, as few as the step allows (at least one). */
export function firstLegal(step: DecisionStep): readonly string[] {
  const legal = step.options.filter((option) => option.legal).map((option) => option.id);
  return legal.slice(0, Math.max(step.min, Math.min(1, step.max)));
}

/** A generous bound on a session's steps: a ruleset that loops is a bug worth an error. */
const MAX_STEPS = 10_000;

/** Walks a session from `start` (or from `from`) to its end with the given decisions and dice. */
export function runSession<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  setup: Setup,
  decide: Decide<State>,
  dice: DiceSource,
  from: State = machine.start(setup),
): State {
  let state = from;
  for (let count = 0; count < MAX_STEPS; count += 1) {
    const step = machine.pending(state);
    if (step.kind === "done") return state;
    state =
      step.kind === "roll"
        ? advance(machine, state, { kind: "roll", step: step.id, dice: dice(step) })
        : advance(machine, state, { kind: "decision", step: step.id, picks: decide(step, state) });
  }
  throw sessionError("TooLong", { got: MAX_STEPS });
}
