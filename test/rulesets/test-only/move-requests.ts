import type { Offset } from "@engine/model/coordinates";

/**
 * The one move a shove asks for: one cell straight away from the shover's cell. A kind no shipping
 * rule system has, declared here alone (session/effects.ts knows only that a move has a kind and a unit).
 */
export type ShoveMove = { readonly kind: "shoved"; readonly unitId: string; readonly from: Offset };
