import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import type { FlagSource } from "../board/sources";
import { MODULE_ID } from "../constants";
import { defaultRuleset } from "../settings";

/** The scene flag naming its rule system (`flags.wargame-combat.ruleset`); empty or absent: the world's default. */
export const RULESET_FLAG = "ruleset";

/** The rule system a scene is played with: its flag when it names one, else the world setting. */
export function rulesetOfScene(scene: FlagSource | null): RulesetId {
  const chosen = scene?.getFlag(MODULE_ID, RULESET_FLAG);
  return hostRulesets().has(chosen) ? chosen : defaultRuleset();
}
