import type { Owner } from "@engine/validation/field-errors";
import { readId } from "@engine/validation/read-fields";
import { MODULE_ID } from "../constants";
import { FLAG, flagPath } from "./module-flags";
import type { TokenSource } from "./sources";

/** CONST.TOKEN_DISPOSITIONS: SECRET -2, HOSTILE -1, NEUTRAL 0, FRIENDLY 1. */
const SIDE_OF_DISPOSITION: Readonly<Record<number, string>> = {
  [-2]: "secret",
  [-1]: "hostile",
  0: "neutral",
  1: "friendly",
};

/** The token's side: the module flag `side` when set, else its disposition's name. */
export function tokenSide(token: TokenSource, who: Owner): string {
  const flagged = token.getFlag(MODULE_ID, FLAG.side);
  if (flagged !== undefined) return readId(flagged, who, flagPath(FLAG.side));
  return SIDE_OF_DISPOSITION[token.disposition] ?? "neutral";
}
