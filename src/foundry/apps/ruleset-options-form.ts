import { EngineError } from "../../engine/errors";
import type { JsonValue, OptionDefinition } from "../../engine/rulesets/ruleset";
import { isOn, numberInput, readOptionField, type NumberInput } from "../../view/option-field";
import { localized } from "../hud/localized";
import { messageOf, type ErrorMessage } from "../localize";
import type { OptionValues } from "../settings/ruleset-options";

/** The form's field names: an option's value, and (on a scene) whether the scene overrides it. */
export function valueField(id: string): string {
  return `value-${id}`;
}
export function overrideField(id: string): string {
  return `override-${id}`;
}

/** The form as the user left it: each option's raw field value, and the options a scene overrides. */
export interface OptionsDraft {
  readonly values: Readonly<Record<string, unknown>>;
  readonly overridden: ReadonlySet<string>;
}

/** One option as the template shows it. */
export interface OptionRow {
  readonly field: string;
  readonly overrideField: string;
  readonly labelKey: string;
  readonly hintKey: string | undefined;
  /** The reference text of a labelled default (shown with its badge), else undefined. */
  readonly referenceKey: string | undefined;
  readonly isBoolean: boolean;
  readonly isNumber: boolean;
  readonly isChoice: boolean;
  readonly isRecords: boolean;
  readonly checked: boolean;
  /** The field's text (numbers, lists as JSON). */
  readonly text: string;
  /** A number option's input: whole steps within the declared range (null for other types). */
  readonly number: NumberInput | null;
  readonly choices: readonly { readonly id: string; readonly labelKey: string; readonly selected: boolean }[];
  readonly overridden: boolean;
}

export type OptionsCheck = { readonly ok: true; readonly values: OptionValues } | { readonly ok: false; readonly errors: readonly ErrorMessage[] };

const INDENT = 2;

/** A draft showing values (a scene's draft also says which options it overrides). */
export function draftOf(definitions: readonly OptionDefinition[], values: OptionValues, overridden: ReadonlySet<string> = new Set()): OptionsDraft {
  return {
    values: Object.fromEntries(definitions.map((option) => [valueField(option.id), fieldValue(option, values[option.id] ?? option.default)])),
    overridden,
  };
}

/** A draft from a submitted form's values (`value-<id>`, and `override-<id>` on a scene). */
export function readDraft(definitions: readonly OptionDefinition[], form: Readonly<Record<string, unknown>>): OptionsDraft {
  return {
    values: Object.fromEntries(definitions.map((option) => [valueField(option.id), form[valueField(option.id)]])),
    overridden: new Set(definitions.filter((option) => isOn(form[overrideField(option.id)])).map((option) => option.id)),
  };
}

/** The template's rows for a draft. */
export function optionRows(definitions: readonly OptionDefinition[], draft: OptionsDraft): OptionRow[] {
  return definitions.map((option) => {
    const raw = draft.values[valueField(option.id)];
    return {
      field: valueField(option.id),
      overrideField: overrideField(option.id),
      labelKey: option.labelKey,
      hintKey: option.hintKey,
      referenceKey: option.labelledDefault?.referenceKey,
      isBoolean: option.type === "boolean",
      isNumber: option.type === "number",
      isChoice: option.type === "choice",
      isRecords: option.type === "records",
      checked: isOn(raw),
      text: typeof raw === "string" || typeof raw === "number" ? String(raw) : "",
      number: numberInput(option) ?? null,
      choices: option.type === "choice" ? option.choices.map((choice) => ({ ...choice, selected: choice.id === raw })) : [],
      overridden: draft.overridden.has(option.id),
    };
  });
}

/**
 * Checks a draft against the options' declarations (`readOptionField`): numbers whole and within
 * their range by the engine's own rule, choices among theirs, lists as JSON. `only` limits the values read to some options (a scene's overrides); the
 * world's form reads them all. Every problem is listed, each naming the option by its label.
 */
export function checkDraft(definitions: readonly OptionDefinition[], draft: OptionsDraft, only?: ReadonlySet<string>): OptionsCheck {
  const errors: ErrorMessage[] = [];
  const values: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
  for (const option of definitions) {
    if (only !== undefined && !only.has(option.id)) continue;
    try {
      values[option.id] = readOptionField(option, draft.values[valueField(option.id)], localized(option.labelKey), localized);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      errors.push(messageOf(error));
    }
  }
  return errors.length === 0 ? { ok: true, values } : { ok: false, errors };
}

function fieldValue(option: OptionDefinition, value: JsonValue): unknown {
  return option.type === "records" ? JSON.stringify(value, null, INDENT) : value;
}
