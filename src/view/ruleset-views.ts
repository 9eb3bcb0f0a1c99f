import type { RulesetId } from "../engine/rulesets/ids";
import { rulesetById } from "../engine/rulesets/registry";
import type { CombatViewInput } from "./ruleset-view";
import type { CombatView } from "./view-types";

/**
 * Everything the combat templates render for one moment of a combat, replayed from its record with
 * the view the rule system registered. Throws the engine's EngineError when the rule system is not
 * registered or the record does not replay (a bad selection, a log that does not fit).
 */
export function combatView(rulesetId: RulesetId, input: CombatViewInput): CombatView {
  return rulesetById(rulesetId).view(input);
}
