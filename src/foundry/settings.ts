import type { RulesetId } from "../engine/rulesets/ids";
import { hostRulesets } from "./rulesets";
import { MODULE_ID } from "./constants";

/** What the board view does when one of its settings changes. */
export interface SettingReactions {
  /** Colours or opacity changed: redraw the zones. */
  readonly zonesRestyled: () => void;
  /** The contact tolerance or the default rule system changed: rebuild the viewed scene's index. */
  readonly indexRulesChanged: () => void;
}

const NO_REACTIONS: SettingReactions = { zonesRestyled: () => undefined, indexRulesChanged: () => undefined };

/**
 * Per-side zone colours, `side=#rrggbb` separated by commas; sides not listed take a colour of the
 * palette by name. Sides are the token flag `side`, else the disposition's name.
 */
export const DEFAULT_ZONE_COLORS = "friendly=#2f7dd1, hostile=#d1432f, neutral=#c9a227, secret=#8a5cc9";

/** The contact tolerance setting's value that leaves the tolerance to the rule system. */
export const RULESET_TOLERANCE = -1;

/** Registers every setting; called once, in `init`. */
export function registerSettings(reactions: SettingReactions = NO_REACTIONS): void {
  game.settings.register(MODULE_ID, "defaultRuleset", {
    name: "WARGAME.Settings.defaultRuleset.name",
    hint: "WARGAME.Settings.defaultRuleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(hostRulesets().ids.map((id) => [id, rulesetLabel(id)])),
    default: "combat-grid",
    onChange: () => reactions.indexRulesChanged(),
  });
  game.settings.register(MODULE_ID, "welcomeShown", {
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
  // The layout of the module's world data (migration/state-migration.ts), so a migration runs once.
  game.settings.register(MODULE_ID, "dataVersion", {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  game.settings.register(MODULE_ID, "zoneColors", {
    name: "WARGAME.Settings.zoneColors.name",
    hint: "WARGAME.Settings.zoneColors.hint",
    scope: "client",
    config: true,
    type: String,
    default: DEFAULT_ZONE_COLORS,
    onChange: () => reactions.zonesRestyled(),
  });
  game.settings.register(MODULE_ID, "zoneOpacity", {
    name: "WARGAME.Settings.zoneOpacity.name",
    hint: "WARGAME.Settings.zoneOpacity.hint",
    scope: "client",
    config: true,
    type: Number,
    range: { min: 0.05, max: 0.8, step: 0.05 },
    default: 0.25,
    onChange: () => reactions.zonesRestyled(),
  });
  game.settings.register(MODULE_ID, "showZonesOnLoad", {
    name: "WARGAME.Settings.showZonesOnLoad.name",
    hint: "WARGAME.Settings.showZonesOnLoad.hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
  });
  // The world's, so a player cannot turn the rules off for themselves: the GM's client enforces it (hooks/move-guard.ts).
  game.settings.register(MODULE_ID, "movesFollowRules", {
    name: "WARGAME.Settings.movesFollowRules.name",
    hint: "WARGAME.Settings.movesFollowRules.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(MODULE_ID, "contactTolerance", {
    name: "WARGAME.Settings.contactTolerance.name",
    hint: "WARGAME.Settings.contactTolerance.hint",
    scope: "world",
    config: true,
    type: Number,
    default: RULESET_TOLERANCE,
    onChange: () => reactions.indexRulesChanged(),
  });
}

/**
 * Registers the module's keybindings; called once, in `init`. Each is `editable`, so a user can
 * change it in Configure Controls. The defaults avoid core's: T is Target and reserves Shift, Shift+C
 * focuses the chat (foundryvtt.com/article/controls, Version 13.350; foundryvtt/foundryvtt#13522),
 * C opens the sheet and W A S D move; Shift+Z, Shift+X and Shift+N are none of core's defaults there.
 * `dragAlone` is held, not pressed: bound to Shift itself (a modifier key bound alone, with `onDown`
 * and `onUp` returning false so core still sees it, as Ridiculosity-Games/trapped-doors binds
 * `ShiftLeft`), it is the sandbox's Shift-drag. Core also drops a token unsnapped with Shift held
 * ("Bypass Snap-to-Grid: Drag + Shift + Drop", foundryvtt.com/article/controls), so a user who wants
 * the lone counter snapped can bind another key. `resetMoves` is the GM's (`restricted`).
 */
export function registerKeybindings(
  toggleZones: () => void,
  attackTargets: () => void,
  playTurn: () => void,
  dragAlone: (held: boolean) => void,
  resetMoves: () => void,
): void {
  game.keybindings?.register(MODULE_ID, "toggleZones", {
    name: "WARGAME.Keybindings.toggleZones.name",
    hint: "WARGAME.Keybindings.toggleZones.hint",
    editable: [{ key: "KeyZ", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      toggleZones();
      return true;
    },
  });
  game.keybindings?.register(MODULE_ID, "attackTargets", {
    name: "WARGAME.Keybindings.attackTargets.name",
    hint: "WARGAME.Keybindings.attackTargets.hint",
    editable: [{ key: "KeyX", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      attackTargets();
      return true;
    },
  });
  game.keybindings?.register(MODULE_ID, "playTurn", {
    name: "WARGAME.Keybindings.playTurn.name",
    hint: "WARGAME.Keybindings.playTurn.hint",
    editable: [{ key: "KeyN", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      playTurn();
      return true;
    },
  });
  game.keybindings?.register(MODULE_ID, "dragAlone", {
    name: "WARGAME.Keybindings.dragAlone.name",
    hint: "WARGAME.Keybindings.dragAlone.hint",
    editable: [
      { key: "ShiftLeft", modifiers: [] },
      { key: "ShiftRight", modifiers: [] },
    ],
    onDown: () => {
      dragAlone(true);
      return false;
    },
    onUp: () => {
      dragAlone(false);
      return false;
    },
  });
  game.keybindings?.register(MODULE_ID, "resetMoves", {
    name: "WARGAME.Keybindings.resetMoves.name",
    hint: "WARGAME.Keybindings.resetMoves.hint",
    editable: [{ key: "KeyM", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    restricted: true,
    onDown: () => {
      resetMoves();
      return true;
    },
  });
}

/** Whether players' token moves are held to the movement rules (hooks/move-rules.ts, hooks/move-guard.ts). */
export function movesFollowRules(): boolean {
  return game.settings.get(MODULE_ID, "movesFollowRules");
}

/** The contact tolerance the world sets (table units), or null when the rule system's applies. */
export function contactToleranceOverride(): number | null {
  const tolerance = game.settings.get(MODULE_ID, "contactTolerance");
  return Number.isFinite(tolerance) && tolerance >= 0 ? tolerance : null;
}

export function rulesetLabel(id: RulesetId): string {
  return hostRulesets().ruleset(id).labelKey;
}

export function defaultRuleset(): RulesetId {
  return game.settings.get(MODULE_ID, "defaultRuleset");
}
