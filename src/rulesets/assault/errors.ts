import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with an assault's setup, beyond the board's own checks. Each problem's English is in lang/en.json alone. */
export const { table: ASSAULT_ERRORS, error: assaultError } = errorFamily(en.WARGAME.Error, "Assault");
