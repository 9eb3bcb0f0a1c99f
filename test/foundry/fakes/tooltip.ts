/**
 * A fake of Foundry's `game.tooltip` (TooltipManager), behaving as the host relies on:
 * - `activate(element, {html})` shows the given HTML (a string or an element) beside `element`;
 *   `text` shows plain text (foundryvtt.com/api/v13/classes/foundry.helpers.interaction.TooltipManager.html
 *   and the same page under /api/v14/: `activate(element, options)`; public v13 modules pass
 *   `{html, cssClass, direction}`, e.g. the code corpus's dsa and dnd5e tooltip helpers).
 * - The `content` option is deprecated since v13 and warns (project FOUNDRY-NOTES "Tooltips and
 *   keybindings", issue 23 item 11): modelled as a recorded deprecation warning.
 * - `deactivate()` hides the tooltip.
 */
export class FakeTooltipManager {
  /** The element the tooltip is anchored to while shown; null when hidden. */
  element: HTMLElement | null = null;
  /** What the tooltip shows, as text. */
  shown = "";
  /** Deprecation warnings Foundry would log. */
  readonly deprecations: string[] = [];

  activate(element: HTMLElement, options: { text?: string; html?: string | HTMLElement; content?: unknown } = {}): void {
    if ("content" in options) this.deprecations.push("TooltipManager#activate: the content option is deprecated");
    this.element = element;
    const html = options.html;
    this.shown = html instanceof HTMLElement ? (html.textContent ?? "") : (html ?? options.text ?? "");
  }

  deactivate(): void {
    this.element = null;
    this.shown = "";
  }
}
