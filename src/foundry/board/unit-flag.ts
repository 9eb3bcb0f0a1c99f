import { MODULE_ID } from "../constants";
import { FLAG } from "./module-flags";
import type { FlagSource } from "./sources";

/**
 * An actor whose unit flag is read: a world actor, or an unlinked token's synthetic actor, which
 * knows its token and, through it, the token's own changes (`TokenDocument#delta`, an ActorDelta;
 * foundryvtt/foundryvtt#9131).
 */
export interface UnitFlagActor extends FlagSource {
  readonly token?: { readonly delta?: FlagSource | null } | null;
}

/**
 * The actor's flag `unit`. An unlinked token's own flag, when it has one, is the unit whole: Foundry
 * builds a synthetic actor by merging the token's delta over its base actor key by key, so a key the
 * token's editor removed shows the base actor's value again (foundryvtt/foundryvtt#8400, open); the
 * editor writes the token's flag whole (unit-data-form.ts), so reading it alone is what was saved.
 */
export function unitFlagOf(actor: UnitFlagActor): unknown {
  const own = actor.token?.delta?.getFlag(MODULE_ID, FLAG.unit);
  return own === undefined ? actor.getFlag(MODULE_ID, FLAG.unit) : own;
}
