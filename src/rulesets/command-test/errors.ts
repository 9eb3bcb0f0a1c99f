import { type EngineError, type ErrorData, errorTableOf, tableError } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with a command-test setup, selection, table or turn. Each problem's English is in lang/en.json alone. */
export const COMMAND_TEST_ERRORS = errorTableOf("WARGAME.Error.CommandTest", en.WARGAME.Error.CommandTest);

export type CommandTestProblem = keyof typeof COMMAND_TEST_ERRORS;

export function commandTestError(problem: CommandTestProblem, data: ErrorData = {}): EngineError {
  return tableError(COMMAND_TEST_ERRORS, problem, data);
}
