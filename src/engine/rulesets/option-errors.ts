import type { ErrorTable } from "../errors";

/** Problems with a group's option values for a rule system (beyond the field readers' own). */
export const OPTION_ERRORS = {
  Unknown: [
    "WARGAME.Error.Options.Unknown",
    "{owner}: {rulesetOption} is not an option of this rule system (its options: {choices}).",
  ],
  BelowMin: ["WARGAME.Error.Options.BelowMin", "{owner}: {field} must be at least {min}, got {got}."],
  AboveMax: ["WARGAME.Error.Options.AboveMax", "{owner}: {field} must be at most {max}, got {got}."],
} as const satisfies ErrorTable;
