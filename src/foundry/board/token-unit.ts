import type { Owner } from "@engine/validation/field-errors";
import { readFinite, readId, readNonNegative, readRecord, type Fields } from "@engine/validation/read-fields";
import type { Unit } from "@engine/board/types";
import { checkMoveLimit, LIMITS } from "@engine/limits";
import type { GridSpec } from "@engine/model/grid-spec";
import { foundryCompat } from "../compat/choose-compat";
import { MODULE_ID } from "../constants";
import { FLAG, flagPath } from "./module-flags";
import { documentOwner } from "./owners";
import type { ActorSource, TokenSource } from "./sources";
import { tokenFootprint } from "./token-footprint";
import { tokenSide } from "./token-side";
import { unitFlagOf } from "./unit-flag";
import { recordedStatuses, stateData } from "./unit-states";

/**
 * One token as an engine unit. Unit data comes from its actor's flag `unit` = `{move, data}`, an unlinked
 * token's own when it has one (unit-flag.ts)
 * (move 0 and data {} when absent); `state`, the GM's record of the token's state (steps lost, …:
 * unit-states.ts), is merged over the data, since it differs from token to token of one actor and the
 * rulesets read it there. Statuses are the record's too (its `statuses`), never the status effects on
 * the token's actor, which its owner can toggle: those only show the record. Bad values, and values over the engine's caps for
 * one unit (its name's length, its move), throw an EngineError naming the token and the flag.
 */
export function tokenUnit(token: TokenSource, grid: GridSpec, state?: Fields): Unit {
  const who = documentOwner("Token", token);
  const id = readId(token.id, who, "id");
  const actorUnit = actorUnitFlag(token.actor, who);
  const unit: Unit = {
    id,
    name: token.name === "" ? id : readId(token.name, who, "name"),
    side: tokenSide(token, who),
    footprint: tokenFootprint(token, grid, who),
    facing: readFinite(token._source.rotation, who, "rotation"),
    // The cap the engine's board check applies, here so that one token over it is left out alone.
    move: checkMoveLimit(
      actorUnit.move,
      who.owner,
      `actor.${flagPath(FLAG.unit)}.move`,
      grid.kind === "gridless" ? LIMITS.move : LIMITS.gridMove,
    ),
    status: recordedStatuses(state, who, id),
    data: state === undefined ? actorUnit.data : { ...actorUnit.data, ...stateData(state) },
  };
  const level = foundryCompat().tokenLevel(token);
  const levelled = level === undefined ? unit : { ...unit, level };
  // Foundry's default elevation is 0; only a raised (or sunk) token carries one.
  const elevation = token.elevation === undefined ? 0 : readFinite(token.elevation, who, "elevation");
  const placed = elevation === 0 ? levelled : { ...levelled, elevation };
  const formation = token.getFlag(MODULE_ID, FLAG.formation);
  return formation === undefined ? placed : { ...placed, formation: readId(formation, who, flagPath(FLAG.formation)) };
}

function actorUnitFlag(actor: ActorSource | null, who: Owner): { move: number; data: Fields } {
  const path = `actor.${flagPath(FLAG.unit)}`;
  const flag = actor === null ? undefined : unitFlagOf(actor);
  if (flag === undefined) return { move: 0, data: {} };
  const fields = readRecord(flag, who, path);
  return {
    move: fields["move"] === undefined ? 0 : readNonNegative(fields["move"], who, `${path}.move`),
    data: fields["data"] === undefined ? {} : readRecord(fields["data"], who, `${path}.data`),
  };
}
