import type { Localizer } from "@view/template-helpers";
import type { CombatView } from "@view/view-types";
import type { RenderTemplate } from "../i18n/templates";

/** The page's chat: each roll as the dice fell, and a card for each finished combat. */
export interface ChatLog {
  rolled(side: string, dice: string, values: readonly number[]): void;
  /** Posts a combat's card; its Undo button calls `onUndo` while it is the latest card, its Export button `onExport`. */
  card(view: CombatView, name: string): void;
  /** Marks the latest card undone. */
  undone(): void;
  /** Empties the chat (another scenario is shown). */
  clear(): void;
  /** Whether the latest card's Undo acts now (not during a combat, a turn or moves): off, it is not offered. */
  allowUndo(on: boolean): void;
}

export function createChatLog(
  element: HTMLElement,
  render: RenderTemplate,
  i18n: Localizer,
  onUndo: () => void,
  onExport: (view: CombatView, name: string) => void,
): ChatLog {
  const cards: { readonly element: HTMLElement; readonly view: CombatView; readonly name: string; undone: boolean }[] =
    [];
  let allowed = true;
  const draw = (entry: (typeof cards)[number], latest: boolean): void => {
    entry.element.innerHTML = render("chat/combat-card.hbs", {
      combat: entry.view,
      undone: entry.undone,
      undoable: latest && !entry.undone && allowed,
    });
    // The page's own button beside the module's card: the record as a page to post.
    const exporter = document.createElement("button");
    exporter.type = "button";
    exporter.dataset["action"] = "export-combat";
    exporter.textContent = i18n.localize("WARGAME.Sandbox.Position.Export");
    exporter.title = i18n.localize("WARGAME.Sandbox.Position.ExportHint");
    exporter.addEventListener("click", () => onExport(entry.view, entry.name));
    entry.element.append(exporter);
  };
  const latestLive = (): (typeof cards)[number] | undefined => [...cards].reverse().find((entry) => !entry.undone);
  element.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest("button[data-action='wargame-combat-undo']") : null;
    if (button !== null) onUndo();
  });
  const post = (node: HTMLElement): void => {
    element.prepend(node);
  };
  return {
    rolled(side, dice, values) {
      const line = document.createElement("p");
      line.className = "roll-line";
      line.dataset["values"] = values.join(",");
      line.textContent = i18n.format("WARGAME.Sandbox.Rolled", { side, dice, values: values.join(", ") });
      post(line);
    },
    card(view, name) {
      const previous = cards.at(-1);
      const entry = { element: document.createElement("article"), view, name, undone: false };
      entry.element.className = "chat-card";
      cards.push(entry);
      if (previous !== undefined) draw(previous, false);
      draw(entry, true);
      post(entry.element);
    },
    clear() {
      cards.length = 0;
      element.replaceChildren();
    },
    undone() {
      const latest = latestLive();
      if (latest === undefined) return;
      latest.undone = true;
      draw(latest, false);
      const before = latestLive();
      if (before !== undefined) draw(before, true);
    },
    allowUndo(on) {
      if (on === allowed) return;
      allowed = on;
      const latest = latestLive();
      if (latest !== undefined) draw(latest, true);
    },
  };
}
