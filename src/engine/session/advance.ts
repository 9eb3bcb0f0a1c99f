import type { DecisionStep, SessionStateBase, Step, StepInput, StepMachine } from "./types";
import { checkRoll } from "./dice";
import { sessionError } from "./session-errors";
import { describeValue } from "../validation/field-errors";
import { isRecord } from "../validation/read-fields";

/**
 * Checks `input` against what the session is waiting for and applies it, appending it to the
 * log. A wrong input throws an `EngineError` and, the state being immutable, changes nothing.
 */
export function advance<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  state: State,
  input: StepInput,
): State {
  const entry = checkInput(machine.pending(state), checkShape(input));
  return { ...machine.apply(state, entry), log: [...state.log, entry] };
}

/**
 * The input as typed, or the named error: hosts pass on what a player or another client sent, so
 * `null`, a missing list or a list of the wrong things must be refused, not crash.
 */
function checkShape(input: unknown): StepInput {
  if (!isRecord(input)) throw sessionError("NotInput", { got: describeValue(input) });
  const { kind, step } = input;
  if (typeof step !== "string" || (kind !== "decision" && kind !== "roll"))
    throw sessionError("NotInput", { got: describeValue(input) });
  if (kind === "decision") {
    const picks = input["picks"];
    if (!Array.isArray(picks) || !picks.every((pick) => typeof pick === "string"))
      throw sessionError("NotPicks", { pending: step, got: describeValue(picks) });
    return { kind, step, picks };
  }
  const dice = input["dice"];
  if (!Array.isArray(dice) || !dice.every((die) => typeof die === "number"))
    throw sessionError("NotDice", { pending: step, got: describeValue(dice) });
  return { kind, step, dice };
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
    throw sessionError(step.min === step.max ? "PickExactly" : "PickBetween", {
      pending,
      min: step.min,
      max: step.max,
      got: picks.length,
    });
  }
  picks.forEach((pick, index) => {
    const option = step.options.find((candidate) => candidate.id === pick);
    if (option === undefined) throw sessionError("UnknownOption", { pending, got: String(pick) });
    if (!option.legal) throw sessionError("IllegalOption", { pending, got: pick });
    if (picks.indexOf(pick) !== index) throw sessionError("DuplicatePick", { pending, got: pick });
  });
}
