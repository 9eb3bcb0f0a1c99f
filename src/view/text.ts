import type { CounterMarker, CounterMarkerDeclaration, CounterValue, LocText, Viewer } from "./view-types";

/**
 * A text for the templates: a localization key and the values for its placeholders; `counts`, the
 * sides whose units its numbers count (a total, a score), so a reader who may not see one of them is not shown it.
 */
export function say(key: string, data: LocText["data"] = {}, counts?: readonly string[]): LocText {
  return counts === undefined ? { key, data } : { key, data, counts };
}

/** A value a counter prints: its short form (`shortKey`) and its full one (`fullKey`), with the same values. */
export function counterValue(shortKey: string, fullKey: string, data: LocText["data"]): CounterValue {
  return { short: say(shortKey, data), full: say(fullKey, data) };
}

/** A marker of kind `kind` showing `value`, named in full by `fullKey` (its `{count}`); none when the value is 0. */
export function counterMarker(kind: CounterMarkerDeclaration, fullKey: string, value: number): CounterMarker[] {
  return value === 0 ? [] : [{ id: kind.id, value, full: say(fullKey, { count: value }) }];
}

/** Whether the viewer may answer for (and see the secret choices of) `side`. */
export function mayAnswer(viewer: Viewer, side: string): boolean {
  return viewer.referee || viewer.sides.includes(side);
}

/** A number as the views show it: whole numbers as they are, others to one decimal. */
export function shortNumber(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}
