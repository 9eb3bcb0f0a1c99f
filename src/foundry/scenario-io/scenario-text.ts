import { hostRulesets } from "../rulesets";
import { parseScenarioText } from "@engine/scenario/scenario-text";
import { validateScenario, type Scenario } from "@engine/scenario/scenario";

/**
 * A scenario file's text as a checked scenario, as Foundry's Import reads one: over a cap, not YAML
 * (JSON is YAML), or not a valid scenario, it is an error naming the file (and where in it).
 */
export function readScenarioText(text: string, file: string): Scenario {
  return validateScenario(parseScenarioText(text, file), file, hostRulesets());
}
