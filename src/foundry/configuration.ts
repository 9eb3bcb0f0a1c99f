/** What this module adds to Foundry's types: its settings, its API, and when its code runs. */
import type { RulesetId } from "../engine/rulesets/ids";
import type { JsonValue } from "../engine/rulesets/ruleset";
import type { CardView } from "../view/view-types";
import type { WargameCombatApi } from "./api";
import type { UndoRecord } from "./gm/change-set";
import type { OptionValues } from "./settings/ruleset-options";

/** Each rule system's hidden world setting of option values (settings/register-ruleset-options.ts). */
type RulesetOptionSettings = { readonly [Id in RulesetId as `wargame-combat.options-${Id}`]: OptionValues };

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  /** All of the module's code runs from `init` on, so the game's settings and i18n exist. */
  interface AssumeHookRan {
    init: never;
  }

  interface SettingConfig extends RulesetOptionSettings {
    "wargame-combat.defaultRuleset": RulesetId;
    "wargame-combat.welcomeShown": boolean;
    /** The layout of the world's data the module last migrated to (migration/state-migration.ts). */
    "wargame-combat.dataVersion": number;
    "wargame-combat.zoneColors": string;
    "wargame-combat.zoneOpacity": number;
    "wargame-combat.showZonesOnLoad": boolean;
    "wargame-combat.movesFollowRules": boolean;
    "wargame-combat.contactTolerance": number;
    "wargame-combat.sidesRollOwnDice": boolean;
    /** The hosted combats (host/hosted-state.ts), `{combats: [...]}`; read field by field. */
    "wargame-combat.hostedCombats": Readonly<Record<string, JsonValue>>;
    /** The host client's secret picks by combat (host/foundry-host.ts). */
    "wargame-combat.hostSecrets": Readonly<Record<string, JsonValue>>;
    /** The host client's sealed parts and GM result views by combat (host/foundry-host.ts); read field by field. */
    "wargame-combat.hostCombatParts": Readonly<Record<string, JsonValue>>;
    /** The turn in play as this GM's client keeps it (the host's, or a copy), empty when none (turn/turn-state.ts); read field by field. */
    "wargame-combat.hostTurn": Readonly<Record<string, JsonValue>>;
    /** The world's mark of the turn in play, `{host, digest}` or empty (turn/turn-copies.ts). */
    "wargame-combat.turnSeal": Readonly<Record<string, JsonValue>>;
  }

  /**
   * A combat's chat card keeps its record, what undoes it, and the view it was rendered from
   * (combat/combat-card.ts); a player's request to the GM rides on a message of its own (gm/request-inbox.ts).
   */
  interface FlagConfig {
    ChatMessage: {
      "wargame-combat": {
        combat?: JsonValue;
        undo?: UndoRecord;
        card?: CardView;
        request?: object;
        /** A player's request to the host (host/foundry-host.ts). */
        hostRequest?: JsonValue;
        /** Marks a card the host posted (its Undo reads the host's state, never these flags). */
        hostedCard?: boolean;
        roll?: { combatId: string; step: string };
      };
    };
  }

  interface ModuleConfig {
    "wargame-combat": { api: WargameCombatApi };
  }
}
