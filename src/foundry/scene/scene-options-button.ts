import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import { openSceneOptions, type NamedScene } from "../apps/ruleset-options-editor";
import { escapeHtml } from "../hud/escape-html";
import { localized } from "../hud/localized";
import { defaultRuleset } from "../settings";
import { RULESET_FIELD } from "./ruleset-field";
import { rulesetOfScene } from "./scene-ruleset";

/** The parts of the scene config's elements the button uses (HTMLElements fit). */
export interface OptionsButtonElement {
  querySelector(selectors: string): OptionsButtonElement | null;
  insertAdjacentHTML(position: "afterend", html: string): void;
  addEventListener(type: "click", listener: () => void): void;
  /** The rule system select's current choice ("" = the world's default). */
  readonly value?: unknown;
}

const BUTTON_CLASS = "wargame-combat-scene-options";

/**
 * Adds, under the scene's rule system field, a button opening the scene's overrides of that rule
 * system's options (the same form as the world's settings menu, in scene mode). The rule system is
 * the one chosen in the field, saved or not. Once per render, like the field.
 */
export function addSceneOptionsButton(root: OptionsButtonElement, scene: NamedScene, open = openSceneOptions): void {
  const select = root.querySelector(`[name="${RULESET_FIELD}"]`);
  const field = root.querySelector(".wargame-combat-ruleset");
  if (select === null || field === null || root.querySelector(`.${BUTTON_CLASS}`) !== null) return;
  field.insertAdjacentHTML(
    "afterend",
    `<div class="form-group ${BUTTON_CLASS}">
  <label>${escapeHtml(localized("WARGAME.SceneConfig.options"))}</label>
  <div class="form-fields"><button type="button"><i class="fa-solid fa-sliders" inert></i> ${escapeHtml(localized("WARGAME.OptionsEditor.menuLabel"))}</button></div>
  <p class="hint">${escapeHtml(localized("WARGAME.SceneConfig.optionsHint"))}</p>
</div>`,
  );
  root
    .querySelector(`.${BUTTON_CLASS} button`)
    ?.addEventListener("click", () => open(scene, chosenRuleset(select.value, scene)));
}

function chosenRuleset(value: unknown, scene: NamedScene): RulesetId {
  if (hostRulesets().has(value)) return value;
  return value === "" ? defaultRuleset() : rulesetOfScene(scene);
}
