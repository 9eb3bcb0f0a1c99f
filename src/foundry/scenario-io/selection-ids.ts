import type { Point } from "@engine/model/coordinates";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** `Array.isArray` does not narrow a readonly array out of a union; this does. */
function isList(value: JsonValue): value is readonly JsonValue[] {
  return Array.isArray(value);
}

/** Whether a JSON object is a point: exactly `x` and `y`, both numbers (the engine's Point). */
function isPoint(value: { readonly [key: string]: JsonValue }): value is { readonly x: number; readonly y: number } {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value["x"] === "number" && typeof value["y"] === "number";
}

/**
 * A combat selection with its unit ids renamed and its points moved: between a scenario file and
 * the scene it becomes (unit id → token id, board pixels → scene pixels) and back. Any string value
 * or object key in `ids` is a unit id (a selection is the rule system's own JSON, so its unit
 * references cannot be told apart by where they are); terrain ids are left alone, since they often
 * equal terrain kinds ("woods") a selection may name. Every point (an object of exactly `x` and
 * `y`) is moved by `shift`. Everything else stays as it is.
 */
export function renameSelection(
  value: JsonValue,
  ids: ReadonlyMap<string, string>,
  shift: Point = { x: 0, y: 0 },
): JsonValue {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (value === null || typeof value !== "object") return value;
  if (isList(value)) return value.map((item) => renameSelection(item, ids, shift));
  if (isPoint(value)) return { x: value.x + shift.x, y: value.y + shift.y };
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, renameSelection(item, ids, shift)]),
  );
}
