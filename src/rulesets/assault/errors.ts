import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What can be wrong with an assault's setup, beyond the board's own checks. */
export const ASSAULT_ERRORS = {
  Gridless: [
    "WARGAME.Error.Assault.Gridless",
    "{owner}: an assault needs a square or hex board, but the board is gridless.",
  ],
  NoFormation: [
    "WARGAME.Error.Assault.NoFormation",
    "{owner}: {field} names formation {got}, which has no unit on the board.",
  ],
  MixedSides: [
    "WARGAME.Error.Assault.MixedSides",
    "{owner}: formation {got} has units of more than one side ({sides}).",
  ],
  OwnSide: ["WARGAME.Error.Assault.OwnSide", "{owner}: target formation {got} is of the attacker's own side {side}."],
  TargetSides: [
    "WARGAME.Error.Assault.TargetSides",
    "{owner}: the target formations must all be of one side; got {got}.",
  ],
  TargetTwice: ["WARGAME.Error.Assault.TargetTwice", "{owner}: target formation {got} is listed twice."],
  TargetsApart: [
    "WARGAME.Error.Assault.TargetsApart",
    "{owner}: target formation {got} is more than {tiles} tiles from the other targets; only formations close together are assaulted as one.",
  ],
  BoardMismatch: [
    "WARGAME.Error.Assault.BoardMismatch",
    "{owner}: the board does not allow the recorded consolidation of {unit} to row {i}, column {j} ({reason}); is it the board the assault was fought on?",
  ],
} as const satisfies ErrorTable;

export type AssaultProblem = keyof typeof ASSAULT_ERRORS;

export function assaultError(problem: AssaultProblem, data: ErrorData): EngineError {
  return tableError(ASSAULT_ERRORS, problem, data);
}
