import { registerTemplateHelpers } from "../apps/foundry-localizer";
import { registerPlanLayer } from "../canvas/viewed-board";
import { listenForRequests, registerQueries } from "../gm/gm-queries";
import { MODULE_ID } from "../constants";
import { registerKeybindings, registerSettings } from "../settings";
import { listenForHostRequests, registerHostQueries, registerHostSettings } from "../host/foundry-host";
import { registerOptionSettings } from "../settings/ruleset-options";
import { registerRulesetMenus } from "../settings/ruleset-options-menus";
import { registerStatusEffects } from "../statuses/status-effects";
import { registerTurnSettings } from "../turn/foundry-turn-ports";
import { registerTurnQueries } from "../turn/turn-copies";
import { listenForTakeover } from "./takeover";
import { preloadTemplates } from "../templates";
import { attackTargets } from "./attack-targets";
import { playTurn } from "./play-turn";
import { holdAlone } from "./move-rules";
import { resetMoves } from "./move-guard";
import { BOARD_VIEW_REACTIONS, toggleZones } from "./board-view";
import { runRegistrations } from "./registrations";

/** What `init` could not set up, as localization keys naming each part; shown once the world is ready (ready.ts). */
export const initFailures: string[] = [];

/**
 * `init`: settings, keybindings, status effects, queries, templates and the canvas layer, which must
 * exist before any world document is read or any canvas drawn. Each is set up on its own: one
 * failing leaves the others working.
 */
export function listen(): void {
  Hooks.once("init", () => {
    const failed = runRegistrations([
      { part: "WARGAME.Init.settings", register: () => registerSettings(BOARD_VIEW_REACTIONS) },
      { part: "WARGAME.Init.settings", register: () => registerOptionSettings(BOARD_VIEW_REACTIONS.indexRulesChanged) },
      { part: "WARGAME.Init.settings", register: registerRulesetMenus },
      {
        part: "WARGAME.Init.keybindings",
        register: () => registerKeybindings(() => toggleZones(), attackTargets, playTurn, holdAlone, resetMoves),
      },
      { part: "WARGAME.Init.statusEffects", register: () => registerStatusEffects(CONFIG.statusEffects) },
      { part: "WARGAME.Init.queries", register: registerQueries },
      { part: "WARGAME.Init.requests", register: listenForRequests },
      { part: "WARGAME.Init.settings", register: registerHostSettings },
      { part: "WARGAME.Init.settings", register: registerTurnSettings },
      { part: "WARGAME.Init.queries", register: registerHostQueries },
      { part: "WARGAME.Init.queries", register: registerTurnQueries },
      { part: "WARGAME.Init.requests", register: listenForHostRequests },
      { part: "WARGAME.Init.requests", register: listenForTakeover },
      { part: "WARGAME.Init.actorType", register: labelActorType },
      { part: "WARGAME.Init.planLayer", register: registerPlanLayer },
      { part: "WARGAME.Init.templates", register: () => registerTemplateHelpers() },
      { part: "WARGAME.Init.templates", register: () => void preloadTemplates() },
    ]);
    initFailures.push(...new Set(failed));
  });
}

/**
 * The module's Actor sub-type (module.json `documentTypes`), named `<module id>.<type>`, gets its
 * label in CONFIG.Actor.typeLabels (foundryvtt.com/api/variables/CONFIG.Actor.html, Version 13). The
 * installed types list only declared sub-types as keys, hence Reflect.
 */
function labelActorType(): void {
  Reflect.set(CONFIG.Actor.typeLabels, `${MODULE_ID}.unit`, "WARGAME.ActorType.unit");
}
