import type { JsonValue } from "@engine/rulesets/ruleset";
import { documentOwner } from "../board/owners";
import { FLAG, flagPath } from "../board/module-flags";
import { unitStates } from "../board/unit-states";
import { readJsonRecord } from "@engine/validation/read-json";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { requireToken } from "../movement/require-token";
import { statusIds, type StatusId } from "../statuses/status-effects";
import { setStatus } from "../statuses/token-statuses";
import type { TokenEdit } from "./change-set";
import { editedFlags, flagChanges } from "./flag-changes";
import type { GmScene, GmToken } from "./gm-ports";

/**
 * The token flags of every edit in one batched update, each token's state (the flag `state` of an
 * edit) in the scene's record in one scene update (unit-states.ts), then each actor's flags and statuses.
 */
export async function applyEdits(scene: GmScene, edits: readonly TokenEdit[]): Promise<void> {
  await writeUnitStates(
    scene,
    new Map(
      edits.flatMap((edit) => (Object.hasOwn(edit.flags, FLAG.state) ? [[edit.tokenId, edit.flags[FLAG.state]]] : [])),
    ),
  );
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
  for (const edit of edits) await writeActor(requireToken(scene, edit), editedFlags(edit.actorFlags), edit.statuses);
}

/** An edit's flags for the token itself: all but `state`, which the scene's record keeps. */
export function tokenFlags(flags: Readonly<Record<string, JsonValue>>): Map<string, JsonValue | undefined> {
  const edited = editedFlags(flags);
  edited.delete(FLAG.state);
  return edited;
}

/**
 * Sets (or, for null or undefined, clears) tokens' states in the scene's record (unit-states.ts), in
 * one update of the whole flag; the GM's client is the only one that can (a Scene is the GM's).
 */
export async function writeUnitStates(
  scene: GmScene,
  states: ReadonlyMap<string, JsonValue | null | undefined>,
): Promise<void> {
  if (states.size === 0) return;
  const record = new Map(unitStates(scene));
  for (const [tokenId, state] of states) {
    if (state === null || state === undefined) record.delete(tokenId);
    else record.set(tokenId, readJsonRecord(state, documentOwner("Scene", scene), flagPath(FLAG.unitState)));
  }
  const whole = readJsonRecord(Object.fromEntries(record), documentOwner("Scene", scene), flagPath(FLAG.unitState));
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.unitState, whole]])) } });
}

/** Writes a token's actor flags (one update) and statuses; what already matches is left alone. */
export async function writeActor(
  token: GmToken,
  actorFlags: ReadonlyMap<string, JsonValue | undefined>,
  statuses: Readonly<Partial<Record<StatusId, boolean>>>,
): Promise<void> {
  if (actorFlags.size > 0) {
    if (token.actor === null) throw hostError("NoActor", { owner: documentOwner("Token", token).owner });
    await token.actor.update({ flags: { [MODULE_ID]: flagChanges(actorFlags) } });
  }
  for (const status of statusIds()) {
    const active = statuses[status];
    if (active !== undefined) await setStatus(token, status, active);
  }
}
