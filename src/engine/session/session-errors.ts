import { type EngineError, tableError, type ErrorData, type ErrorTable } from "../errors";

/** The ways an input can fail to fit the step a session is waiting for. */
export const SESSION_ERRORS = {
  Finished: ["WARGAME.Error.Session.Finished", "The session is over; it takes no more input (got {got})."],
  NotPending: ["WARGAME.Error.Session.NotPending", "The session is waiting for step {pending}, not {got}."],
  WrongKind: ["WARGAME.Error.Session.WrongKind", "Step {pending} needs a {need}, got a {got}."],
  UnknownOption: ["WARGAME.Error.Session.UnknownOption", "Step {pending} has no option {got}."],
  IllegalOption: ["WARGAME.Error.Session.IllegalOption", "Option {got} of step {pending} may not be picked now."],
  DuplicatePick: ["WARGAME.Error.Session.DuplicatePick", "Option {got} of step {pending} is picked twice."],
  PickExactly: ["WARGAME.Error.Session.PickExactly", "Choose {min} of the options (you chose {got})."],
  PickBetween: [
    "WARGAME.Error.Session.PickBetween",
    "Choose between {min} and {max} of the options (you chose {got}).",
  ],
  DiceExpression: ["WARGAME.Error.Session.DiceExpression", "{got} is not a dice expression such as 1d6 or 2d6."],
  DiceCount: ["WARGAME.Error.Session.DiceCount", "Roll {pending} ({dice}) needs {need} dice, got {got}."],
  DieFace: ["WARGAME.Error.Session.DieFace", "Roll {pending} ({dice}): {got} is not a face of a {faces}-sided die."],
  DiceExhausted: ["WARGAME.Error.Session.DiceExhausted", "The fixed dice ran out at roll {pending}."],
  NotInput: [
    "WARGAME.Error.Session.NotInput",
    'An input must be a decision {kind: "decision", step, picks} or a roll {kind: "roll", step, dice}; got {got}.',
  ],
  NotPicks: ["WARGAME.Error.Session.NotPicks", "Step {pending} needs its picks as a list of option ids, got {got}."],
  NotDice: ["WARGAME.Error.Session.NotDice", "Roll {pending} needs its dice as a list of whole numbers, got {got}."],
  TooLong: ["WARGAME.Error.Session.TooLong", "The session did not end within {got} steps."],
} as const satisfies ErrorTable;

export type SessionProblem = keyof typeof SESSION_ERRORS;

export function sessionError(problem: SessionProblem, data: ErrorData): EngineError {
  return tableError(SESSION_ERRORS, problem, data);
}
