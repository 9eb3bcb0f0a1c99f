/** What this module adds to Foundry's types: its settings, its API, and when its code runs. */
import type { RulesetId } from "../engine/rulesets/ids";
import type { WargameCombatApi } from "./api";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  /** All of the module's code runs from `init` on, so the game's settings and i18n exist. */
  interface AssumeHookRan {
    init: never;
  }

  interface SettingConfig {
    "wargame-combat.defaultRuleset": RulesetId;
    "wargame-combat.welcomeShown": boolean;
  }

  interface ModuleConfig {
    "wargame-combat": { api: WargameCombatApi };
  }
}
