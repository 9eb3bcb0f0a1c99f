import { describeValue, ownerOf } from "../engine/validation/field-errors";
import { readJson } from "../engine/validation/read-json";
import { EngineError, tableError, type ErrorTable } from "../engine/errors";
import { numberProblem } from "../engine/rulesets/options";
import type { JsonValue, OptionDefinition } from "../engine/rulesets/ruleset";

/**
 * A rule system's options form, as both hosts show it (templates/apps/ruleset-options-editor.hbs:
 * Foundry's settings menu and a scene's overrides, the sandbox's options panel), built from the
 * rule system's declaration (`Ruleset.options`) and checked by it.
 */

/** Option values by option id. */
export type OptionValues = Readonly<Record<string, JsonValue>>;

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

export type OptionsCheck =
  | { readonly ok: true; readonly values: OptionValues }
  | { readonly ok: false; readonly errors: readonly EngineError[] };

const INDENT = 2;

/** A draft showing values (a scene's draft also says which options it overrides). */
export function draftOf(
  definitions: readonly OptionDefinition[],
  values: OptionValues,
  overridden: ReadonlySet<string> = new Set(),
): OptionsDraft {
  return {
    values: Object.fromEntries(
      definitions.map((option) => [valueField(option.id), fieldValue(option, values[option.id] ?? option.default)]),
    ),
    overridden,
  };
}

/** A draft from a submitted form's values (`value-<id>`, and `override-<id>` on a scene). */
export function readDraft(
  definitions: readonly OptionDefinition[],
  form: Readonly<Record<string, unknown>>,
): OptionsDraft {
  return {
    values: Object.fromEntries(definitions.map((option) => [valueField(option.id), form[valueField(option.id)]])),
    overridden: new Set(
      definitions.filter((option) => isOn(form[overrideField(option.id)])).map((option) => option.id),
    ),
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
      choices:
        option.type === "choice" ? option.choices.map((choice) => ({ ...choice, selected: choice.id === raw })) : [],
      overridden: draft.overridden.has(option.id),
    };
  });
}

/**
 * Checks a draft against the options' declarations (`readOptionField`): numbers whole and within
 * their range by the engine's own rule, choices among theirs, lists as JSON. `only` limits the values read to some options (a scene's overrides); the
 * world's form reads them all. Every problem is listed, each naming the option by its label in
 * `say`'s language.
 */
export function checkDraft(
  definitions: readonly OptionDefinition[],
  draft: OptionsDraft,
  say: (key: string) => string,
  only?: ReadonlySet<string>,
): OptionsCheck {
  const errors: EngineError[] = [];
  const values: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
  for (const option of definitions) {
    if (only !== undefined && !only.has(option.id)) continue;
    try {
      values[option.id] = readOptionField(option, draft.values[valueField(option.id)], say(option.labelKey), say);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      errors.push(error);
    }
  }
  return errors.length === 0 ? { ok: true, values } : { ok: false, errors };
}

function fieldValue(option: OptionDefinition, value: JsonValue): unknown {
  return option.type === "records" ? JSON.stringify(value, null, INDENT) : value;
}

/** The values that differ from their option's default (what a group changed; new defaults then reach it). */
export function changedFromDefaults(definitions: readonly OptionDefinition[], values: OptionValues): OptionValues {
  const changed: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
  for (const option of definitions) {
    const value = Object.hasOwn(values, option.id) ? values[option.id] : undefined;
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(option.default)) changed[option.id] = value;
  }
  return changed;
}

/** What an options form refuses (Foundry's settings form, the sandbox's panel), each message naming the option by its label. */
export const OPTIONS_FORM_ERRORS = {
  NotNumber: ["WARGAME.Error.OptionsForm.NotNumber", "{option}: a number is needed, got {got}."],
  NotInteger: ["WARGAME.Error.OptionsForm.NotInteger", "{option}: must be a whole number, got {got}."],
  OutOfRange: ["WARGAME.Error.OptionsForm.OutOfRange", "{option}: must be between {min} and {max}, got {got}."],
  UnknownChoice: ["WARGAME.Error.OptionsForm.UnknownChoice", "{option}: must be one of {choices}, got {got}."],
  NotBoolean: ["WARGAME.Error.OptionsForm.NotBoolean", "{option}: must be on or off, got {got}."],
  NotRecords: ["WARGAME.Error.OptionsForm.NotRecords", "{option}: must be a JSON list ({reason})."],
} as const satisfies ErrorTable;

/** What a number field's input allows, from the declaration: whole steps within its range. */
export interface NumberInput {
  readonly step: 1;
  readonly min: number;
  readonly max: number;
}

export function numberInput(option: OptionDefinition): NumberInput | undefined {
  return option.type === "number" ? { step: 1, min: option.min, max: option.max } : undefined;
}

/**
 * Reads a form field's raw value (text, a checkbox's state, a select's id, a list as JSON text)
 * as the option's value, by its declaration and the engine's own rule for numbers
 * (`numberProblem`); throws an EngineError naming the option by `label`, its text in the user's
 * language, and `say` gives a choice's label the same way.
 */
export function readOptionField(
  option: OptionDefinition,
  raw: unknown,
  label: string,
  say: (key: string) => string,
): JsonValue {
  const fail = (
    problem: keyof typeof OPTIONS_FORM_ERRORS,
    data: Readonly<Record<string, string | number>> = {},
  ): EngineError => tableError(OPTIONS_FORM_ERRORS, problem, { option: label, got: describeValue(raw), ...data });
  switch (option.type) {
    case "boolean":
      if (raw === undefined || raw === null || raw === "" || raw === false || raw === "false") return false;
      if (isOn(raw)) return true;
      throw fail("NotBoolean");
    case "number": {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof value !== "number" || !Number.isFinite(value)) throw fail("NotNumber");
      const problem = numberProblem(option, value);
      if (problem !== undefined) throw fail(problem, { min: option.min, max: option.max, got: value });
      return value;
    }
    case "choice": {
      const found = option.choices.find((choice) => choice.id === raw);
      if (found === undefined)
        throw fail("UnknownChoice", { choices: option.choices.map((choice) => say(choice.labelKey)).join(", ") });
      return found.id;
    }
    case "records":
      return readRecords(option, raw, label);
  }
}

/** Whether a checkbox's raw value is ticked (FormDataExtended gives a boolean, a plain form "on"). */
export function isOn(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

function readRecords(option: OptionDefinition & { readonly type: "records" }, raw: unknown, label: string): JsonValue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof raw === "string" ? raw : "");
  } catch (error) {
    throw tableError(OPTIONS_FORM_ERRORS, "NotRecords", {
      option: label,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (!Array.isArray(parsed))
    throw tableError(OPTIONS_FORM_ERRORS, "NotRecords", { option: label, reason: describeValue(parsed) });
  return readJson(parsed, ownerOf("Options", option.id, label), option.id);
}
