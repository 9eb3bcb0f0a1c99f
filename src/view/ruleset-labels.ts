import type { RulesetId } from "../engine/rulesets/ids";

/** The rule systems' names, as localization keys (settings, dialogs and chat cards show them). */
export const RULESET_LABELS: Readonly<Record<RulesetId, string>> = {
  "victory-margin": "WARGAME.Ruleset.victory-margin",
  "skirmish-recoil": "WARGAME.Ruleset.skirmish-recoil",
  assault: "WARGAME.Ruleset.assault",
  "command-test": "WARGAME.Ruleset.command-test",
  "combat-grid": "WARGAME.Ruleset.combat-grid",
};
