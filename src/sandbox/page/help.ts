import type { Localizer } from "@view/template-helpers";
import { html } from "./html";

/** Every key and gesture of the page: what to press or do, and what it does, in the help panel's order. */
export const HELP_ENTRIES: readonly (readonly [key: string, does: string])[] = [
  ["WARGAME.Sandbox.Help.Keys.Drag.Key", "WARGAME.Sandbox.Help.Keys.Drag.Does"],
  ["WARGAME.Sandbox.Help.Keys.DragOne.Key", "WARGAME.Sandbox.Help.Keys.DragOne.Does"],
  ["WARGAME.Sandbox.Help.Keys.Click.Key", "WARGAME.Sandbox.Help.Keys.Click.Does"],
  ["WARGAME.Sandbox.Help.Keys.Arrows.Key", "WARGAME.Sandbox.Help.Keys.Arrows.Does"],
  ["WARGAME.Sandbox.Help.Keys.Turn.Key", "WARGAME.Sandbox.Help.Keys.Turn.Does"],
  ["WARGAME.Sandbox.Help.Keys.Enter.Key", "WARGAME.Sandbox.Help.Keys.Enter.Does"],
  ["WARGAME.Sandbox.Help.Keys.Escape.Key", "WARGAME.Sandbox.Help.Keys.Escape.Does"],
  ["WARGAME.Sandbox.Help.Keys.Destination.Key", "WARGAME.Sandbox.Help.Keys.Destination.Does"],
  ["WARGAME.Sandbox.Help.Keys.Stack.Key", "WARGAME.Sandbox.Help.Keys.Stack.Does"],
  ["WARGAME.Sandbox.Help.Keys.Wheel.Key", "WARGAME.Sandbox.Help.Keys.Wheel.Does"],
  ["WARGAME.Sandbox.Help.Keys.Zoom.Key", "WARGAME.Sandbox.Help.Keys.Zoom.Does"],
  ["WARGAME.Sandbox.Help.Keys.Pan.Key", "WARGAME.Sandbox.Help.Keys.Pan.Does"],
  ["WARGAME.Sandbox.Help.Keys.Undo.Key", "WARGAME.Sandbox.Help.Keys.Undo.Does"],
  ["WARGAME.Sandbox.Help.Keys.CardUndo.Key", "WARGAME.Sandbox.Help.Keys.CardUndo.Does"],
  ["WARGAME.Sandbox.Help.Keys.Help.Key", "WARGAME.Sandbox.Help.Keys.Help.Does"],
];

/** Where the page remembers that the first-run guide was read. */
const GUIDE_SEEN = "wargame-combat-sandbox-guide-seen";

export interface Help {
  /** The toolbar's ? button. */
  readonly button: HTMLButtonElement;
  /** The help panel (hidden until asked for) and the first-run guide (until read), for the page's side column. */
  readonly panels: readonly HTMLElement[];
  toggle(): void;
}

/**
 * The page's help: a first-run guide in three steps (shown until its button is pressed, then
 * remembered in the browser's storage) and a panel listing every key and gesture, opened by the
 * toolbar's ? button or the ? key.
 */
export function createHelp(i18n: Localizer, storage: Pick<Storage, "getItem" | "setItem"> | null): Help {
  const text = (key: string): string => i18n.localize(key);
  const list = html(
    "dl",
    {},
    ...HELP_ENTRIES.flatMap(([key, does]) => [html("dt", {}, text(key)), html("dd", {}, text(does))]),
  );
  const close = html("button", { type: "button", "data-action": "close-help" }, text("WARGAME.Sandbox.Help.Close"));
  const panel = html(
    "section",
    { class: "help-panel", hidden: true, "aria-label": text("WARGAME.Sandbox.Help.Title") },
    html("h2", {}, text("WARGAME.Sandbox.Help.Title")),
    list,
    close,
  );
  const button = html(
    "button",
    {
      type: "button",
      "data-action": "help",
      title: text("WARGAME.Sandbox.Help.Title"),
      "aria-label": text("WARGAME.Sandbox.Help.Title"),
      "aria-expanded": "false",
    },
    "?",
  );
  const seen = storage?.getItem(GUIDE_SEEN) === "1";
  const done = html(
    "button",
    { type: "button", "data-action": "close-guide" },
    text("WARGAME.Sandbox.Help.Guide.Done"),
  );
  const guide = html(
    "section",
    { class: "guide", hidden: seen, "aria-label": text("WARGAME.Sandbox.Help.Guide.Title") },
    html("h2", {}, text("WARGAME.Sandbox.Help.Guide.Title")),
    html(
      "ol",
      {},
      ...["WARGAME.Sandbox.Help.Guide.One", "WARGAME.Sandbox.Help.Guide.Two", "WARGAME.Sandbox.Help.Guide.Three"].map(
        (step) => html("li", {}, text(step)),
      ),
    ),
    done,
  );
  const toggle = (): void => {
    panel.hidden = !panel.hidden;
    button.setAttribute("aria-expanded", String(!panel.hidden));
    if (!panel.hidden) panel.scrollIntoView({ block: "nearest" });
  };
  button.addEventListener("click", toggle);
  close.addEventListener("click", toggle);
  done.addEventListener("click", () => {
    guide.hidden = true;
    storage?.setItem(GUIDE_SEEN, "1");
  });
  return { button, panels: [guide, panel], toggle };
}
