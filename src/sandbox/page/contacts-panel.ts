import type { Unit } from "@engine/board/types";
import { answersFromForm, CONTACT_INPUTS_TEMPLATE, type ContactFieldView } from "@view/contact-form-view";
import type { Localizer } from "@view/template-helpers";
import type { RenderTemplate } from "../i18n/templates";
import { html } from "./html";

/** The answers the panel's form gives, by input id (checked by the engine when the combat starts). */
export type FormAnswers = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * What one Attack button attacks (an enemy stack, or every stack for "Attack them all") and the
 * rule system's questions for a combat from that contact (`contactFormView` of those defenders:
 * which supports, which units are eliminated, … differ from one enemy to another).
 */
export interface ContactTarget {
  readonly defenders: readonly Unit[];
  readonly form: readonly ContactFieldView[];
}

export interface ContactsActions {
  /** Starts a combat of the selected unit against these enemies, with their form's answers. */
  readonly attack: (defenders: readonly string[], answers: FormAnswers) => void;
}

export interface ContactsPanel {
  /**
   * Shows the selected unit, the enemy stacks it may attack (`targetStacks`) each with its own
   * form, and what "Attack them all" attacks with its form (null: no such button), or hides the
   * panel (no unit, or a combat on).
   */
  show(unit: Unit | null, stacks: readonly ContactTarget[], all: ContactTarget | null): void;
  /** The answers of the form for these defenders as it stands (none shown for them: no answers). */
  answers(defenders: readonly string[]): FormAnswers;
}

/** A form on the panel: the fields it was rendered from, to read its answers back. */
interface ShownForm {
  readonly element: HTMLFormElement;
  readonly fields: readonly ContactFieldView[];
}

/**
 * The panel of a selected unit: each enemy stack in contact (its units named together) with an
 * Attack button, one for them all where the rule system attacks several stacks at once, and for
 * each of them the rule system's contact inputs for that contact, rendered from its declaration by
 * the template Foundry's contact dialog renders (`apps/contact-inputs.hbs`). The forms are kept
 * while the same contacts are shown, so answers survive the page's redraws.
 */
export function createContactsPanel(
  element: HTMLElement,
  render: RenderTemplate,
  i18n: Localizer,
  actions: ContactsActions,
): ContactsPanel {
  let forms = new Map<string, ShownForm>();
  let shown = "";
  const answers = (defenders: readonly string[]): FormAnswers => {
    const form = forms.get(defenders.join(" "));
    if (form === undefined) return {};
    const data = new FormData(form.element);
    return answersFromForm(form.fields, (name) => data.getAll(name).map(String));
  };
  element.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action='attack']") : null;
    const defenders = button?.dataset["defenders"]?.split(" ");
    if (defenders !== undefined) actions.attack(defenders, answers(defenders));
  });
  const attackButton = (ids: readonly string[], text: string, label: string): HTMLButtonElement =>
    html(
      "button",
      { type: "button", "data-action": "attack", "data-defenders": ids.join(" "), "aria-label": label },
      text,
    );
  /** A target's form (none when the rule system asks nothing), its controls' ids made its own by `scope`. */
  const formOf = (target: ContactTarget, scope: string): HTMLElement[] => {
    if (target.form.length === 0) return [];
    const ids = target.defenders.map((enemy) => enemy.id);
    const form = html("form", { class: "contact-inputs", "data-defenders": ids.join(" ") });
    form.addEventListener("submit", (event) => event.preventDefault());
    form.innerHTML = render(CONTACT_INPUTS_TEMPLATE, { fields: target.form });
    // The template names a control by its input alone (Foundry's dialog has one form): here each
    // target's form has its own, so that every label stays with its control.
    for (const control of form.querySelectorAll("[id]")) control.id = `${scope}${control.id}`;
    for (const label of form.querySelectorAll("label[for]"))
      label.setAttribute("for", `${scope}${label.getAttribute("for") ?? ""}`);
    forms.set(ids.join(" "), { element: form, fields: target.form });
    return [html("p", {}, i18n.localize("WARGAME.Contact.Inputs")), form];
  };
  return {
    answers,
    show(unit, stacks, all) {
      element.hidden = unit === null;
      if (unit === null) {
        shown = "";
        forms = new Map();
        element.replaceChildren();
        return;
      }
      const key = JSON.stringify([unit.id, stacks.map(targetShape), all === null ? null : targetShape(all)]);
      if (key === shown) return;
      shown = key;
      forms = new Map();
      element.dataset["unitId"] = unit.id;
      const heading = html("h2", {}, unit.name);
      if (stacks.length === 0) {
        element.replaceChildren(heading, html("p", { class: "hint" }, i18n.localize("WARGAME.Sandbox.Contacts.None")));
        return;
      }
      const rows = stacks.map((stack, k) => {
        const ids = stack.defenders.map((enemy) => enemy.id);
        const names = stack.defenders.map((enemy) => enemy.name).join(", ");
        return html(
          "li",
          { "data-enemy": ids.join(" ") },
          html(
            "div",
            { class: "target" },
            html("span", {}, names),
            attackButton(
              ids,
              i18n.localize("WARGAME.Sandbox.Contacts.Attack"),
              i18n.format("WARGAME.Sandbox.Contacts.AttackLabel", { enemy: names }),
            ),
          ),
          ...formOf(stack, `stack-${k}-`),
        );
      });
      const text = i18n.localize("WARGAME.Sandbox.Contacts.AttackAll");
      element.replaceChildren(
        heading,
        html("p", {}, i18n.localize("WARGAME.Sandbox.Contacts.Title")),
        html("ul", { class: "enemies" }, ...rows),
        ...(all === null
          ? []
          : [
              ...formOf(all, "all-"),
              attackButton(
                all.defenders.map((enemy) => enemy.id),
                text,
                text,
              ),
            ]),
      );
    },
  };
}

/** What makes two targets the same: their defenders, and their form's fields and what each offers (not the values shown). */
function targetShape(target: ContactTarget): readonly unknown[] {
  return [
    target.defenders.map((enemy) => enemy.id),
    target.form.map((field) => [field.id, ...field.options.map((option) => option.id)]),
  ];
}
