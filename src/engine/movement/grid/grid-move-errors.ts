import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/**
 * Bad requests to the grid movement planners, each with its localization key and English text
 * (listed again in lang/en.json; a test keeps the two equal).
 */
export const GRID_MOVE_ERRORS = {
  Gridless: [
    "WARGAME.Error.GridMove.Gridless",
    "Grid movement needs a square or hex board, but the board is gridless.",
  ],
  UnknownUnit: ["WARGAME.Error.GridMove.UnknownUnit", "{field}: no unit has the id {got}."],
  NoCells: ["WARGAME.Error.GridMove.NoCells", "Unit {unit} has no grid cells to move."],
  NotEnemy: ["WARGAME.Error.GridMove.NotEnemy", "{field}: unit {got} is not an enemy of unit {unit}."],
  NoEnemy: ["WARGAME.Error.GridMove.NoEnemy", "Unit {unit} has no enemy to move away from."],
  Negative: ["WARGAME.Error.GridMove.Negative", "{field} must be a finite number of at least 0, got {got}."],
  NotWhole: ["WARGAME.Error.GridMove.NotWhole", "{field} must be a whole number of at least {min}, got {got}."],
  NotInteger: ["WARGAME.Error.GridMove.NotInteger", "{field} must be a whole number, got {got}."],
  NotCell: ["WARGAME.Error.GridMove.NotCell", "{field} must be a cell with whole-number i and j, got {got}."],
  UnknownChoice: ["WARGAME.Error.GridMove.UnknownChoice", "{field} must be one of {choices}, got {got}."],
  TwoLimits: ["WARGAME.Error.GridMove.TwoLimits", "A move takes either cells or an allowance, not both."],
  MinAboveMax: ["WARGAME.Error.GridMove.MinAboveMax", "minCells ({got}) must not exceed cells ({max})."],
} as const satisfies ErrorTable;

export type GridMoveProblem = keyof typeof GRID_MOVE_ERRORS;

export function gridMoveError(problem: GridMoveProblem, data: ErrorData = {}): EngineError {
  return tableError(GRID_MOVE_ERRORS, problem, data);
}
