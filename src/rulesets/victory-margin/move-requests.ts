import type { Point } from "@engine/model/coordinates";

/*
 * The movements a victory-margin result asks for (gridless: pixels for points, table units for
 * distances); `planMoves` gives each the rules of the text (friends passed or pushed, blocking
 * ground, what a block becomes).
 */

/** Straight away from the centre of unit `awayFrom`. */
export type FallBackMove = {
  readonly kind: "fall-back";
  readonly unitId: string;
  readonly awayFrom: string;
  readonly distance: number;
};

/** Into a vacated space (its centre `to`), or through a standing enemy to `beyond` past it. */
export type RallyForwardMove = {
  readonly kind: "rally-forward";
  readonly unitId: string;
  readonly target: { readonly to: Point } | { readonly through: string; readonly beyond: number };
};

/** Along the chosen waypoints, driving through the `through` units. */
export type BreakthroughMove = {
  readonly kind: "breakthrough";
  readonly unitId: string;
  readonly path: readonly Point[];
  readonly through: readonly string[];
};

export type VictoryMarginMove = FallBackMove | RallyForwardMove | BreakthroughMove;
