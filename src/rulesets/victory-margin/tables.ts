/** The numbers and lists of the text (and of the module's readings of it), as data. */

/** Distances of the text, in centimetres; a scene in another unit converts (an inch is 2.54 cm). */
export const RULE_NUMBERS = {
  lengthUnit: "cm",
  /** Fall back: one centimetre per pip of margin × d6. */
  pipLength: 1,
  /** A rally forward through a standing defender ends this far beyond it. */
  rallyBeyond: 1,
  /** A breakthrough is "a normal move in a forward direction": each leg within this many degrees of the facing (reading: the front arc). */
  forwardArc: 45,
} as const;

/** Area kinds no move of this ruleset enters (reading: the text names none; impassable ground). */
export const TERRAIN = { impassable: ["impassable"] } as const;

/** How odds group fall back distances for display: each band runs up to `max` cm (null: no limit). */
export const FALL_BACK_BANDS: readonly { readonly id: string; readonly max: number | null }[] = [
  { id: "none", max: 0 },
  { id: "1-5", max: 5 },
  { id: "6-10", max: 10 },
  { id: "11-20", max: 20 },
  { id: "21-30", max: 30 },
  { id: "31+", max: null },
];

/** The band of a fall back of `cm` centimetres (0: no fall back). */
export function fallBackBandOf(cm: number): string {
  return FALL_BACK_BANDS.find((band) => band.max === null || cm <= band.max)?.id ?? "31+";
}
