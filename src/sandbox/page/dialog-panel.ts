import type { CombatView } from "../../view/view-types";
import type { RenderTemplate } from "../i18n/templates";

export interface DialogActions {
  readonly decide: (picks: readonly string[]) => void;
  readonly roll: () => void;
  readonly apply: () => void;
}

export interface DialogPanel {
  /** Shows the combat at its present step, or hides the dialog; `busy` disables its buttons. */
  show(view: CombatView | null, busy: boolean): void;
}

/** The step parts of templates/apps/combat-dialog/, by step kind. */
const STEP_PARTS: Readonly<Record<CombatView["step"]["kind"], string>> = {
  decision: "apps/combat-dialog/decision.hbs",
  roll: "apps/combat-dialog/roll.hbs",
  done: "apps/combat-dialog/done.hbs",
};

/**
 * The combat dialog: the module's own templates in a form, as Foundry's dialog renders them; its
 * buttons' `data-action`s and the form's submit drive the page. The step comes first, where the
 * person acting looks; the header and odds follow.
 */
export function createDialogPanel(element: HTMLElement, render: RenderTemplate, actions: DialogActions): DialogPanel {
  const form = document.createElement("form");
  form.className = "combat-dialog";
  element.append(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const picks = [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value);
    actions.decide(picks);
  });
  form.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action]") : null;
    if (button === null || button.type === "submit") return;
    if (button.dataset["action"] === "roll") actions.roll();
    if (button.dataset["action"] === "apply") actions.apply();
  });
  return {
    show(view, busy) {
      element.hidden = view === null;
      if (view === null) {
        form.replaceChildren();
        return;
      }
      form.dataset["kind"] = view.step.kind;
      form.innerHTML = [STEP_PARTS[view.step.kind], "apps/combat-dialog/odds.hbs", "apps/combat-dialog/header.hbs"].map((part) => render(part, view)).join("");
      for (const button of form.querySelectorAll("button")) button.disabled = busy;
    },
  };
}
