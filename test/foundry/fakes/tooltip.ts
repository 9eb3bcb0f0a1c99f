/**
 * A fake of Foundry's `game.tooltip` (TooltipManager), behaving as the host relies on:
 * - `activate(element, {html})` shows the given HTML (a string or an element) beside `element`;
 *   `text` shows plain text (foundryvtt.com/api/v13/classes/foundry.helpers.interaction.TooltipManager.html
 *   and the same page under /api/v14/: `activate(element, options)`; public v13 modules pass
 *   `{html, cssClass, direction}`, e.g. the code corpus's dsa and dnd5e tooltip helpers).
 * - The `content` option is deprecated since v13 and warns (project FOUNDRY-NOTES "Tooltips and
 *   keybindings", issue 23 item 11): modelled as a recorded deprecation warning, and nothing shown.
 * - `deactivate()` hides the tooltip.
 */
export class FakeTooltipManager {
  /** What is shown, beside which element: an element's children each a line, text one line. */
  shown: { element: HTMLElement; lines: string[] } | null = null;
  /** Deprecation warnings Foundry would log. */
  readonly deprecations: string[] = [];

  activate(
    element: HTMLElement,
    options: { text?: string; html?: string | HTMLElement; content?: unknown } = {},
  ): void {
    if ("content" in options) {
      this.deprecations.push("TooltipManager#activate: the content option is deprecated");
      return;
    }
    const html = options.html;
    const lines =
      html instanceof HTMLElement ? [...html.children].map((line) => line.textContent) : [html ?? options.text ?? ""];
    this.shown = { element, lines };
  }

  deactivate(): void {
    this.shown = null;
  }
}
