import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What a skirmish-recoil combat setup can get wrong. Each problem's English is in lang/en.json alone. */
export const SKIRMISH_RECOIL_ERRORS = errorTableOf("WARGAME.Error.SkirmishRecoil", en.WARGAME.Error.SkirmishRecoil);

export type SkirmishRecoilProblem = keyof typeof SKIRMISH_RECOIL_ERRORS;

export function skirmishRecoilError(problem: SkirmishRecoilProblem, data: ErrorData): EngineError {
  return tableError(SKIRMISH_RECOIL_ERRORS, problem, data);
}
