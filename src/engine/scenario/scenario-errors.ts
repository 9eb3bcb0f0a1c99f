import type { ErrorTable } from "../errors";

/** Problems with scenario files and their scripts. */
export const SCENARIO_ERRORS = {
  Invalid: ["WARGAME.Error.Scenario.Invalid", "{file}: {problem}"],
  Unreadable: ["WARGAME.Error.Scenario.Unreadable", "{file} is not valid YAML or JSON: {problem}"],
  UnknownRuleset: [
    "WARGAME.Error.Scenario.UnknownRuleset",
    'ruleset must be one of victory-margin, skirmish-recoil, assault, command-test, combat-grid; got "{got}".',
  ],
  ScriptMismatch: [
    "WARGAME.Error.Scenario.ScriptMismatch",
    "The script's next decision is for step {scripted}, but the session asks for {pending}.",
  ],
  NoCombat: ["WARGAME.Error.Scenario.NoCombat", "{file} has no combat {combat}."],
} as const satisfies ErrorTable;
