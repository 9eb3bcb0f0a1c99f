import type { Point } from "../engine/model/coordinates";

/** How far apart the counters of a fanned stack stand, as a share of a counter's width (a little gap between them). */
export const FAN_STEP = 1.05;

/**
 * Where each of a stack's `count` counters is drawn when the stack fans out, as an offset from the
 * place they share: side by side in a row, `FAN_STEP` counter widths apart, the counter at position
 * `centre` (which may fall between two) staying where it stands.
 */
export function fanOffsets(count: number, width: number, centre: number): Point[] {
  return Array.from({ length: count }, (_, k) => ({ x: (k - centre) * FAN_STEP * width, y: 0 }));
}
