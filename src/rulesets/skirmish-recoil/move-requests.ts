import type { Point } from "@engine/model/coordinates";

/*
 * The movements a skirmish-recoil result asks for (gridless: pixels for points, table units for
 * distances); `planRequest` gives each the rules of the text.
 */

/** Up to `distance` along `heading` (a facing), then turned about if `turnAround`. */
export type SuppressionMove = {
  readonly kind: "suppression";
  readonly unitId: string;
  readonly distance: number;
  readonly heading: number;
  readonly turnAround: boolean;
};

/** Straight back, without turning. */
export type RecoilMove = { readonly kind: "recoil"; readonly unitId: string; readonly distance: number };

/** Recoil, turn about and run, away from the enemy at `from`. */
export type FleeMove = { readonly kind: "flee"; readonly unitId: string; readonly from: Point };

/** Toward enemy `targetId` where it then stands. */
export type PursuitMove = {
  readonly kind: "pursuit";
  readonly unitId: string;
  readonly targetId: string;
  readonly distance: number;
};

/** Into the area `areaId`, taken from its defenders. */
export type OccupyMove = { readonly kind: "occupy"; readonly unitId: string; readonly areaId: string };

export type SkirmishMove = SuppressionMove | RecoilMove | FleeMove | PursuitMove | OccupyMove;
