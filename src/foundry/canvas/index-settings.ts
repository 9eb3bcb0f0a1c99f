import { hostRulesets } from "../rulesets";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import type { FlagSource } from "../board/sources";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { contactToleranceOverride } from "../settings";
import { resolvedOptions } from "../settings/ruleset-options";

/**
 * The zone and contact rules of a scene: its rule system's with the options the scene plays with
 * (defaults, world, scene), and the world's contact tolerance over them when set.
 */
export function indexSettingsOf(scene: FlagSource): BoardIndexSettings {
  const ruleset = rulesetOfScene(scene);
  const settings = zocSettingsFor(hostRulesets().ruleset(ruleset), resolvedOptions(scene, ruleset));
  const tolerance = contactToleranceOverride();
  return tolerance === null ? settings : { ...settings, contactTolerance: tolerance };
}
