import { EngineError, type ErrorData, type ErrorTable, type Phrase, tablePhrase } from "../errors";

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

/**
 * The things a message may say are at fault, each a word of its own to localize, and the two ways
 * a message names one: with its label and path, or with its path alone.
 */
export const OWNER_WORDS = {
  Named: ["WARGAME.Error.Owner.Named", '{thing} "{label}" ({at})'],
  At: ["WARGAME.Error.Owner.At", "{thing} ({at})"],
  Unit: ["WARGAME.Error.Owner.Unit", "Unit"],
  Area: ["WARGAME.Error.Owner.Area", "Area"],
  Wall: ["WARGAME.Error.Owner.Wall", "Wall"],
  Marker: ["WARGAME.Error.Owner.Marker", "Markers"],
  Board: ["WARGAME.Error.Owner.Board", "Board"],
  BoardIndex: ["WARGAME.Error.Owner.BoardIndex", "Board index"],
  BoardIndexOptions: ["WARGAME.Error.Owner.BoardIndexOptions", "Board index (options)"],
  Scenario: ["WARGAME.Error.Owner.Scenario", "Scenario"],
  Combat: ["WARGAME.Error.Owner.Combat", "Combat"],
  CombatSetup: ["WARGAME.Error.Owner.CombatSetup", "Combat setup"],
  AssaultSetup: ["WARGAME.Error.Owner.AssaultSetup", "Assault setup"],
  Assault: ["WARGAME.Error.Owner.Assault", "Assault"],
  Formation: ["WARGAME.Error.Owner.Formation", "Formation"],
  Tactic: ["WARGAME.Error.Owner.Tactic", "Tactic"],
  Turn: ["WARGAME.Error.Owner.Turn", "Turn"],
  Decisions: ["WARGAME.Error.Owner.Decisions", "Decisions"],
  Options: ["WARGAME.Error.Owner.Options", "Options"],
  ChangeRequest: ["WARGAME.Error.Owner.ChangeRequest", "Change request"],
  ChatCard: ["WARGAME.Error.Owner.ChatCard", "Chat card"],
  CombatRecord: ["WARGAME.Error.Owner.CombatRecord", "Combat record"],
  HostedCombat: ["WARGAME.Error.Owner.HostedCombat", "Hosted combat"],
  CombatRequest: ["WARGAME.Error.Owner.CombatRequest", "Combat request"],
  DecisionAnswer: ["WARGAME.Error.Owner.DecisionAnswer", "Decision answer"],
  DecisionRequest: ["WARGAME.Error.Owner.DecisionRequest", "Decision request"],
  RollRequest: ["WARGAME.Error.Owner.RollRequest", "Roll request"],
  RollAnswer: ["WARGAME.Error.Owner.RollAnswer", "Roll answer"],
  Scene: ["WARGAME.Error.Owner.Scene", "Scene"],
  Token: ["WARGAME.Error.Owner.Token", "Token"],
  Region: ["WARGAME.Error.Owner.Region", "Region"],
  GmAnswer: ["WARGAME.Error.Owner.GmAnswer", "Gamemaster's answer"],
  MoveRequest: ["WARGAME.Error.Owner.MoveRequest", "Move request"],
  FleeRequest: ["WARGAME.Error.Owner.FleeRequest", "Move request (flee)"],
  Roll: ["WARGAME.Error.Owner.Roll", "Roll"],
  ContactAnswers: ["WARGAME.Error.Owner.ContactAnswers", "Combat inputs"],
} as const satisfies ErrorTable;

/** A kind of thing a message may name (`OWNER_WORDS`). */
export type OwnerKind = Exclude<keyof typeof OWNER_WORDS, "Named" | "At">;

/** Who a problem belongs to: `owner` opens the message, `at` is the owner's path in the snapshot. */
export interface Owner {
  /** The thing at fault in words: `Unit "3rd Bn" (units[3])`, `Board`. */
  readonly owner: Phrase;
  readonly at: string;
  /** The unit's name (or id, or path when it has neither), when the owner is a unit. */
  readonly unit?: string;
}

/** A thing named by its kind alone (`Board`, `Combat setup`): for what there is one of. */
export function ownerNamed(thing: OwnerKind, at = ""): Owner {
  return { owner: tablePhrase(OWNER_WORDS, thing), at };
}

/** Names a thing for messages: `Unit "3rd Bn" (units[3])`, or `Unit (units[3])` before it has a label. */
/** Characters of an id or a name (`LIMITS.nameLength`; here since limits.ts builds on this file). */
export const NAME_LENGTH = 256;

export function ownerOf(thing: OwnerKind, at: string, given: string | undefined): Owner {
  const word = tablePhrase(OWNER_WORDS, thing);
  // A label over the name cap is itself the fault: its start names the thing without repeating all of it.
  const label = given === undefined || given.length <= NAME_LENGTH ? given : `${given.slice(0, NAME_LENGTH)}…`;
  const owner =
    label === undefined
      ? tablePhrase(OWNER_WORDS, "At", { thing: word, at })
      : tablePhrase(OWNER_WORDS, "Named", { thing: word, label, at });
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
  extra: ErrorData = {},
): EngineError {
  const [key, english] = table[problem];
  const path = who.at === "" ? field : `${who.at}.${field}`;
  const data: Record<string, ErrorData[string]> = { owner: who.owner, path, field, got: describeValue(got), ...extra };
  if (who.unit !== undefined) data["unit"] = who.unit;
  return new EngineError(key, data, english);
}

/** The error for a general field problem (see `ownedError`). */
export function fieldError(
  problem: FieldProblem,
  who: Owner,
  field: string,
  got: unknown,
  extra: ErrorData = {},
): EngineError {
  return ownedError(FIELD_ERRORS, problem, who, field, got, extra);
}

/** What a value that is not text or a number is, in words. */
export const VALUE_WORDS = {
  Nothing: ["WARGAME.Error.Value.Nothing", "nothing"],
  List: ["WARGAME.Error.Value.List", "a list"],
  Object: ["WARGAME.Error.Value.Object", "an object"],
  Function: ["WARGAME.Error.Value.Function", "a function"],
  Symbol: ["WARGAME.Error.Value.Symbol", "a symbol"],
  BigInt: ["WARGAME.Error.Value.BigInt", "a big integer"],
} as const satisfies ErrorTable;

/** A short, readable rendering of any input value for error messages: text quoted, numbers as they are, anything else in words. */
export function describeValue(value: unknown): string | Phrase {
  if (value === undefined) return tablePhrase(VALUE_WORDS, "Nothing");
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return tablePhrase(VALUE_WORDS, "List");
  if (typeof value === "function") return tablePhrase(VALUE_WORDS, "Function");
  if (typeof value === "symbol") return tablePhrase(VALUE_WORDS, "Symbol");
  if (typeof value === "bigint") return tablePhrase(VALUE_WORDS, "BigInt");
  return tablePhrase(VALUE_WORDS, "Object");
}
