import { registerTemplateHelpers } from "../apps/foundry-localizer";
import { combatValidator } from "../combat/combat-validator";
import { registerDecideQuery } from "../combat/start-combat";
import { setChangeValidator } from "../gm/change-validator";
import { registerQueries } from "../gm/gm-queries";
import { registerKeybindings, registerSettings } from "../settings";
import { registerOptionSettings } from "../settings/ruleset-options";
import { registerRulesetMenus } from "../settings/ruleset-options-menus";
import { registerStatusEffects } from "../statuses/status-effects";
import { preloadTemplates } from "../templates";
import { BOARD_VIEW_REACTIONS, toggleZones } from "./board-view";

/** `init`: settings, keybindings, status effects, queries and templates, which must exist before any world document is read. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings(BOARD_VIEW_REACTIONS);
    registerOptionSettings(BOARD_VIEW_REACTIONS.indexRulesChanged);
    registerRulesetMenus();
    registerKeybindings(() => toggleZones());
    registerStatusEffects(CONFIG.statusEffects);
    registerQueries();
    registerDecideQuery();
    setChangeValidator(combatValidator((id) => game.scenes?.get(id)));
    registerTemplateHelpers();
    void preloadTemplates();
  });
}
