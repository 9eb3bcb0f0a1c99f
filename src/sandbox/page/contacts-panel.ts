import type { Unit } from "@engine/board/types";
import { answersFromForm, contactFieldName, type ContactFieldView } from "@view/contact-form-view";
import { localizeText, type Localizer } from "@view/template-helpers";
import { html } from "./html";

/** The answers the panel's form gives, by input id (checked by the engine when the combat starts). */
export type FormAnswers = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface ContactsActions {
  /** Starts a combat of the selected unit against these enemies, with the form's answers. */
  readonly attack: (defenders: readonly string[], answers: FormAnswers) => void;
}

export interface ContactsPanel {
  /**
   * Shows the selected unit, the enemies it touches and the rule system's questions for a combat
   * from this contact (`contactFormView`), or hides the panel (no unit, or a combat on).
   */
  show(unit: Unit | null, enemies: readonly Unit[], form: readonly ContactFieldView[]): void;
  /** The answers as the form stands. */
  answers(): FormAnswers;
}

/**
 * The panel of a selected unit: each enemy in contact with an Attack button, one for them all, and
 * the rule system's contact inputs, rendered from its declaration. The form is kept while the same
 * contact is shown, so answers survive the page's redraws.
 */
export function createContactsPanel(element: HTMLElement, i18n: Localizer, actions: ContactsActions): ContactsPanel {
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
    show(unit, enemies, next) {
      element.hidden = unit === null;
      if (unit === null) {
        shown = "";
        element.replaceChildren();
        return;
      }
      const key = JSON.stringify([unit.id, enemies.map((enemy) => enemy.id), next.map(shape)]);
      if (key === shown) return;
      shown = key;
      fields = next;
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
      form.replaceChildren(...next.map((field) => fieldElement(field, i18n)));
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
        ...(next.length > 0 ? [html("p", {}, i18n.localize("WARGAME.Sandbox.Contacts.Inputs")), form] : []),
      );
    },
  };
}

/** What makes two forms the same form: their fields and what each offers (not the values shown). */
function shape(field: ContactFieldView): readonly string[] {
  return [field.id, ...field.options.map((option) => option.id)];
}

/** One input as a labelled control of its kind, named for `answersFromForm`. */
function fieldElement(field: ContactFieldView, i18n: Localizer): HTMLElement {
  const name = contactFieldName(field.id);
  const label = localizeText(field.label, i18n);
  const hint = field.hint === null ? [] : [html("small", { class: "hint" }, localizeText(field.hint, i18n))];
  const attributes = { class: "contact-field", "data-field": field.id, "data-kind": field.kind };
  switch (field.kind) {
    case "number":
      return html(
        "label",
        attributes,
        html("span", {}, label),
        html("input", { type: "number", name, min: field.min, max: field.max, step: 1, value: field.value }),
        ...hint,
      );
    case "flag":
      return html(
        "label",
        attributes,
        html("input", { type: "checkbox", name, checked: field.checked }),
        label,
        ...hint,
      );
    case "choice":
      return html(
        "label",
        attributes,
        html("span", {}, label),
        html(
          "select",
          { name },
          ...field.options.map((option) =>
            html(
              "option",
              { value: option.id, selected: option.on },
              option.label === null ? (option.name ?? option.id) : localizeText(option.label, i18n),
            ),
          ),
        ),
        ...hint,
      );
    case "units":
      return html(
        "fieldset",
        attributes,
        html("legend", {}, label),
        ...(field.empty ? [html("small", { class: "hint" }, i18n.localize("WARGAME.Sandbox.Contacts.NoUnits"))] : []),
        ...field.options.map((option) =>
          html(
            "label",
            {},
            html("input", { type: "checkbox", name, value: option.id, checked: option.on }),
            option.name ?? option.id,
          ),
        ),
        ...hint,
      );
  }
}
