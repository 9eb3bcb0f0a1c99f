import type { DecisionStep, SessionStateBase, Step, StepInput, StepMachine } from "./types";
import { checkRoll } from "./dice";
import { sessionError } from "./session-errors";

/**
 * Checks `input` against what the session is waiting for and applies it, appending it to the
 * log. A wrong input throws an `EngineError` and, the state being immutable, changes nothing.
 */
export function advance<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  state: State,
  input: StepInput,
): State {
  const entry = checkInput(machine.pending(state), input);
  return { ...machine.apply(state, entry), log: [...state.log, entry] };
}

/** Returns a plain copy of a valid input (no stray fields, so the log stays plain JSON). */
function checkInput<Outcome>(step: Step<Outcome>, input: StepInput): StepInput {
  if (step.kind === "done") throw sessionError("Finished", { got: input.step });
  if (input.step !== step.id) throw sessionError("NotPending", { pending: step.id, got: input.step });
  if (input.kind !== step.kind) {
    throw sessionError("WrongKind", { pending: step.id, need: step.kind, got: input.kind });
  }
  if (input.kind === "roll") {
    if (step.kind === "roll") checkRoll(step, input.dice);
    return { kind: "roll", step: input.step, dice: [...input.dice] };
  }
  if (step.kind === "decision") checkPicks(step, input.picks);
  return { kind: "decision", step: input.step, picks: [...input.picks] };
}

function checkPicks(step: DecisionStep, picks: readonly string[]): void {
  const pending = step.id;
  if (picks.length < step.min || picks.length > step.max) {
    throw sessionError(step.min === step.max ? "PickExactly" : "PickBetween", { pending, min: step.min, max: step.max, got: picks.length });
  }
  picks.forEach((pick, index) => {
    const option = step.options.find((candidate) => candidate.id === pick);
    if (option === undefined) throw sessionError("UnknownOption", { pending, got: String(pick) });
    if (!option.legal) throw sessionError("IllegalOption", { pending, got: pick });
    if (picks.indexOf(pick) !== index) throw sessionError("DuplicatePick", { pending, got: pick });
  });
}
