import { hostRulesets } from "../rulesets";
import { rulesetOptionsMenu } from "../apps/ruleset-options-editor";
import { MODULE_ID } from "../constants";
import { rulesetLabel } from "../settings";
import { optionsSettingKey } from "./ruleset-options";

/**
 * Registers, for every rule system of the registry, a settings menu (GM only) opening its options
 * form (https://foundryvtt.com/api/interfaces/foundry.types.SettingSubmenuConfig.html, v13).
 */
export function registerRulesetMenus(): void {
  for (const id of hostRulesets().ids) {
    game.settings.registerMenu(MODULE_ID, `${optionsSettingKey(id)}-menu`, {
      name: rulesetLabel(id),
      label: "WARGAME.OptionsEditor.menuLabel",
      hint: "WARGAME.OptionsEditor.menuHint",
      icon: "fa-solid fa-sliders",
      type: rulesetOptionsMenu(id),
      restricted: true,
    });
  }
}
