import { fieldError, ownerOf, type Owner } from "../validation/field-errors";
import { readBoolean, readChoice, readInteger, readRecord } from "../validation/read-fields";
import { tableError } from "../errors";
import { OPTION_ERRORS } from "./option-errors";
import type { JsonValue, OptionDefinition } from "./ruleset";

/**
 * One declaration of a rule system's options (`Ruleset.options`) feeds everything that shows or
 * checks them: `readOptionValues` (every rule system's `validateOptions`), `optionsTable` (the
 * documentation), the views' labelled defaults, and the hosts' settings forms.
 */

/** A values record checked against the declarations: every declared option, given or defaulted. */
export interface OptionValues {
  number(id: string): number;
  boolean(id: string): boolean;
  choice<T extends string>(id: string, choices: readonly T[]): T;
  /** A records option's list, read with its typed reader (the same as its declaration's `read`). */
  records<T>(id: string, read: (value: unknown, at: string) => readonly T[]): readonly T[];
}

/**
 * Checks a group's option values (`input`, absent for none) against a rule system's declarations,
 * filling each option not given with its default. Throws an EngineError naming the option at fault:
 * one not declared, a wrong type, a number outside its range or not whole, an unknown choice, or
 * records its own reader refuses.
 */
export function readOptionValues(options: readonly OptionDefinition[], input: unknown, at = "options"): OptionValues {
  const who = ownerOf("Options", at, undefined);
  const fields = input === undefined ? {} : readRecord(input, who, at);
  const byId = new Map(options.map((option) => [option.id, option]));
  for (const key of Object.keys(fields)) {
    if (!byId.has(key))
      throw tableError(OPTION_ERRORS, "Unknown", {
        owner: who.owner,
        rulesetOption: key,
        choices: options.map((option) => option.id).join(", "),
      });
  }
  const values = new Map(
    options.map((option) => [
      option.id,
      readValue(option, Object.hasOwn(fields, option.id) ? fields[option.id] : undefined, who, at),
    ]),
  );
  const valueOf = (id: string): JsonValue => {
    const value = values.get(id);
    if (value === undefined) throw new Error(`options: ${id} is not declared`);
    return value;
  };
  return {
    number: (id) => {
      const value = valueOf(id);
      if (typeof value !== "number") throw new Error(`options: ${id} is not a number option`);
      return value;
    },
    boolean: (id) => {
      const value = valueOf(id);
      if (typeof value !== "boolean") throw new Error(`options: ${id} is not a boolean option`);
      return value;
    },
    choice: (id, choices) => readChoice(valueOf(id), choices, who, id),
    records: (id, read) => read(valueOf(id), `${at}.${id}`),
  };
}

function readValue(option: OptionDefinition, value: unknown, who: Owner, at: string): JsonValue {
  if (value === undefined) return option.default;
  switch (option.type) {
    case "boolean":
      return readBoolean(value, who, option.id, option.default);
    case "number": {
      const n = readInteger(value, who, option.id);
      if (numberProblem(option, n) === "OutOfRange")
        throw fieldError("OutOfRange", who, option.id, n, { min: option.min, max: option.max });
      return n;
    }
    case "choice":
      return readChoice(
        value,
        option.choices.map((choice) => choice.id),
        who,
        option.id,
      );
    case "records":
      return option.read(value, `${at}.${option.id}`);
  }
}

/** Why a number does not fit a number option: not whole, or outside its range. */
export type NumberProblem = "NotInteger" | "OutOfRange";

/**
 * The one rule for a number option's value, read by the engine's validator and by both hosts'
 * forms: a whole number within the declared range. Undefined when `n` fits.
 */
export function numberProblem(
  option: { readonly min: number; readonly max: number },
  n: number,
): NumberProblem | undefined {
  if (!Number.isInteger(n)) return "NotInteger";
  return n < option.min || n > option.max ? "OutOfRange" : undefined;
}

/** A documentation table: a header row and one row per option, each cell plain text. */
export interface DocTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * The documentation table of a rule system's options, in `say`'s language (a localization key to
 * its text): key, type, default, range or choices, label, hint, and the text's silence a labelled
 * default stands in for (empty for an option the text itself gives).
 */
export function optionsTable(options: readonly OptionDefinition[], say: (key: string) => string): DocTable {
  return {
    header: [
      "Key",
      "Type",
      "Default",
      "Range or choices",
      "Label",
      "Hint",
      "Labelled default: where the text is silent",
    ],
    rows: options.map((option) => [
      option.id,
      option.type,
      defaultText(option),
      rangeText(option, say),
      say(option.labelKey),
      option.hintKey === undefined ? "" : say(option.hintKey),
      option.labelledDefault === undefined ? "" : say(option.labelledDefault.referenceKey),
    ]),
  };
}

function defaultText(option: OptionDefinition): string {
  return option.type === "records" ? `${option.default.length} records` : String(option.default);
}

function rangeText(option: OptionDefinition, say: (key: string) => string): string {
  switch (option.type) {
    case "boolean":
      return "true, false";
    case "number":
      return `${option.min} to ${option.max}, whole numbers`;
    case "choice":
      return option.choices.map((choice) => `${choice.id} (${say(choice.labelKey)})`).join(", ");
    case "records":
      return "a list of records";
  }
}

/** A documentation table as Markdown, each cell's `|` escaped. */
export function markdownTable(table: DocTable): string {
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|").replaceAll("\n", " ")).join(" | ")} |`;
  return [line(table.header), line(table.header.map(() => "---")), ...table.rows.map(line)].join("\n");
}

/**
 * An option as a rule system writes it: its keys follow from the namespace (`defineOptions`), so
 * only what differs between options is written. `gap` names the text's silence a labelled default
 * stands in for (`<namespace>.Gap.<gap>`); a choice option lists its choices' ids.
 */
export type OptionSpec = { readonly id: string; readonly gap?: string } & (
  | { readonly type: "boolean"; readonly default: boolean }
  | { readonly type: "number"; readonly default: number; readonly min: number; readonly max: number }
  | { readonly type: "choice"; readonly default: string; readonly choices: readonly string[] }
  | {
      readonly type: "records";
      readonly default: readonly JsonValue[];
      readonly read: (value: unknown, at: string) => readonly JsonValue[];
    }
);

/**
 * A rule system's option declarations from their specs, each key in its language file named once
 * by rule: `<namespace>.Options.<id>.name` and `.hint`, each choice's `<namespace>.Options.<id>.<choice>`,
 * the labelled default's `<namespace>.Gap.<gap>` (e.g. namespace "WARGAME.Assault").
 */
export function defineOptions(namespace: string, specs: readonly OptionSpec[]): readonly OptionDefinition[] {
  return specs.map((spec): OptionDefinition => {
    const key = `${namespace}.Options.${spec.id}`;
    const base = {
      id: spec.id,
      labelKey: `${key}.name`,
      hintKey: `${key}.hint`,
      ...(spec.gap === undefined ? {} : { labelledDefault: { referenceKey: `${namespace}.Gap.${spec.gap}` } }),
    };
    switch (spec.type) {
      case "boolean":
        return { ...base, type: spec.type, default: spec.default };
      case "number":
        return { ...base, type: spec.type, default: spec.default, min: spec.min, max: spec.max };
      case "choice":
        return {
          ...base,
          type: spec.type,
          default: spec.default,
          choices: spec.choices.map((id) => ({ id, labelKey: `${key}.${id}` })),
        };
      case "records":
        return { ...base, type: spec.type, default: spec.default, read: spec.read };
    }
  });
}
