import { RULESET_IDS, type RulesetId } from "../engine/rulesets/ids";
import { MODULE_ID } from "./constants";

/** Labels of the rule systems, as localization keys. */
const RULESET_LABELS: Record<RulesetId, string> = {
  "victory-margin": "WARGAME.Ruleset.victory-margin",
  "skirmish-recoil": "WARGAME.Ruleset.skirmish-recoil",
  assault: "WARGAME.Ruleset.assault",
  "command-test": "WARGAME.Ruleset.command-test",
  "combat-grid": "WARGAME.Ruleset.combat-grid",
};

/** Registers every setting; called once, in `init`. */
export function registerSettings(): void {
  game.settings.register(MODULE_ID, "defaultRuleset", {
    name: "WARGAME.Settings.defaultRuleset.name",
    hint: "WARGAME.Settings.defaultRuleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(RULESET_IDS.map((id) => [id, rulesetLabel(id)])),
    default: "combat-grid",
  });
  game.settings.register(MODULE_ID, "welcomeShown", {
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
}

export function rulesetLabel(id: RulesetId): string {
  return RULESET_LABELS[id];
}

export function defaultRuleset(): RulesetId {
  return game.settings.get(MODULE_ID, "defaultRuleset");
}
