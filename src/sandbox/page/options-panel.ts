import type { RulesetId } from "@engine/rulesets/ids";
import type { RulesetCatalog } from "@view/ruleset-catalog";
import {
  changedFromDefaults,
  checkDraft,
  draftOf,
  optionRows,
  readDraft,
  type OptionsDraft,
  type OptionValues,
} from "@view/options-form";
import type { Localizer } from "@view/template-helpers";
import type { RenderTemplate } from "../i18n/templates";
import { html } from "./html";

export interface OptionsActions {
  /** The group's values checked against the declaration: those that differ from the defaults. */
  readonly change: (values: OptionValues) => void;
  /** A value the form refused, in words (it changed nothing). */
  readonly refused: (problems: string) => void;
}

export interface OptionsPanel {
  /** Shows the rule system's options with the group's values (those set); `enabled` is false during a combat or a turn. */
  show(rulesetId: RulesetId, values: OptionValues, enabled: boolean): void;
}

/**
 * The scenario's options panel: the rule system's options form as Foundry's settings menu shows it
 * (templates/apps/ruleset-options-editor.hbs, from the same declaration): each option with its
 * label, hint and labelled-default badge, an input per type. A change is checked at once by the
 * declaration (`checkDraft`): a valid one goes to the page, which draws the zones of control again
 * and starts every new combat with it; an invalid one is listed in words and changes nothing.
 */
export function createOptionsPanel(
  element: HTMLElement,
  render: RenderTemplate,
  i18n: Localizer,
  rulesets: RulesetCatalog,
  actions: OptionsActions,
): OptionsPanel {
  const summary = html("summary", {});
  const form = html("form", { class: "wargame-combat options-panel-form" });
  element.append(html("details", {}, summary, form));
  let shown: { rulesetId: RulesetId; values: OptionValues; enabled: boolean } | null = null;

  const draw = (rulesetId: RulesetId, draft: OptionsDraft, errors: readonly string[], enabled: boolean): void => {
    const ruleset = rulesets.ruleset(rulesetId);
    summary.textContent = i18n.format("WARGAME.OptionsEditor.titleOf", { ruleset: i18n.localize(ruleset.labelKey) });
    form.dataset["ruleset"] = rulesetId;
    form.innerHTML = render("apps/ruleset-options-editor.hbs", {
      ruleset: ruleset.labelKey,
      scene: null,
      hint: "WARGAME.Sandbox.OptionsHint",
      rows: optionRows(ruleset.options, draft),
      errors,
    });
    for (const control of form.querySelectorAll<
      HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement
    >("input, select, textarea, button"))
      control.disabled = !enabled;
  };

  /** The form's fields as a submitted form gives them: each value's text, a checkbox's state. */
  const fields = (): Record<string, unknown> => {
    const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("[name]")) {
      values[control.name] =
        control instanceof HTMLInputElement && control.type === "checkbox" ? control.checked : control.value;
    }
    return values;
  };

  const submit = (): void => {
    if (shown === null) return;
    const definitions = rulesets.ruleset(shown.rulesetId).options;
    const draft = readDraft(definitions, fields());
    const checked = checkDraft(definitions, draft, (key) => i18n.localize(key));
    if (!checked.ok) {
      const errors = checked.errors.map((error) =>
        i18n.format(
          error.key,
          Object.fromEntries(Object.entries(error.data).map(([name, value]) => [name, String(value)])),
        ),
      );
      draw(shown.rulesetId, draft, errors, shown.enabled);
      actions.refused(errors.join(" "));
      form.querySelector(".wargame-combat-form-errors")?.scrollIntoView({ block: "nearest" });
      return;
    }
    actions.change(changedFromDefaults(definitions, checked.values));
  };

  form.addEventListener("change", submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  form.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("button[data-action='resetOptions']")
        : null;
    if (button !== null) actions.change({});
  });

  return {
    show(rulesetId, values, enabled) {
      if (shown !== null && shown.rulesetId === rulesetId && shown.values === values && shown.enabled === enabled)
        return;
      shown = { rulesetId, values, enabled };
      draw(rulesetId, draftOf(rulesets.ruleset(rulesetId).options, values), [], enabled);
    },
  };
}
