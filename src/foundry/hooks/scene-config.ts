import type { NamedScene } from "../apps/ruleset-options-editor";
import { addRulesetField, type ConfigElement } from "../scene/ruleset-field";
import { addSceneOptionsButton, type OptionsButtonElement } from "../scene/scene-options-button";

/**
 * The scene config shows which rule system the scene is played with (saved in its flag with the
 * form), and a button opening the scene's overrides of that rule system's options.
 */
export function listen(): void {
  Hooks.on(
    "renderSceneConfig",
    (app: { readonly document: NamedScene }, html: ConfigElement & OptionsButtonElement) => {
      addRulesetField(html, app.document);
      addSceneOptionsButton(html, app.document);
    },
  );
}
