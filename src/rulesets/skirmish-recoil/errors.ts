import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What a skirmish-recoil combat setup can get wrong. */
export const SKIRMISH_RECOIL_ERRORS = {
  NotGridless: [
    "WARGAME.Error.SkirmishRecoil.NotGridless",
    "{owner}: skirmish-recoil plays on a gridless board, but the grid is {grid}.",
  ],
  SameSide: [
    "WARGAME.Error.SkirmishRecoil.SameSide",
    "{owner}: the victor {victor} and the loser {loser} are on the same side.",
  ],
  ResultSource: [
    "WARGAME.Error.SkirmishRecoil.ResultSource",
    "{owner}: {got} is not a result of {source}; it may be {results}.",
  ],
} as const satisfies ErrorTable;

export type SkirmishRecoilProblem = keyof typeof SKIRMISH_RECOIL_ERRORS;

export function skirmishRecoilError(problem: SkirmishRecoilProblem, data: ErrorData): EngineError {
  return tableError(SKIRMISH_RECOIL_ERRORS, problem, data);
}
