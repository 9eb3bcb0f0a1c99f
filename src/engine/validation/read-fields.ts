import type { Offset, Point } from "../model/coordinates";
import { fieldError, type Owner } from "./field-errors";
import { LIMITS, limitError } from "../limits";

/**
 * Readers for untrusted snapshot input: each returns the value typed, or throws the board error
 * naming the owner and the field.
 */

export type Fields = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readRecord(value: unknown, who: Owner, field: string): Fields {
  if (!isRecord(value)) throw fieldError("NotObject", who, field, value);
  return value;
}

export function readList(value: unknown, who: Owner, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw fieldError("NotList", who, field, value);
  return value;
}

/** A non-empty string of at most `LIMITS.nameLength` characters (ids, sides, kinds). */
export function readId(value: unknown, who: Owner, field: string): string {
  if (typeof value !== "string" || value === "") throw fieldError("NotString", who, field, value);
  return withinLength(value, LIMITS.nameLength, who, field);
}

/** A name, empty included, of at most `LIMITS.nameLength` characters. */
export function readName(value: unknown, who: Owner, field: string): string {
  return readText(value, who, field, LIMITS.nameLength);
}

/** Any string, empty included, of at most `max` characters (`LIMITS.textLength` unless given). */
export function readText(value: unknown, who: Owner, field: string, max: number = LIMITS.textLength): string {
  if (typeof value !== "string") throw fieldError("NotText", who, field, value);
  return withinLength(value, max, who, field);
}

function withinLength(text: string, max: number, who: Owner, field: string): string {
  if (text.length > max) throw limitError("TextLength", { owner: who.owner, field, got: text.length, max });
  return text;
}

export function readBoolean(value: unknown, who: Owner, field: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw fieldError("NotBoolean", who, field, value);
  return value;
}

export function readFinite(value: unknown, who: Owner, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw fieldError("NotFinite", who, field, value);
  return value;
}

export function readPositive(value: unknown, who: Owner, field: string): number {
  const n = readFinite(value, who, field);
  if (n <= 0) throw fieldError("NotPositive", who, field, n);
  return n;
}

export function readNonNegative(value: unknown, who: Owner, field: string): number {
  const n = readFinite(value, who, field);
  if (n < 0) throw fieldError("Negative", who, field, n);
  return n;
}

export function readInteger(value: unknown, who: Owner, field: string): number {
  const n = readFinite(value, who, field);
  if (!Number.isInteger(n)) throw fieldError("NotInteger", who, field, n);
  return n;
}

export function readChoice<T extends string>(value: unknown, choices: readonly T[], who: Owner, field: string): T {
  const found = choices.find((choice) => choice === value);
  if (found === undefined) throw fieldError("UnknownChoice", who, field, value, { choices: choices.join(", ") });
  return found;
}

/** A point in pixels, each coordinate within `LIMITS.coordinate` of the origin. */
export function readPoint(value: unknown, who: Owner, field: string): Point {
  const fields = readRecord(value, who, field);
  return { x: readPixel(fields["x"], who, `${field}.x`), y: readPixel(fields["y"], who, `${field}.y`) };
}

/** A finite position in pixels within the coordinate cap. */
export function readPixel(value: unknown, who: Owner, field: string): number {
  const n = readFinite(value, who, field);
  if (Math.abs(n) > LIMITS.coordinate)
    throw limitError("Coordinate", { owner: who.owner, field, got: n, max: LIMITS.coordinate });
  return n;
}

/** A list of at most `max` entries (the caller reads them), else the limit's error. */
export function readListAtMost(
  value: unknown,
  max: number,
  problem: "Units" | "Walls" | "Areas" | "Markers" | "ShapePoints" | "Phases" | "Waypoints",
  who: Owner,
  field: string,
): readonly unknown[] {
  const list = readList(value, who, field);
  if (list.length > max) throw limitError(problem, { owner: who.owner, field, got: list.length, max });
  return list;
}

/**
 * Cell offsets are kept within ±2^19 so that every cell a zone or a search reaches from them still
 * has a grid key (keys need offsets below 2^20).
 */
export const OFFSET_LIMIT = 2 ** 19;

export function readOffset(value: unknown, who: Owner, field: string): Offset {
  const fields = readRecord(value, who, field);
  return { i: readCoordinate(fields["i"], who, `${field}.i`), j: readCoordinate(fields["j"], who, `${field}.j`) };
}

function readCoordinate(value: unknown, who: Owner, field: string): number {
  const n = readInteger(value, who, field);
  if (Math.abs(n) > OFFSET_LIMIT) {
    throw fieldError("OutOfRange", who, field, n, { min: -OFFSET_LIMIT, max: OFFSET_LIMIT });
  }
  return n;
}

/** A list of at least `min` items, each read by `read` with its indexed field path. */
export function readItems<T>(
  value: unknown,
  min: number,
  who: Owner,
  field: string,
  read: (item: unknown, who: Owner, field: string) => T,
): T[] {
  const list = readList(value, who, field);
  if (list.length < min) throw fieldError("TooFew", who, field, list.length, { min });
  return list.map((item, index) => read(item, who, `${field}[${index}]`));
}

/** A number within a declared range (`FieldSpec.range`), whole when the range says so. */
export function readInRange(
  value: unknown,
  who: Owner,
  field: string,
  range: { readonly min: number; readonly max: number; readonly whole: boolean },
): number {
  const n = range.whole ? readInteger(value, who, field) : readFinite(value, who, field);
  if (n < range.min || n > range.max) throw fieldError("OutOfRange", who, field, n, { min: range.min, max: range.max });
  return n;
}

/** A whole number, zero or more (steps lost, counts, Ops). */
export function readCount(value: unknown, who: Owner, field: string): number {
  const n = readInteger(value, who, field);
  if (n < 0) throw fieldError("Negative", who, field, n);
  return n;
}
