import type { Unit } from "@engine/board/types";
import { answersFromForm, CONTACT_INPUTS_TEMPLATE, type ContactFieldView } from "@view/contact-form-view";
import type { Localizer } from "@view/template-helpers";
import type { RenderTemplate } from "../i18n/templates";
import { html } from "./html";

/** The answers the panel's form gives, by input id (checked by the engine when the combat starts). */
export type FormAnswers = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface ContactsActions {
  /** Starts a combat of the selected unit against these enemies, with the form's answers. */
  readonly attack: (defenders: readonly string[], answers: FormAnswers) => void;
}

export interface ContactsPanel {
  /**
   * Shows the selected unit, the enemy stacks it may attack (`targetStacks`), what "Attack them
   * all" attacks (none: no such button), and the rule system's questions for a combat from this
   * contact (`contactFormView`), or hides the panel (no unit, or a combat on).
   */
  show(
    unit: Unit | null,
    stacks: readonly (readonly Unit[])[],
    all: readonly string[],
    form: readonly ContactFieldView[],
  ): void;
  /** The answers as the form stands. */
  answers(): FormAnswers;
}

/**
 * The panel of a selected unit: each enemy stack in contact (its units named together) with an
 * Attack button, one for them all where the rule system attacks several stacks at once, and
 * the rule system's contact inputs, rendered from its declaration by the template Foundry's
 * contact dialog renders (`apps/contact-inputs.hbs`). The form is kept while the same
 * contact is shown, so answers survive the page's redraws.
 */
export function createContactsPanel(
  element: HTMLElement,
  render: RenderTemplate,
  i18n: Localizer,
  actions: ContactsActions,
): ContactsPanel {
  const form = html("form", { class: "contact-inputs" });
  let fields: readonly ContactFieldView[] = [];
  let shown = "";
  form.addEventListener("submit", (event) => event.preventDefault());
  const answers = (): FormAnswers => {
    const data = new FormData(form);
    return answersFromForm(fields, (name) => data.getAll(name).map(String));
  };
  element.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action='attack']") : null;
    const defenders = button?.dataset["defenders"];
    if (defenders !== undefined) actions.attack(defenders.split(" "), answers());
  });
  const attackButton = (ids: readonly string[], text: string, label: string): HTMLButtonElement =>
    html(
      "button",
      { type: "button", "data-action": "attack", "data-defenders": ids.join(" "), "aria-label": label },
      text,
    );
  return {
    answers,
    show(unit, stacks, all, next) {
      element.hidden = unit === null;
      if (unit === null) {
        shown = "";
        element.replaceChildren();
        return;
      }
      const key = JSON.stringify([
        unit.id,
        stacks.map((stack) => stack.map((enemy) => enemy.id)),
        all,
        next.map(shape),
      ]);
      if (key === shown) return;
      shown = key;
      fields = next;
      element.dataset["unitId"] = unit.id;
      const heading = html("h2", {}, unit.name);
      if (stacks.length === 0) {
        element.replaceChildren(heading, html("p", { class: "hint" }, i18n.localize("WARGAME.Sandbox.Contacts.None")));
        return;
      }
      const rows = stacks.map((stack) => {
        const names = stack.map((enemy) => enemy.name).join(", ");
        return html(
          "li",
          { "data-enemy": stack.map((enemy) => enemy.id).join(" ") },
          html("span", {}, names),
          attackButton(
            stack.map((enemy) => enemy.id),
            i18n.localize("WARGAME.Sandbox.Contacts.Attack"),
            i18n.format("WARGAME.Sandbox.Contacts.AttackLabel", { enemy: names }),
          ),
        );
      });
      form.innerHTML = render(CONTACT_INPUTS_TEMPLATE, { fields: next });
      element.replaceChildren(
        heading,
        html("p", {}, i18n.localize("WARGAME.Sandbox.Contacts.Title")),
        html("ul", { class: "enemies" }, ...rows),
        ...(stacks.length > 1 && all.length > 0
          ? [
              attackButton(
                all,
                i18n.localize("WARGAME.Sandbox.Contacts.AttackAll"),
                i18n.localize("WARGAME.Sandbox.Contacts.AttackAll"),
              ),
            ]
          : []),
        ...(next.length > 0 ? [html("p", {}, i18n.localize("WARGAME.Contact.Inputs")), form] : []),
      );
    },
  };
}

/** What makes two forms the same form: their fields and what each offers (not the values shown). */
function shape(field: ContactFieldView): readonly string[] {
  return [field.id, ...field.options.map((option) => option.id)];
}
