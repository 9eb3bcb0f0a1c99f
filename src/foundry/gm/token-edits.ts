import type { JsonValue } from "@engine/rulesets/ruleset";
import { documentOwner } from "../board/owners";
import { FLAG, flagPath } from "../board/module-flags";
import { recordedStatuses, stateData, STATUSES_KEY, unitStates } from "../board/unit-states";
import { readJsonRecord } from "@engine/validation/read-json";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { requireToken } from "../movement/require-token";
import { statusIds, type StatusId } from "../statuses/status-effects";
import { showStatuses } from "../statuses/token-statuses";
import type { TokenEdit } from "./change-set";
import { editedFlags, flagChanges } from "./flag-changes";
import type { GmScene, GmToken } from "./gm-ports";

/**
 * The token flags of every edit in one batched update, each token's state (the flag `state` of an
 * edit) and statuses in the scene's record in one scene update (unit-states.ts), then each actor's
 * flags, then the status icons of every token the record changed, shown as the record says.
 */
export async function applyEdits(scene: GmScene, edits: readonly TokenEdit[]): Promise<void> {
  const recorded = edits.flatMap((edit): [string, RecordChange][] => {
    const state = Object.hasOwn(edit.flags, FLAG.state) ? { state: { value: edit.flags[FLAG.state] } } : {};
    const touches = "state" in state || Object.keys(edit.statuses).length > 0;
    return touches ? [[edit.tokenId, { ...state, statuses: edit.statuses }]] : [];
  });
  await writeUnitStates(scene, new Map(recorded));
  const flagged = edits.flatMap((edit) => {
    const flags = tokenFlags(edit.flags);
    return flags.size === 0 ? [] : [{ tokenId: edit.tokenId, flags }];
  });
  if (flagged.length > 0) {
    const updates = flagged.map((edit) => ({ _id: edit.tokenId, flags: { [MODULE_ID]: flagChanges(edit.flags) } }));
    // Animate as Foundry does by default: an update with `animate: false` would stop a running
    // movement animation of the token on every client (test/foundry/fakes/documents.ts, FakeScene).
    await scene.updateEmbeddedDocuments("Token", updates, { animate: true, movement: {} });
  }
  for (const edit of edits) await writeActorFlags(requireToken(scene, edit), editedFlags(edit.actorFlags));
  await showRecorded(
    scene,
    edits.filter((edit) => recorded.some(([tokenId]) => tokenId === edit.tokenId)),
  );
}

/** An edit's flags for the token itself: all but `state`, which the scene's record keeps. */
export function tokenFlags(flags: Readonly<Record<string, JsonValue>>): Map<string, JsonValue | undefined> {
  const edited = editedFlags(flags);
  edited.delete(FLAG.state);
  return edited;
}

/** What changes in one token's entry of the GM's record. */
export interface RecordChange {
  /** The token's whole state, replacing its entry (null or undefined clears it); absent, the entry is kept. */
  readonly state?: { readonly value: JsonValue | null | undefined };
  /** Statuses switched on (true) or off (false), over the state. */
  readonly statuses: Readonly<Partial<Record<StatusId, boolean>>>;
}

/**
 * Changes tokens' entries in the scene's record (unit-states.ts), in one update of the whole flag;
 * the GM's client is the only one that can (a Scene is the GM's). An entry left empty is dropped.
 */
export async function writeUnitStates(scene: GmScene, changes: ReadonlyMap<string, RecordChange>): Promise<void> {
  if (changes.size === 0) return;
  const who = documentOwner("Scene", scene);
  const record = new Map(unitStates(scene));
  for (const [tokenId, change] of changes) {
    const kept = change.state === undefined ? record.get(tokenId) : (change.state.value ?? undefined);
    const state = kept === undefined ? {} : { ...readJsonRecord(kept, who, flagPath(FLAG.unitState)) };
    const statuses = new Set(recordedStatuses(state, who, tokenId));
    for (const status of statusIds()) {
      const active = change.statuses[status];
      if (active === true) statuses.add(status);
      if (active === false) statuses.delete(status);
    }
    const rest = stateData(state);
    const entry = statuses.size === 0 ? rest : { ...rest, [STATUSES_KEY]: statusIds().filter((s) => statuses.has(s)) };
    if (Object.keys(entry).length === 0) record.delete(tokenId);
    else record.set(tokenId, entry);
  }
  const whole = readJsonRecord(Object.fromEntries(record), who, flagPath(FLAG.unitState));
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.unitState, whole]])) } });
}

/** Shows on each token's icons the statuses the scene's record gives it (the GM's client keeps them in step). */
export async function showRecorded(
  scene: GmScene,
  tokens: readonly { readonly tokenId: string; readonly name: string }[],
): Promise<void> {
  const states = unitStates(scene);
  for (const ref of tokens) {
    const token = requireToken(scene, ref);
    await showStatuses(token, recordedStatuses(states.get(ref.tokenId), documentOwner("Token", token), ref.tokenId));
  }
}

/** Writes a token's actor flags in one update; none, nothing. */
export async function writeActorFlags(
  token: GmToken,
  actorFlags: ReadonlyMap<string, JsonValue | undefined>,
): Promise<void> {
  if (actorFlags.size === 0) return;
  if (token.actor === null) throw hostError("NoActor", { owner: documentOwner("Token", token).owner });
  await token.actor.update({ flags: { [MODULE_ID]: flagChanges(actorFlags) } });
}
