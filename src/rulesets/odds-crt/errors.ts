import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What can be wrong with an odds-CRT game definition, setup or selection. */
export const ODDS_CRT_ERRORS = {
  NotHex: ["WARGAME.Error.OddsCrt.NotHex", "Odds-CRT combat needs a hex board; the grid is {got}."],
  TooMany: ["WARGAME.Error.OddsCrt.TooMany", "{field} lists {got} entries; a game definition allows at most {max}."],
  BadName: [
    "WARGAME.Error.OddsCrt.BadName",
    "{field} must be a plain name of letters, digits and dashes (at most {max} characters), got {got}.",
  ],
  Column: [
    "WARGAME.Error.OddsCrt.Column",
    '{field} must be odds such as "1:2", "3:2" or "3:1" (each a whole number from 1 to 99), got {got}.',
  ],
  ColumnOrder: [
    "WARGAME.Error.OddsCrt.ColumnOrder",
    "{field}: the odds columns must rise from left to right; {got} does not follow {previous}.",
  ],
  RowLength: [
    "WARGAME.Error.OddsCrt.RowLength",
    "{field} has {got} results; the table has {columns} odds columns, one result each.",
  ],
  UnknownCode: [
    "WARGAME.Error.OddsCrt.UnknownCode",
    "{field}: result {got} is not among the definition's result codes ({choices}).",
  ],
  OutOfRange: ["WARGAME.Error.OddsCrt.OutOfRange", "{field} must be from {min} to {max}, got {got}."],
  Multiplier: ["WARGAME.Error.OddsCrt.Multiplier", "{field} must be a multiple of 0.5 from 0.5 to 4, got {got}."],
  DuplicatePriority: ["WARGAME.Error.OddsCrt.DuplicatePriority", "{field}: retreat priority {got} is listed twice."],
  NoCustom: [
    "WARGAME.Error.OddsCrt.NoCustom",
    'The option "definition" is custom, but "customDefinition" holds no game definition.',
  ],
  EmptyHex: ["WARGAME.Error.OddsCrt.EmptyHex", "{field}: the hex at row {i}, column {j} holds no unit to attack with."],
  NoEnemy: ["WARGAME.Error.OddsCrt.NoEnemy", "{field}: the hex at row {i}, column {j} holds no enemy of {side}."],
  WrongSide: [
    "WARGAME.Error.OddsCrt.WrongSide",
    "{field}: the hex at row {i}, column {j} holds units of {got}, not {side}.",
  ],
  SameHex: ["WARGAME.Error.OddsCrt.SameHex", "{field}: the hex at row {i}, column {j} is listed twice."],
  NotAdjacent: [
    "WARGAME.Error.OddsCrt.NotAdjacent",
    "{field}: the hex at row {i}, column {j} is next to no hex on the other side of this combat.",
  ],
  StepsLost: [
    "WARGAME.Error.OddsCrt.StepsLost",
    "{owner}: stepsLost must be below the unit's steps ({steps}), got {got}.",
  ],
  OneHexOnly: [
    "WARGAME.Error.OddsCrt.OneHexOnly",
    "{field}: the game definition {definition} lets a combat attack one hex only, got {got}.",
  ],
} as const satisfies ErrorTable;

export type OddsCrtProblem = keyof typeof ODDS_CRT_ERRORS;

export function oddsCrtError(problem: OddsCrtProblem, data: ErrorData = {}): EngineError {
  return tableError(ODDS_CRT_ERRORS, problem, data);
}
