import { hostRulesets } from "../rulesets";
import type { FlagSource } from "../board/sources";
import { foundryCompat } from "../compat/choose-compat";
import { MODULE_ID } from "../constants";
import { escapeHtml } from "../hud/escape-html";
import { localized } from "../hud/localized";
import { format } from "../localize";
import { defaultRuleset, rulesetLabel } from "../settings";
import { RULESET_FLAG } from "./scene-ruleset";

/** The parts of the scene config's element the field is added to (an HTMLElement fits). */
export interface ConfigElement {
  querySelector(selectors: string): ConfigElement | null;
  insertAdjacentHTML(position: "beforeend", html: string): void;
}

/** The select's form name: the scene sheet saves it into the scene's flag with the rest of the form. */
export const RULESET_FIELD = `flags.${MODULE_ID}.${RULESET_FLAG}`;

/**
 * Adds the scene's rule system to its config, at the end of the grid tab (its selector from the
 * compat seam; else at the end of the form): the
 * world's default (saved as "", so the scene follows the setting) or one rule system. Once per
 * render: a part rendered again brings its own copy of the tab without the field.
 */
export function addRulesetField(root: ConfigElement, scene: FlagSource): void {
  if (root.querySelector(`[name="${RULESET_FIELD}"]`) !== null) return;
  const tab = root.querySelector(foundryCompat().selectors.sceneConfigGridTab) ?? root.querySelector("form") ?? root;
  tab.insertAdjacentHTML("beforeend", rulesetFieldHtml(scene.getFlag(MODULE_ID, RULESET_FLAG)));
}

function rulesetFieldHtml(chosen: unknown): string {
  const world = format({
    key: "WARGAME.SceneConfig.worldDefault",
    data: { ruleset: localized(rulesetLabel(defaultRuleset())) },
  });
  const option = (value: string, label: string): string =>
    `<option value="${escapeHtml(value)}"${value === (chosen ?? "") ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const options = [option("", world), ...hostRulesets().ids.map((id) => option(id, localized(rulesetLabel(id))))].join(
    "",
  );
  return `<div class="form-group wargame-combat-ruleset">
  <label for="wargame-combat-scene-ruleset">${escapeHtml(localized("WARGAME.SceneConfig.ruleset"))}</label>
  <div class="form-fields"><select id="wargame-combat-scene-ruleset" name="${RULESET_FIELD}">${options}</select></div>
  <p class="hint">${escapeHtml(localized("WARGAME.SceneConfig.hint"))}</p>
</div>`;
}
