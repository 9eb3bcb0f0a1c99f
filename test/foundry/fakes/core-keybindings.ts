/**
 * Core Foundry's default keybindings that a module's binding can collide with, as public sources
 * give them, and the rule by which one binding takes another's key press.
 *
 * - T targets the hovered token, and reserves Shift (Shift+T adds to the targets), so a module's
 *   Shift+T loses to it while a token is hovered (project FOUNDRY-NOTES "Tooltips and keybindings";
 *   issue 23 item 11; `reservedModifiers` in the v13/v14 `ClientKeybindings#register` example,
 *   foundryvtt.com/api/classes/foundry.helpers.interaction.ClientKeybindings.html).
 * - Shift+C switches focus to the chat (foundryvtt.com/article/controls, "Updated October 20, 2025
 *   (Version 13.350)": "Switch Focus to Chat Shift + C"; foundryvtt/foundryvtt#13522 and #12884).
 * - C shows the controlled token's actor sheet (foundryvtt.com/article/controls, v11 text).
 * - W A S D (and the arrows) move controlled tokens; Shift with them turns a token to face that way
 *   (foundryvtt.com/article/controls: "Keyboard Movement", "Face Direction").
 */
export interface CoreBinding {
  readonly action: string;
  readonly key: string;
  readonly modifiers: readonly string[];
  /** Modifiers the action also answers to (KeybindingActionConfig `reservedModifiers`). */
  readonly reserved: readonly string[];
}

export const CORE_BINDINGS: readonly CoreBinding[] = [
  { action: "target", key: "KeyT", modifiers: [], reserved: ["Shift"] },
  { action: "chatFocus", key: "KeyC", modifiers: ["Shift"], reserved: [] },
  { action: "toggleCharacterSheet", key: "KeyC", modifiers: [], reserved: [] },
  ...["KeyW", "KeyA", "KeyS", "KeyD"].map((key) => ({ action: "move", key, modifiers: [], reserved: ["Shift"] })),
];

/**
 * The core action a key press with these modifiers reaches, if any: the same key, every modifier
 * the core binding requires held, and no modifier held that it neither requires nor reserves.
 */
export function coreActionFor(key: string, modifiers: readonly string[]): string | undefined {
  return CORE_BINDINGS.find(
    (binding) =>
      binding.key === key &&
      binding.modifiers.every((modifier) => modifiers.includes(modifier)) &&
      modifiers.every((modifier) => binding.modifiers.includes(modifier) || binding.reserved.includes(modifier)),
  )?.action;
}
