import type { JsonValue } from "@engine/rulesets/ruleset";
import { documentOwner } from "../board/owners";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { requireToken } from "../movement/require-token";
import { statusIds, type StatusId } from "../statuses/status-effects";
import { setStatus } from "../statuses/token-statuses";
import type { TokenEdit } from "./change-set";
import { editedFlags, flagChanges } from "./flag-changes";
import type { GmScene, GmToken } from "./gm-ports";

/** The token flags of every edit in one batched update, then each actor's flags and statuses. */
export async function applyEdits(scene: GmScene, edits: readonly TokenEdit[]): Promise<void> {
  const flagged = edits.filter((edit) => Object.keys(edit.flags).length > 0);
  if (flagged.length > 0) {
    const updates = flagged.map((edit) => ({
      _id: edit.tokenId,
      flags: { [MODULE_ID]: flagChanges(editedFlags(edit.flags)) },
    }));
    // Animate as Foundry does by default: an update with `animate: false` would stop a running
    // movement animation of the token on every client (test/foundry/fakes/documents.ts, FakeScene).
    await scene.updateEmbeddedDocuments("Token", updates, { animate: true, movement: {} });
  }
  for (const edit of edits) await writeActor(requireToken(scene, edit), editedFlags(edit.actorFlags), edit.statuses);
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
