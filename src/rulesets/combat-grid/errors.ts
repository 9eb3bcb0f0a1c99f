import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What a combat-grid combat setup can get wrong (beyond the validation kit's field problems). Each problem's English is in lang/en.json alone. */
export const { table: COMBAT_GRID_ERRORS, error: combatGridError } = errorFamily(en.WARGAME.Error, "CombatGrid");
