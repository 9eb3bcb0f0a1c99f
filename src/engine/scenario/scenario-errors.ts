import type { ErrorTable } from "../errors";

/** Problems with scenario files and their scripts. */
export const SCENARIO_ERRORS = {
  Invalid: ["WARGAME.Error.Scenario.Invalid", "{file}: {problem}"],
  UnknownRuleset: [
    "WARGAME.Error.Scenario.UnknownRuleset",
    'ruleset must be one of {choices}; got "{got}".',
  ],
  RulesetTaken: ["WARGAME.Error.Scenario.RulesetTaken", 'A rule system "{got}" is already registered.'],
  ScriptMismatch: [
    "WARGAME.Error.Scenario.ScriptMismatch",
    "The script's next decision is for step {scripted}, but the session asks for {pending}.",
  ],
  NoCombat: ["WARGAME.Error.Scenario.NoCombat", "{file} has no combat {combat}."],
} as const satisfies ErrorTable;
