import { EngineError, type ErrorTable } from "../errors";

/**
 * The validation kit's problems: a field of untrusted input (a board snapshot, a scenario, options,
 * a request) that has the wrong type, range or choice, each with its localization key and English
 * text. Every text starts with `{owner}` (e.g. `Unit "3rd Bn" (units[3])`, `Board`) so a
 * message always says which thing is wrong and where.
 */
export const FIELD_ERRORS = {
  NotObject: ["WARGAME.Error.Field.NotObject", "{owner}: {field} must be an object, got {got}."],
  NotList: ["WARGAME.Error.Field.NotList", "{owner}: {field} must be a list, got {got}."],
  NotString: ["WARGAME.Error.Field.NotString", "{owner}: {field} must be a non-empty string, got {got}."],
  NotText: ["WARGAME.Error.Field.NotText", "{owner}: {field} must be a string, got {got}."],
  NotBoolean: ["WARGAME.Error.Field.NotBoolean", "{owner}: {field} must be true or false, got {got}."],
  NotFinite: ["WARGAME.Error.Field.NotFinite", "{owner}: {field} must be a finite number, got {got}."],
  NotPositive: ["WARGAME.Error.Field.NotPositive", "{owner}: {field} must be greater than 0, got {got}."],
  Negative: ["WARGAME.Error.Field.Negative", "{owner}: {field} must not be negative, got {got}."],
  NotInteger: ["WARGAME.Error.Field.NotInteger", "{owner}: {field} must be a whole number, got {got}."],
  OutOfRange: ["WARGAME.Error.Field.OutOfRange", "{owner}: {field} must be between {min} and {max}, got {got}."],
  UnknownChoice: ["WARGAME.Error.Field.UnknownChoice", "{owner}: {field} must be one of {choices}, got {got}."],
  TooFew: ["WARGAME.Error.Field.TooFew", "{owner}: {field} needs at least {min} entries, got {got}."],
  DuplicateId: ["WARGAME.Error.Field.DuplicateId", "{owner}: {field} {got} is already used by {other}."],
} as const satisfies ErrorTable;

export type FieldProblem = keyof typeof FIELD_ERRORS;

/** Who a problem belongs to: `owner` opens the message, `at` is the owner's path in the snapshot. */
export interface Owner {
  readonly owner: string;
  readonly at: string;
  /** The unit's name (or id, or path when it has neither), when the owner is a unit. */
  readonly unit?: string;
}

/** Names a thing for messages: `Unit "3rd Bn" (units[3])`, or `Unit (units[3])` before it has a label. */
export function ownerOf(thing: string, at: string, label: string | undefined): Owner {
  const owner = label === undefined ? `${thing} (${at})` : `${thing} "${label}" (${at})`;
  return thing === "Unit" ? { owner, at, unit: label ?? at } : { owner, at };
}

/**
 * The error for `problem` of `table` with `field` (relative to the owner) holding `got`. Data
 * carries the owner, the full `path` (e.g. `units[3].footprint.center.x`), the field, the offending
 * value as text and the unit's name when a unit is at fault.
 */
export function ownedError<P extends string>(
  table: Readonly<Record<P, readonly [key: string, english: string]>>,
  problem: P,
  who: Owner,
  field: string,
  got: unknown,
  extra: Readonly<Record<string, string | number>> = {},
): EngineError {
  const [key, english] = table[problem];
  const path = who.at === "" ? field : `${who.at}.${field}`;
  const data: Record<string, string | number> = { owner: who.owner, path, field, got: describeValue(got), ...extra };
  if (who.unit !== undefined) data["unit"] = who.unit;
  return new EngineError(key, data, english);
}

/** The error for a general field problem (see `ownedError`). */
export function fieldError(
  problem: FieldProblem,
  who: Owner,
  field: string,
  got: unknown,
  extra: Readonly<Record<string, string | number>> = {},
): EngineError {
  return ownedError(FIELD_ERRORS, problem, who, field, got, extra);
}

/** A short, readable rendering of any input value for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
