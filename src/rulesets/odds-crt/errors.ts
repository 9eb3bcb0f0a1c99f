import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with an odds-CRT game definition, setup or selection. Each problem's English is in lang/en.json alone. */
export const ODDS_CRT_ERRORS = errorTableOf("WARGAME.Error.OddsCrt", en.WARGAME.Error.OddsCrt);

export type OddsCrtProblem = keyof typeof ODDS_CRT_ERRORS;

export function oddsCrtError(problem: OddsCrtProblem, data: ErrorData = {}): EngineError {
  return tableError(ODDS_CRT_ERRORS, problem, data);
}
