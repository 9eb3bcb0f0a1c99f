import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with a command-test setup, selection, table or turn. Each problem's English is in lang/en.json alone. */
export const { table: COMMAND_TEST_ERRORS, error: commandTestError } = errorFamily(en.WARGAME.Error, "CommandTest");
