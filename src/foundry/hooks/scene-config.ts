import type { FlagSource } from "../board/sources";
import { addRulesetField, type ConfigElement } from "../scene/ruleset-field";

/** The scene config shows which rule system the scene is played with (saved in its flag with the form). */
export function listen(): void {
  Hooks.on("renderSceneConfig", (app: { readonly document: FlagSource }, html: ConfigElement) => addRulesetField(html, app.document));
}
