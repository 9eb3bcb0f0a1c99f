import type { SessionStateBase, StepInput, StepMachine } from "./types";
import { advance } from "./advance";

/** Rebuilds a session from its setup and log: the log is the whole truth of a combat. */
export function replay<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  setup: Setup,
  log: readonly StepInput[],
): State {
  return log.reduce((state, input) => advance(machine, state, input), machine.start(setup));
}
