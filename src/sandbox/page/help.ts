import type { Localizer } from "../../view/template-helpers";
import { html } from "./html";

/** Every key and gesture of the page, each a key (what to press or do) and its text, in the help panel's order. */
export const HELP_ENTRIES = [
  "Drag",
  "Click",
  "Arrows",
  "Turn",
  "Enter",
  "Escape",
  "Destination",
  "Stack",
  "Wheel",
  "Zoom",
  "Pan",
  "Undo",
  "CardUndo",
  "Help",
] as const;

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
  const text = (key: string): string => i18n.localize(`WARGAME.Sandbox.Help.${key}`);
  const list = html(
    "dl",
    {},
    ...HELP_ENTRIES.flatMap((entry) => [
      html("dt", {}, text(`Keys.${entry}.Key`)),
      html("dd", {}, text(`Keys.${entry}.Does`)),
    ]),
  );
  const close = html("button", { type: "button", "data-action": "close-help" }, text("Close"));
  const panel = html(
    "section",
    { class: "help-panel", hidden: true, "aria-label": text("Title") },
    html("h2", {}, text("Title")),
    list,
    close,
  );
  const button = html(
    "button",
    {
      type: "button",
      "data-action": "help",
      title: text("Title"),
      "aria-label": text("Title"),
      "aria-expanded": "false",
    },
    "?",
  );
  const seen = storage?.getItem(GUIDE_SEEN) === "1";
  const done = html("button", { type: "button", "data-action": "close-guide" }, text("Guide.Done"));
  const guide = html(
    "section",
    { class: "guide", hidden: seen, "aria-label": text("Guide.Title") },
    html("h2", {}, text("Guide.Title")),
    html("ol", {}, ...["One", "Two", "Three"].map((step) => html("li", {}, text(`Guide.${step}`)))),
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
