import type { Owner } from "@engine/validation/field-errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { documentOwner } from "../board/owners";
import { FLAG, flagPath } from "../board/module-flags";
import { recordedStatuses, unitStates } from "../board/unit-states";
import type { Fields } from "@engine/validation/read-fields";
import { MODULE_ID } from "../constants";
import type { TokenMover } from "../movement/token-mover";
import type { TokenPlacement } from "../movement/token-move";
import { statusIds, type StatusId } from "../statuses/status-effects";
import type { ChangeSet, SavedFlag, TokenBefore, UndoRecord } from "./change-set";
import { flagChanges } from "./flag-changes";
import type { GmScene, GmToken } from "./gm-ports";
import { readJson } from "@engine/validation/read-json";
import { readCellMarkers } from "@engine/board/validate-board";
import type { CellMarker } from "@engine/board/types";
import { requireToken } from "../movement/require-token";
import { showRecorded, writeActorFlags, writeUnitStates, type RecordChange } from "./token-edits";

/** What a change set touches on one token. */
interface Touched {
  readonly name: string;
  readonly statuses: Set<StatusId>;
  readonly flags: Set<string>;
  readonly actorFlags: Set<string>;
}

/**
 * Everything needed to undo the change set, read before it is applied: for every token it moves
 * or edits, its place and rotation, and the statuses (the GM's record's) and flags it edits as they are now.
 */
export function recordBefore(scene: GmScene, changes: ChangeSet): UndoRecord {
  const touched = touchedTokens(changes);
  const sceneId = scene.id ?? changes.sceneId;
  const states = unitStates(scene);
  const tokens = [...touched].map(([tokenId, what]) =>
    tokenBefore(requireToken(scene, { tokenId, name: what.name }), tokenId, what, states.get(tokenId)),
  );
  return changes.markers === undefined ? { sceneId, tokens } : { sceneId, tokens, markers: markersNow(scene) };
}

/** The scene's `cellMarkers` flag as it is (absent: none), within the caps. */
function markersNow(scene: GmScene): CellMarker[] {
  const value = scene.getFlag(MODULE_ID, FLAG.cellMarkers);
  if (value === undefined || value === null) return [];
  return readCellMarkers(value, documentOwner("Scene", scene), flagPath(FLAG.cellMarkers));
}

/** Writes the scene's whole `cellMarkers` flag (none: removed), in one scene update. */
export async function writeMarkers(scene: GmScene, markers: readonly CellMarker[]): Promise<void> {
  const value =
    markers.length === 0 ? undefined : readJson(markers, documentOwner("Scene", scene), flagPath(FLAG.cellMarkers));
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.cellMarkers, value]])) } });
}

/**
 * Puts every recorded token back: places, rotations and token flags in one batched update (no
 * animation), their states and statuses in the scene's record, the scene's cell markers when the
 * record keeps them, then actor flags, then the status icons as the record now says. Every token
 * must still be there (checked first).
 */
export async function restore(scene: GmScene, record: UndoRecord, mover: TokenMover): Promise<void> {
  const tokens = record.tokens.map((before) => ({ before, token: requireToken(scene, before) }));
  await mover.place(scene, record.tokens.map(placementOf));
  const recorded = record.tokens.flatMap((before): [string, RecordChange][] => {
    const saved = before.flags[FLAG.state];
    const state = saved === undefined ? {} : { state: { value: saved.present ? saved.value : undefined } };
    const touches = saved !== undefined || Object.keys(before.statuses).length > 0;
    return touches ? [[before.tokenId, { ...state, statuses: before.statuses }]] : [];
  });
  await writeUnitStates(scene, new Map(recorded));
  if (record.markers !== undefined) await writeMarkers(scene, record.markers);
  for (const { before, token } of tokens) await writeActorFlags(token, savedValues(before.actorFlags));
  await showRecorded(
    scene,
    record.tokens.filter((before) => recorded.some(([tokenId]) => tokenId === before.tokenId)),
  );
}

/** The part of a record whose tokens are still on the scene (to roll back what can be). */
export function stillPresent(scene: GmScene, record: UndoRecord): UndoRecord {
  return { ...record, tokens: record.tokens.filter((before) => scene.tokens.get(before.tokenId) !== undefined) };
}

function touchedTokens(changes: ChangeSet): Map<string, Touched> {
  const touched = new Map<string, Touched>();
  const entry = (tokenId: string, name: string): Touched => {
    const found = touched.get(tokenId);
    if (found) return found;
    const fresh = { name, statuses: new Set<StatusId>(), flags: new Set<string>(), actorFlags: new Set<string>() };
    touched.set(tokenId, fresh);
    return fresh;
  };
  for (const move of changes.phases.flat()) entry(move.tokenId, move.name);
  for (const edit of changes.edits) {
    const what = entry(edit.tokenId, edit.name);
    for (const status of statusIds()) if (edit.statuses[status] !== undefined) what.statuses.add(status);
    for (const key of Object.keys(edit.flags)) what.flags.add(key);
    for (const key of Object.keys(edit.actorFlags)) what.actorFlags.add(key);
  }
  return touched;
}

/** The token as it is, for what the change set touches; its `state` is its entry in the scene's record. */
function tokenBefore(token: GmToken, tokenId: string, what: Touched, state: Fields | undefined): TokenBefore {
  const who = documentOwner("Token", token);
  return {
    tokenId,
    name: what.name,
    // The stored place: mid-animation, the document's x/y are a point on the way.
    x: token._source.x,
    y: token._source.y,
    rotation: token._source.rotation,
    // The record's statuses, not the icons: those only show it (a player may have toggled one).
    statuses: Object.fromEntries(
      [...what.statuses].map((status) => [status, recordedStatuses(state, who, tokenId).includes(status)]),
    ),
    flags: Object.fromEntries(
      [...what.flags].map((key) => [
        key,
        key === FLAG.state
          ? saved(state, who, flagPath(FLAG.unitState))
          : saved(token.getFlag(MODULE_ID, key), who, flagPath(key)),
      ]),
    ),
    actorFlags: Object.fromEntries(
      [...what.actorFlags].map((key) => [
        key,
        saved(token.actor?.getFlag(MODULE_ID, key), who, `actor.${flagPath(key)}`),
      ]),
    ),
  };
}

function saved(value: unknown, who: Owner, field: string): SavedFlag {
  return value === undefined ? { present: false } : { present: true, value: readJson(value, who, field) };
}

function savedValues(flags: Readonly<Record<string, SavedFlag>>): Map<string, JsonValue | undefined> {
  return new Map(Object.entries(flags).map(([key, flag]) => [key, flag.present ? flag.value : undefined]));
}

function placementOf(before: TokenBefore): TokenPlacement {
  const placement = { tokenId: before.tokenId, name: before.name, x: before.x, y: before.y, rotation: before.rotation };
  const flags = savedValues(before.flags);
  flags.delete(FLAG.state);
  return flags.size === 0 ? placement : { ...placement, fields: { flags: { [MODULE_ID]: flagChanges(flags) } } };
}
