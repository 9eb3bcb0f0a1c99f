import { boardError, type Owner } from "./board-errors";
import { isRecord } from "./read-fields";
import type { JsonValue } from "../rulesets/ruleset";

/**
 * A value that survives the trip through a query and a chat card's flags unchanged: null,
 * booleans, finite numbers, strings, and lists and records of them. Anything else throws an
 * error naming the owner and field.
 */
export function readJson(value: unknown, who: Owner, field: string): JsonValue {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw boardError("NotFinite", who, field, value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item: unknown, index) => readJson(item, who, `${field}[${index}]`));
  if (isRecord(value)) return readJsonRecord(value, who, field);
  throw boardError("NotObject", who, field, value);
}

export function readJsonRecord(value: unknown, who: Owner, field: string): Readonly<Record<string, JsonValue>> {
  if (!isRecord(value)) throw boardError("NotObject", who, field, value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readJson(item, who, `${field}.${key}`)]));
}
