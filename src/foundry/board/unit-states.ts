import type { EngineError } from "@engine/errors";
import type { Owner } from "@engine/validation/field-errors";
import { readChoice, readList, readRecord, type Fields } from "@engine/validation/read-fields";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { statusIds, type StatusId } from "../statuses/status-effects";
import { FLAG, flagPath } from "./module-flags";
import { documentOwner } from "./owners";
import type { FlagSource, TokenSource } from "./sources";

/**
 * The state the module decides for each token, by token id: removed by a combat, and the per-token
 * data its effects change (steps lost, shock; `perToken` in a rule system's declarations). It is the
 * scene's flag `unitState`, which the GM writes: a Scene is the GM's document, and a player's client
 * lacks the permission to update one ("User lacks permission to update Scene", a module writing
 * scene flags from a player's client: gitlab.com/tiwato/fogmanager/-/issues/23). A token's own flags
 * its owner can write (foundryvtt.com/api/classes/foundry.documents.TokenDocument.html, Version 13:
 * an owner may update the token), so a `state` flag there would let a player take their unit off
 * every board or undo its losses: it is not read, and a token carrying one is named (`forgedState`).
 * The module's statuses are kept here too, under `statuses` (`recordedStatuses`): a status effect
 * lives on an actor, whose owner can toggle it, so the token's icons only show this record.
 */
export type UnitStates = ReadonlyMap<string, Fields>;

export function unitStates(scene: FlagSource & { readonly id: string | null; readonly name: string }): UnitStates {
  const flag = scene.getFlag(MODULE_ID, FLAG.unitState);
  if (flag === undefined || flag === null) return new Map();
  const who = documentOwner("Scene", scene);
  const field = flagPath(FLAG.unitState);
  const states = readRecord(flag, who, field);
  return new Map(
    Object.entries(states).map(([tokenId, state]) => [tokenId, readRecord(state, who, `${field}.${tokenId}`)]),
  );
}

/** Where a token's statuses are in its record: the module's statuses, in the engine's names. */
export const STATUSES_KEY = "statuses";

/**
 * The statuses the GM's record gives a token, each one a rule system declares (a status no system
 * declares is an EngineError naming the scene and the field, as any bad value of the record is).
 */
export function recordedStatuses(state: Fields | undefined, who: Owner, tokenId: string): StatusId[] {
  const listed = state?.[STATUSES_KEY];
  if (listed === undefined) return [];
  const field = `${flagPath(FLAG.unitState)}.${tokenId}.${STATUSES_KEY}`;
  const known = statusIds();
  return readList(listed, who, field).map((status, at) => readChoice(status, known, who, `${field}.${at}`));
}

/** The record's fields a rule system reads in the unit's data: all but its statuses, which are the unit's `status`. */
export function stateData(state: Fields): Fields {
  return Object.fromEntries(Object.entries(state).filter(([key]) => key !== STATUSES_KEY));
}

/** Whether the GM's record says a combat removed the token from the board (it stays, for undo). */
export function isRemoved(state: Fields | undefined): boolean {
  return state?.["removed"] === true;
}

/** The error naming a token that carries a `state` flag, which only its owner can have written since the GM keeps unit state on the scene. */
export function forgedState(token: TokenSource): EngineError | null {
  if (token.getFlag(MODULE_ID, FLAG.state) === undefined) return null;
  return hostError("StateIgnored", { owner: documentOwner("Token", token).owner, field: flagPath(FLAG.state) });
}
