import { MODULE_ID } from "../constants";
import { FLAG } from "./module-flags";
import type { UnitFlagActor } from "./sources";

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
