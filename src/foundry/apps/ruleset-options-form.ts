import { describeValue, ownerOf } from "../../engine/validation/field-errors";
import { EngineError, tableError, type ErrorData, type ErrorTable } from "../../engine/errors";
import type { JsonValue, OptionDefinition } from "../../engine/rulesets/ruleset";
import { readJson } from "../../engine/validation/read-json";
import { localized } from "../hud/localized";
import { messageOf, type ErrorMessage } from "../localize";
import type { OptionValues } from "../settings/ruleset-options";

/** What the options form refuses, each message naming the option by its label. */
export const OPTIONS_FORM_ERRORS = {
  NotNumber: ["WARGAME.Error.OptionsForm.NotNumber", "{option}: a number is needed, got {got}."],
  BelowMin: ["WARGAME.Error.OptionsForm.BelowMin", "{option}: must be at least {min}, got {got}."],
  AboveMax: ["WARGAME.Error.OptionsForm.AboveMax", "{option}: must be at most {max}, got {got}."],
  UnknownChoice: ["WARGAME.Error.OptionsForm.UnknownChoice", "{option}: must be one of {choices}, got {got}."],
  NotBoolean: ["WARGAME.Error.OptionsForm.NotBoolean", "{option}: must be on or off, got {got}."],
  NotRecords: ["WARGAME.Error.OptionsForm.NotRecords", "{option}: must be a JSON list ({reason})."],
} as const satisfies ErrorTable;

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
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly choices: readonly { readonly id: string; readonly labelKey: string; readonly selected: boolean }[];
  readonly overridden: boolean;
}

export type OptionsCheck =
  | { readonly ok: true; readonly values: OptionValues }
  | { readonly ok: false; readonly errors: readonly ErrorMessage[] };

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
      min: option.type === "number" ? option.min : undefined,
      max: option.type === "number" ? option.max : undefined,
      choices:
        option.type === "choice" ? option.choices.map((choice) => ({ ...choice, selected: choice.id === raw })) : [],
      overridden: draft.overridden.has(option.id),
    };
  });
}

/**
 * Checks a draft against the options' declarations: numbers within their range, choices among
 * theirs, lists as JSON. `only` limits the values read to some options (a scene's overrides); the
 * world's form reads them all. Every problem is listed, each naming the option by its label.
 */
export function checkDraft(
  definitions: readonly OptionDefinition[],
  draft: OptionsDraft,
  only?: ReadonlySet<string>,
): OptionsCheck {
  const errors: ErrorMessage[] = [];
  const values: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
  for (const option of definitions) {
    if (only !== undefined && !only.has(option.id)) continue;
    try {
      values[option.id] = readOption(option, draft.values[valueField(option.id)]);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      errors.push(messageOf(error));
    }
  }
  return errors.length === 0 ? { ok: true, values } : { ok: false, errors };
}

function readOption(option: OptionDefinition, raw: unknown): JsonValue {
  const label = localized(option.labelKey);
  const fail = (problem: keyof typeof OPTIONS_FORM_ERRORS, data: ErrorData = {}): EngineError =>
    tableError(OPTIONS_FORM_ERRORS, problem, { option: label, got: describeValue(raw), ...data });
  switch (option.type) {
    case "boolean":
      if (raw === undefined || raw === null || raw === "" || raw === false || raw === "false") return false;
      if (isOn(raw)) return true;
      throw fail("NotBoolean");
    case "number": {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof value !== "number" || !Number.isFinite(value)) throw fail("NotNumber");
      if (option.min !== undefined && value < option.min) throw fail("BelowMin", { min: option.min, got: value });
      if (option.max !== undefined && value > option.max) throw fail("AboveMax", { max: option.max, got: value });
      return value;
    }
    case "choice": {
      const found = option.choices.find((choice) => choice.id === raw);
      if (found === undefined)
        throw fail("UnknownChoice", { choices: option.choices.map((choice) => localized(choice.labelKey)).join(", ") });
      return found.id;
    }
    case "records":
      return readRecords(raw, label, option.id);
  }
}

function readRecords(raw: unknown, label: string, id: string): JsonValue {
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
  return readJson(parsed, ownerOf("Options", id, label), id);
}

function fieldValue(option: OptionDefinition, value: JsonValue): unknown {
  return option.type === "records" ? JSON.stringify(value, null, INDENT) : value;
}

function isOn(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}
