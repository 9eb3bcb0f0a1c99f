import { hostRulesets } from "../rulesets";
import { parse } from "yaml";
import { tableError } from "@engine/errors";
import { checkScenarioText } from "@engine/limits";
import { validateScenario, type Scenario } from "@engine/scenario/scenario";
import { SCENARIO_ERRORS } from "@engine/scenario/scenario-errors";

/**
 * A scenario file's text as a checked scenario, as `npm run resolve` and the pack build read one:
 * over the size cap, not YAML (JSON is YAML), or not a valid scenario, it is an error naming the
 * file (and, for an invalid scenario, the path inside it).
 */
export function readScenarioText(text: string, file: string): Scenario {
  const checked = checkScenarioText(text, file);
  let data: unknown;
  try {
    data = parse(checked);
  } catch (error) {
    throw tableError(SCENARIO_ERRORS, "Unreadable", {
      file,
      problem: error instanceof Error ? error.message : String(error),
    });
  }
  return validateScenario(data, file, hostRulesets());
}
