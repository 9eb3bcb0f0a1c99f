import { describeValue, ownerOf } from "../engine/board/board-errors";
import { readJson } from "../engine/board/read-json";
import { tableError, type EngineError, type ErrorTable } from "../engine/errors";
import { numberProblem } from "../engine/rulesets/options";
import type { JsonValue, OptionDefinition } from "../engine/rulesets/ruleset";

/** What an options form refuses (Foundry's settings form, the sandbox's panel), each message naming the option by its label. */
export const OPTIONS_FORM_ERRORS = {
  NotNumber: ["WARGAME.Error.OptionsForm.NotNumber", "{option}: a number is needed, got {got}."],
  NotInteger: ["WARGAME.Error.OptionsForm.NotInteger", "{option}: must be a whole number, got {got}."],
  OutOfRange: ["WARGAME.Error.OptionsForm.OutOfRange", "{option}: must be between {min} and {max}, got {got}."],
  BelowMin: ["WARGAME.Error.OptionsForm.BelowMin", "{option}: must be at least {min}, got {got}."],
  AboveMax: ["WARGAME.Error.OptionsForm.AboveMax", "{option}: must be at most {max}, got {got}."],
  UnknownChoice: ["WARGAME.Error.OptionsForm.UnknownChoice", "{option}: must be one of {choices}, got {got}."],
  NotBoolean: ["WARGAME.Error.OptionsForm.NotBoolean", "{option}: must be on or off, got {got}."],
  NotRecords: ["WARGAME.Error.OptionsForm.NotRecords", "{option}: must be a JSON list ({reason})."],
} as const satisfies ErrorTable;

/** What a number field's input allows, from the declaration: whole steps within its range. */
export interface NumberInput {
  readonly step: 1;
  readonly min: number | undefined;
  readonly max: number | undefined;
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
export function readOptionField(option: OptionDefinition, raw: unknown, label: string, say: (key: string) => string): JsonValue {
  const fail = (problem: keyof typeof OPTIONS_FORM_ERRORS, data: Readonly<Record<string, string | number>> = {}): EngineError =>
    tableError(OPTIONS_FORM_ERRORS, problem, { option: label, got: describeValue(raw), ...data });
  switch (option.type) {
    case "boolean":
      if (raw === undefined || raw === null || raw === "" || raw === false || raw === "false") return false;
      if (isOn(raw)) return true;
      throw fail("NotBoolean");
    case "number": {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      if (typeof value !== "number" || !Number.isFinite(value)) throw fail("NotNumber");
      const problem = numberProblem(option, value);
      if (problem !== undefined) throw fail(problem, { min: option.min ?? "", max: option.max ?? "", got: value });
      return value;
    }
    case "choice": {
      const found = option.choices.find((choice) => choice.id === raw);
      if (found === undefined) throw fail("UnknownChoice", { choices: option.choices.map((choice) => say(choice.labelKey)).join(", ") });
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
    throw tableError(OPTIONS_FORM_ERRORS, "NotRecords", { option: label, reason: error instanceof Error ? error.message : String(error) });
  }
  if (!Array.isArray(parsed)) throw tableError(OPTIONS_FORM_ERRORS, "NotRecords", { option: label, reason: describeValue(parsed) });
  return readJson(parsed, ownerOf("Options", option.id, label), option.id);
}
