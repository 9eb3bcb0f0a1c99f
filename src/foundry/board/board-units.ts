import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { TokenSource } from "./sources";
import { tokenUnit } from "./token-unit";
import type { Fields } from "@engine/validation/read-fields";
import { isRemoved } from "./unit-states";

/** Whether a token is there for whoever reads the board. */
export type Sees = (token: TokenSource) => boolean;

/** The GM's validation and combats read the whole scene. */
export const SEES_ALL: Sees = () => true;

/**
 * What a user sees of a scene's tokens. Every client receives every token of the scene; `hidden`
 * only stops the token being drawn for players ("hidden: Is the Token currently hidden from player
 * view?", foundryvtt.com/api/interfaces/foundry.documents.types.TokenData.html, Version 13). So on a
 * player's client a hidden token does not exist for the overlays, contact highlights, the HUD or
 * path previews; a GM sees all.
 */
export function userSees(isGM: boolean): Sees {
  return isGM ? SEES_ALL : (token) => token.hidden !== true;
}

/**
 * The unit a token makes on the board, or null when it is not on the board: a combat removed it
 * (`state`, the GM's record of the token, says `removed`: unit-states.ts; the token stays only so
 * that undo can bring it back), or the reader does not see it. The fresh read of a scene and the
 * incremental one both decide here. Throws an EngineError naming the token when its data cannot be read.
 */
export function boardUnit(token: TokenSource, grid: GridSpec, sees: Sees, state: Fields | undefined): Unit | null {
  if (!sees(token) || isRemoved(state)) return null;
  return tokenUnit(token, grid, state);
}
