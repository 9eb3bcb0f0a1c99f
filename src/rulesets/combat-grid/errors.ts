import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What a combat-grid combat setup can get wrong (beyond the validation kit's field problems). Each problem's English is in lang/en.json alone. */
export const COMBAT_GRID_ERRORS = errorTableOf("WARGAME.Error.CombatGrid", en.WARGAME.Error.CombatGrid);

export type CombatGridProblem = keyof typeof COMBAT_GRID_ERRORS;

export function combatGridError(problem: CombatGridProblem, data: ErrorData): EngineError {
  return tableError(COMBAT_GRID_ERRORS, problem, data);
}
