import { isRecord } from "@engine/validation/read-fields";
import { MODULE_ID } from "../constants";
import { FLAG } from "./module-flags";
import type { UnitFlagActor } from "./sources";

/**
 * The actor's flag `unit`. An unlinked token's delta stores only what differs from its base actor
 * (foundryvtt.com/article/v11-actor-delta), so a delta's unit may hold one key; its synthetic actor
 * shows the base actor's unit with the delta's merged over it key by key (`mergeObject`, recursive;
 * foundryvtt/foundryvtt#9131), which is what is read. The unit editor writes a token's flag whole,
 * `move` and `data` both (unit-data-form.ts): such a flag is read alone, so a data key the editor
 * removed stays removed (the merge would bring the base actor's value back: foundryvtt/foundryvtt#8400).
 */
export function unitFlagOf(actor: UnitFlagActor): unknown {
  const own = actor.token?.delta?.getFlag(MODULE_ID, FLAG.unit);
  return isRecord(own) && "move" in own && "data" in own ? own : actor.getFlag(MODULE_ID, FLAG.unit);
}
