import { fieldError, type Owner } from "./field-errors";
import { isRecord } from "./read-fields";
import { LIMITS, limitError } from "../limits";
import type { JsonValue } from "../rulesets/ruleset";

/**
 * A value that survives the trip through a query and a chat card's flags unchanged: null,
 * booleans, finite numbers, strings, and lists and records of them. Anything else throws an
 * error naming the owner and field.
 */
export function readJson(value: unknown, who: Owner, field: string): JsonValue {
  checkJsonSize(value, who, field);
  return readJsonAt(value, who, field);
}

export function readJsonRecord(value: unknown, who: Owner, field: string): Readonly<Record<string, JsonValue>> {
  checkJsonSize(value, who, field);
  return readRecordAt(value, who, field);
}

function readJsonAt(value: unknown, who: Owner, field: string): JsonValue {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw fieldError("NotFinite", who, field, value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item: unknown, index) => readJsonAt(item, who, `${field}[${index}]`));
  if (isRecord(value)) return readRecordAt(value, who, field);
  throw fieldError("NotObject", who, field, value);
}

function readRecordAt(value: unknown, who: Owner, field: string): Readonly<Record<string, JsonValue>> {
  if (!isRecord(value)) throw fieldError("NotObject", who, field, value);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, readJsonAt(item, who, `${field}.${key}`)]),
  );
}

/**
 * Refuses a value nested deeper than `LIMITS.requestDepth` or larger than
 * `LIMITS.requestCharacters` (counted as its JSON text would be, roughly) before anything reads
 * it recursively: a walk with its own stack, which stops at the first level or character too many,
 * so a 100,000-deep or 100 MB payload costs no more than the limits.
 */
export function checkJsonSize(value: unknown, who: Owner, field: string): void {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  let characters = 0;
  const maxCharacters = LIMITS.requestCharacters;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const item = top.value;
    characters += typeof item === "string" ? item.length + 2 : 8;
    if (characters > maxCharacters)
      throw limitError("RequestSize", { owner: who.owner, got: `${maxCharacters}+`, max: maxCharacters });
    if (typeof item !== "object" || item === null) continue;
    if (top.depth >= LIMITS.requestDepth)
      throw limitError("RequestDepth", { owner: who.owner, field, max: LIMITS.requestDepth });
    const entries: readonly unknown[] = Array.isArray(item)
      ? item
      : Object.entries(item).flatMap(([key, child]: [string, unknown]) => [key, child]);
    if (characters + entries.length > maxCharacters)
      throw limitError("RequestSize", { owner: who.owner, got: `${maxCharacters}+`, max: maxCharacters });
    for (const child of entries) stack.push({ value: child, depth: top.depth + 1 });
  }
}
