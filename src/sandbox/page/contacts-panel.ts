import type { Unit } from "@engine/board/types";
import type { Localizer } from "@view/template-helpers";
import { html } from "./html";

export interface ContactsActions {
  /** Starts a combat of the selected unit against these enemies, with the dice the table gives. */
  readonly attack: (defenders: readonly string[], attackDice: number) => void;
}

export interface ContactsPanel {
  /** Shows the selected unit and the enemies it touches, or hides the panel (no unit, or a combat on). */
  show(unit: Unit | null, enemies: readonly Unit[], askDice: boolean): void;
  /** The attacker's dice of the round as entered (victory-margin), at least 1. */
  attackDice(): number;
}

/** The panel of a selected unit: each enemy in contact with an Attack button, and one for them all. */
export function createContactsPanel(element: HTMLElement, i18n: Localizer, actions: ContactsActions): ContactsPanel {
  const dice = html("input", { type: "number", name: "attack-dice", min: 1, max: 20, value: 1, required: true });
  element.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action='attack']") : null;
    const defenders = button?.dataset["defenders"];
    if (defenders !== undefined) actions.attack(defenders.split(" "), attackDice());
  });
  const attackDice = (): number => Math.max(1, Math.floor(Number(dice.value) || 1));
  const attackButton = (ids: readonly string[], text: string, label: string): HTMLButtonElement =>
    html(
      "button",
      { type: "button", "data-action": "attack", "data-defenders": ids.join(" "), "aria-label": label },
      text,
    );
  return {
    attackDice,
    show(unit, enemies, askDice) {
      element.hidden = unit === null;
      if (unit === null) {
        element.replaceChildren();
        return;
      }
      element.dataset["unitId"] = unit.id;
      const heading = html("h2", {}, unit.name);
      if (enemies.length === 0) {
        element.replaceChildren(heading, html("p", { class: "hint" }, i18n.localize("WARGAME.Sandbox.Contacts.None")));
        return;
      }
      const rows = enemies.map((enemy) =>
        html(
          "li",
          { "data-enemy": enemy.id },
          html("span", {}, enemy.name),
          attackButton(
            [enemy.id],
            i18n.localize("WARGAME.Sandbox.Contacts.Attack"),
            i18n.format("WARGAME.Sandbox.Contacts.AttackLabel", { enemy: enemy.name }),
          ),
        ),
      );
      element.replaceChildren(
        heading,
        html("p", {}, i18n.localize("WARGAME.Sandbox.Contacts.Title")),
        html("ul", { class: "enemies" }, ...rows),
        ...(enemies.length > 1
          ? [
              attackButton(
                enemies.map((enemy) => enemy.id),
                i18n.localize("WARGAME.Sandbox.Contacts.AttackAll"),
                i18n.localize("WARGAME.Sandbox.Contacts.AttackAll"),
              ),
            ]
          : []),
        ...(askDice
          ? [html("label", { class: "attack-dice" }, i18n.localize("WARGAME.Sandbox.Contacts.AttackDice"), dice)]
          : []),
      );
    },
  };
}
