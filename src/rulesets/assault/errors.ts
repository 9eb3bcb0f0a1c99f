import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with an assault's setup, beyond the board's own checks. Each problem's English is in lang/en.json alone. */
export const ASSAULT_ERRORS = errorTableOf("WARGAME.Error.Assault", en.WARGAME.Error.Assault);

export type AssaultProblem = keyof typeof ASSAULT_ERRORS;

export function assaultError(problem: AssaultProblem, data: ErrorData): EngineError {
  return tableError(ASSAULT_ERRORS, problem, data);
}
