import type { ErrorTable } from "../errors";

/** Problems with a group's option values for a rule system (beyond the field readers' own). */
export const OPTION_ERRORS = {
  Unknown: [
    "WARGAME.Error.Options.Unknown",
    "{owner}: {rulesetOption} is not an option of this rule system (its options: {choices}).",
  ],
} as const satisfies ErrorTable;
