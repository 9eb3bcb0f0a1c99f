import { EngineError, type ErrorTable } from "../errors";

/**
 * The problems a board snapshot (or an index call) can have, each with its localization key and
 * English text. Every text starts with `{owner}` (e.g. `Unit "3rd Bn" (units[3])`, `Board`) so a
 * message always says which thing is wrong and where.
 */
export const BOARD_ERRORS = {
  NotObject: ["WARGAME.Error.Board.NotObject", "{owner}: {field} must be an object, got {got}."],
  NotList: ["WARGAME.Error.Board.NotList", "{owner}: {field} must be a list, got {got}."],
  NotString: ["WARGAME.Error.Board.NotString", "{owner}: {field} must be a non-empty string, got {got}."],
  NotText: ["WARGAME.Error.Board.NotText", "{owner}: {field} must be a string, got {got}."],
  NotBoolean: ["WARGAME.Error.Board.NotBoolean", "{owner}: {field} must be true or false, got {got}."],
  NotFinite: ["WARGAME.Error.Board.NotFinite", "{owner}: {field} must be a finite number, got {got}."],
  NotPositive: ["WARGAME.Error.Board.NotPositive", "{owner}: {field} must be greater than 0, got {got}."],
  Negative: ["WARGAME.Error.Board.Negative", "{owner}: {field} must not be negative, got {got}."],
  NotInteger: ["WARGAME.Error.Board.NotInteger", "{owner}: {field} must be a whole number, got {got}."],
  OutOfRange: ["WARGAME.Error.Board.OutOfRange", "{owner}: {field} must be between {min} and {max}, got {got}."],
  UnknownChoice: ["WARGAME.Error.Board.UnknownChoice", "{owner}: {field} must be one of {choices}, got {got}."],
  TooFew: ["WARGAME.Error.Board.TooFew", "{owner}: {field} needs at least {min} entries, got {got}."],
  DuplicateId: ["WARGAME.Error.Board.DuplicateId", "{owner}: {field} {got} is already used by {other}."],
  CellsNeedGrid: ["WARGAME.Error.Board.CellsNeedGrid", "{owner}: {field} lists grid cells, but the board is gridless."],
  ShapeNeedsGridless: [
    "WARGAME.Error.Board.ShapeNeedsGridless",
    '{owner}: {field} is a {got} shape, which needs a gridless board, but the grid is {grid}.',
  ],
  AreaShape: ["WARGAME.Error.Board.AreaShape", "{owner}: {field} must have either a polygon or cells, got {got}."],
  UnknownUnit: ["WARGAME.Error.Board.UnknownUnit", "{owner}: no unit has the id {got}."],
  NeedsGrid: ["WARGAME.Error.Board.NeedsGrid", "{owner}: {field} needs a grid, but the board is gridless."],
} as const satisfies ErrorTable;

export type BoardProblem = keyof typeof BOARD_ERRORS;

/** Who a problem belongs to: `owner` opens the message, `at` is the owner's path in the snapshot. */
export interface Owner {
  readonly owner: string;
  readonly at: string;
  /** The unit's name (or id, or path when it has neither), when the owner is a unit. */
  readonly unit?: string;
}

export const BOARD_OWNER: Owner = { owner: "Board", at: "" };

/** Names a thing for messages: `Unit "3rd Bn" (units[3])`, or `Unit (units[3])` before it has a label. */
export function ownerOf(thing: string, at: string, label: string | undefined): Owner {
  const owner = label === undefined ? `${thing} (${at})` : `${thing} "${label}" (${at})`;
  return thing === "Unit" ? { owner, at, unit: label ?? at } : { owner, at };
}

/**
 * The error for `problem` with `field` (relative to the owner) holding `got`. Data carries the
 * owner, the full `path` (e.g. `units[3].footprint.center.x`), the field, the offending value as
 * text and the unit's name when a unit is at fault.
 */
export function boardError(
  problem: BoardProblem,
  who: Owner,
  field: string,
  got: unknown,
  extra: Readonly<Record<string, string | number>> = {},
): EngineError {
  const [key, english] = BOARD_ERRORS[problem];
  const path = who.at === "" ? field : `${who.at}.${field}`;
  const data: Record<string, string | number> = { owner: who.owner, path, field, got: describeValue(got), ...extra };
  if (who.unit !== undefined) data["unit"] = who.unit;
  return new EngineError(key, data, english);
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
