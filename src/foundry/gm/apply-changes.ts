import { EngineError } from "@engine/errors";
import { hostError } from "../host-errors";
import { callHook, type HookBus } from "../module-hooks";
import { messageOf } from "../localize";
import type { TokenMover } from "../movement/token-mover";
import type { ApplyOutcome, ChangeSet, Refusal, UndoOutcome, UndoRecord } from "./change-set";
import type { ChangeValidator } from "./change-validator";
import type { GmScene, GmUser } from "./gm-ports";
import { parseChangeRequest, parseUndoRequest } from "./parse-requests";
import { changedTokens, foreignTokens, recordedTokens, requesterOf, sceneOf } from "./request-checks";
import { applyEdits } from "./token-edits";
import { recordBefore, restore, stillPresent, writeMarkers } from "./undo-record";

/** What the GM's side needs of the world; Foundry's is built in `gm-queries`, tests pass fakes. */
export interface GmEnvironment {
  findUser(id: string): GmUser | undefined;
  findScene(id: string): GmScene | undefined;
  readonly mover: TokenMover;
  readonly validator: ChangeValidator;
  readonly hooks: HookBus;
}

/**
 * Applies a client's change request on the GM's client. `requesterId` is who asks as the server
 * reports it (the GM's own id, or the creator of the request's chat message: gm-queries.ts), never
 * an id from the request. Checks the requester (known, connected),
 * the scene and every token (all still there), runs the validator and the pre-hook, records what
 * undoes it all, then applies the phases and edits. Refused requests change nothing; a failure
 * part-way puts back what had changed.
 */
export async function applyChanges(requesterId: string, input: unknown, env: GmEnvironment): Promise<ApplyOutcome> {
  try {
    const { changes, combat } = parseChangeRequest(input);
    const requester = requesterOf((id) => env.findUser(id), requesterId);
    const scene = sceneOf((id) => env.findScene(id), changes.sceneId);
    const foreign = foreignTokens(requester, changedTokens(scene, changes));
    const subject =
      combat === undefined ? { kind: "apply" as const, changes } : { kind: "apply" as const, changes, combat };
    const verdict = await env.validator(subject, { requester, scene, foreignTokens: foreign });
    if (!verdict.ok) return verdict;
    /**
     * Fires on the GM's client before a change set's moves and status edits are applied to the scene.
     * Cancellable: called with `Hooks.call`.
     * @function wargame-combat.preApplyMoves
     * @memberof hookEvents
     * @param {ChangeSet} changes The moves (by phase) and edits about to be applied.
     * @param {GmUser} requester The user who asked for them.
     * @returns {boolean} `false` cancels them all: nothing moves, and the requester is told so.
     */
    if (!callHook(env.hooks, "preApplyMoves", changes, requester)) return refusal(hostError("Cancelled", {}));
    const undo = recordBefore(scene, changes);
    await applyOrPutBack(scene, changes, undo, env.mover);
    /**
     * Fires on the GM's client after a change set was applied to the scene.
     * Not cancellable: called with `Hooks.callAll`.
     * @function wargame-combat.applyMoves
     * @memberof hookEvents
     * @param {ChangeSet} changes The moves and edits applied.
     * @param {UndoRecord} undo What puts the scene back as it was.
     */
    callHook(env.hooks, "applyMoves", changes, undo);
    return { ok: true, undo };
  } catch (error) {
    return refusal(error);
  }
}

/** Undoes a change set from its record, with the same checks as applying one; all in one go. */
export async function undoChanges(requesterId: string, input: unknown, env: GmEnvironment): Promise<UndoOutcome> {
  try {
    const { record } = parseUndoRequest(input);
    const requester = requesterOf((id) => env.findUser(id), requesterId);
    const scene = sceneOf((id) => env.findScene(id), record.sceneId);
    const foreign = foreignTokens(requester, recordedTokens(scene, record.tokens));
    const verdict = await env.validator({ kind: "undo", record }, { requester, scene, foreignTokens: foreign });
    if (!verdict.ok) return verdict;
    await restore(scene, record, env.mover);
    return { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

async function applyOrPutBack(scene: GmScene, changes: ChangeSet, undo: UndoRecord, mover: TokenMover): Promise<void> {
  try {
    for (const phase of changes.phases) await mover.move(scene, phase);
    await applyEdits(scene, changes.edits);
    if (changes.markers !== undefined) await writeMarkers(scene, changes.markers);
  } catch (error) {
    // Best effort: a token deleted meanwhile cannot be put back, the others are.
    await restore(scene, stillPresent(scene, undo), mover).catch((rollbackError: unknown) =>
      console.error(rollbackError),
    );
    throw error;
  }
}

function refusal(error: unknown): Refusal {
  const reason = error instanceof Error ? error.message : String(error);
  return { ok: false, error: messageOf(error instanceof EngineError ? error : hostError("Failed", { reason })) };
}
