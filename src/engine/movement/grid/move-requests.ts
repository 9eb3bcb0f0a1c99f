import type { Offset } from "@engine/model/coordinates";

/*
 * The move requests of the grid planners, as a combat result asks for them (plain data in the
 * session's effects); rule systems on a grid use them as they are, or declare their own.
 */

/** Move `cells` (or as far as the rules of retreat say) away from the given cells (`planRetreat`). */
export type RetreatMove = {
  readonly kind: "retreat";
  readonly unitId: string;
  readonly awayFrom: readonly Offset[];
  readonly cells?: number;
};

/** Go back to the cell the unit came from (`planReturn`). */
export type ReturnMove = { readonly kind: "return"; readonly unitId: string; readonly to: Offset };
