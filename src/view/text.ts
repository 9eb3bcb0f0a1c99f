import type { LocText, Viewer } from "./view-types";

/** A text for the templates: a localization key and the values for its placeholders. */
export function say(key: string, data: LocText["data"] = {}): LocText {
  return { key, data };
}

/** Whether the viewer may answer for (and see the secret choices of) `side`. */
export function mayAnswer(viewer: Viewer, side: string): boolean {
  return viewer.referee || viewer.sides.includes(side);
}

/** A number as the views show it: whole numbers as they are, others to one decimal. */
export function shortNumber(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}
