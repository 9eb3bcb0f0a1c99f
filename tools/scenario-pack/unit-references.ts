import type { Point } from "../../src/engine/board/types";
import type { JsonValue } from "../../src/engine/rulesets/ruleset";

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
 * A combat selection as it must read on the scene. On a Foundry scene the board's units are its
 * tokens, so every unit id becomes its token's id: any string value or object key equal to a unit
 * id is one (a selection is the rule system's own JSON, so its unit references cannot be told
 * apart by where they are). Only units are renamed: terrain ids often equal terrain kinds ("woods"),
 * which a selection may name. A gridless board is shifted onto its scene, so every point (an object
 * of exactly `x` and `y`) is shifted with it. Everything else stays as it is.
 */
export function sceneSelection(value: JsonValue, tokenIds: ReadonlyMap<string, string>, shift: Point = { x: 0, y: 0 }): JsonValue {
  if (typeof value === "string") return tokenIds.get(value) ?? value;
  if (value === null || typeof value !== "object") return value;
  if (isList(value)) return value.map((item) => sceneSelection(item, tokenIds, shift));
  if (isPoint(value)) return { x: value.x + shift.x, y: value.y + shift.y };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [tokenIds.get(key) ?? key, sceneSelection(item, tokenIds, shift)]));
}
