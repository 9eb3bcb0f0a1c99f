import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What a victory-margin combat setup can get wrong. Each problem's English is in lang/en.json alone. */
export const VICTORY_MARGIN_ERRORS = errorTableOf("WARGAME.Error.VictoryMargin", en.WARGAME.Error.VictoryMargin);

export type VictoryMarginProblem = keyof typeof VICTORY_MARGIN_ERRORS;

export function victoryMarginError(problem: VictoryMarginProblem, data: ErrorData): EngineError {
  return tableError(VICTORY_MARGIN_ERRORS, problem, data);
}
