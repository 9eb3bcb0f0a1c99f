import { dialogPartTemplate, shownParts } from "@view/dialog-parts";
import type { CombatView } from "@view/view-types";
import type { RenderTemplate } from "../i18n/templates";

export interface DialogActions {
  readonly decide: (picks: readonly string[]) => void;
  readonly roll: () => void;
  readonly apply: () => void;
  /** An option under the pointer or focus (its path is previewed on the board), or none. */
  readonly preview: (optionId: string | null) => void;
}

export interface DialogPanel {
  /** Shows the combat at its present step, or hides the dialog; `busy` disables its buttons. */
  show(view: CombatView | null, busy: boolean): void;
  /** The options ticked so far. */
  picked(): string[];
  /** Lists these options first, in this order (places nearest first); the others keep their place after them. */
  order(optionIds: readonly string[]): void;
  /** Ticks or unticks an option (a place clicked on the board, for a decision of several picks). */
  toggle(optionId: string): void;
}

/**
 * The combat dialog: the module's own templates in a form, as Foundry's dialog renders them; its
 * buttons' `data-action`s and the form's submit drive the page. The step comes first, where the
 * person acting looks; the header and odds follow.
 */
export function createDialogPanel(element: HTMLElement, render: RenderTemplate, actions: DialogActions): DialogPanel {
  const form = document.createElement("form");
  form.className = "combat-dialog";
  element.append(form);
  let drawn = "";
  const picked = (): string[] =>
    [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    actions.decide(picked());
  });
  const optionOf = (target: EventTarget | null): string | null => {
    const option = target instanceof Element ? target.closest(".option") : null;
    return option?.querySelector<HTMLInputElement>('input[name="picks"]')?.value ?? null;
  };
  form.addEventListener("pointerover", (event) => actions.preview(optionOf(event.target)));
  form.addEventListener("focusin", (event) => actions.preview(optionOf(event.target)));
  form.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action]") : null;
    if (button === null || button.type === "submit") return;
    if (button.dataset["action"] === "roll") actions.roll();
    if (button.dataset["action"] === "apply") actions.apply();
  });
  return {
    show(view, busy) {
      element.hidden = view === null;
      if (view === null) {
        drawn = "";
        form.replaceChildren();
        return;
      }
      const markup = shownParts(view.step.kind)
        .map((part) => render(dialogPartTemplate(part), view))
        .join("");
      // The same step drawn again keeps what is ticked and focused.
      if (markup === drawn && form.dataset["busy"] === String(busy)) return;
      drawn = markup;
      form.dataset["kind"] = view.step.kind;
      form.dataset["busy"] = String(busy);
      form.innerHTML = markup;
      for (const button of form.querySelectorAll("button")) button.disabled = busy;
      // After each answer the question now waiting is brought into view.
      form.firstElementChild?.scrollIntoView({ block: "nearest" });
    },
    picked,
    order(optionIds) {
      const list = form.querySelector(".options.places");
      if (list === null || optionIds.length === 0) return;
      const items = [...list.querySelectorAll<HTMLLIElement>(":scope > .option")];
      const rank = (item: HTMLLIElement): number => {
        const at = optionIds.indexOf(item.querySelector<HTMLInputElement>('input[name="picks"]')?.value ?? "");
        return at === -1 ? -1 : at;
      };
      list.append(...items.sort((a, b) => rank(a) - rank(b)));
    },
    toggle(optionId) {
      const input = [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]')].find(
        (candidate) => candidate.value === optionId,
      );
      if (input !== undefined && !input.disabled) input.checked = !input.checked;
    },
  };
}
