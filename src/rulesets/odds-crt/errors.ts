import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What can be wrong with an odds-CRT game definition, setup or selection. Each problem's English is in lang/en.json alone. */
export const { table: ODDS_CRT_ERRORS, error: oddsCrtError } = errorFamily(en.WARGAME.Error, "OddsCrt");
