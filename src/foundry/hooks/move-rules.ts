import { stackOf } from "@engine/board/target-stacks";
import { isRecord } from "@engine/validation/read-fields";
import type { TokenSource } from "../board/sources";
import { readableBoard } from "../board/scene-board";
import { viewedScene, viewerSees } from "../board/viewed-scene";
import { moveRefusal, type TokenMove } from "../movement/move-check";
import { recordedStarts, type Place } from "../movement/move-starts";
import type { StackScene, StackToken } from "../movement/stack-ports";
import { MOVEMENT_OPTIONS } from "../movement/phase-token-mover";
import { format } from "../localize";
import { movesFollowRules } from "../settings";

interface MovedToken extends TokenSource {
  readonly parent: { readonly id: string | null } | null;
}

/** One token a user dropped: where it goes. */
interface Drop {
  readonly token: TokenSource;
  readonly to: Place;
}

/** Whether the user holds the "drag one counter alone" key (the keybinding `dragAlone`, Shift by default). */
let alone = false;

/** The drops of a stack's tokens caught since the last microtask, to be moved as one. */
let caught: { readonly sceneId: string; readonly drops: Drop[] } | null = null;

/** Tokens of a stack move this client is sending: their updates are the move already checked. */
const sending = new Set<string>();

/** The keybinding's action: held, a drag moves the dragged token alone; released, its whole stack. */
export function holdAlone(held: boolean): void {
  alone = held;
}

/**
 * A user's token moves on the scene this client shows, before they are sent (`preUpdateToken` fires
 * only on the client that asks for the update, and a listener returning false stops that token's
 * update: "Explicitly return false to prevent update of this Document",
 * foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html, Version 13). Every move is such an
 * update: a v13 drag's `TokenDocument#move` (foundryvtt/foundryvtt#11843), and on v14 each checkpoint
 * of a movement, `Scene#moveTokens` included ("There's an update/movement operation for each
 * checkpoint", foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html;
 * #13580 takes a `DatabaseUpdateOperation`'s options).
 *
 * - **Stacks move as stacks.** A token dropped from a stack (its side's units in its space,
 *   `stackOf`) does not move alone: its update is stopped and the whole stack goes by the same
 *   offset in one batched update, as drag-ruler moves every selected token by its offset from the
 *   dragged one (manuelVo/foundryvtt-drag-ruler src/foundry_imports.js `moveTokens`). Tokens dropped
 *   together (several selected) make one move. Holding the `dragAlone` key (Shift) moves the token
 *   alone, and so does a move made by code (`byCode`).
 * - **Moves follow the rules** (world setting `movesFollowRules`, on by default): a player's move is
 *   checked against the scene's rule system (`moveRefusal`), counted from where each unit's move
 *   began this turn (the GM's record, movement/move-starts.ts), and refused with the reason; a stack
 *   refused moves none. This is the quick, friendly refusal: a modified client skips it, and the
 *   active GM's client enforces the same check on what the server reports (hooks/move-guard.ts).
 *   A GM moves freely; so does everyone with the setting off (free setup).
 */
export function listen(): void {
  Hooks.on("preUpdateToken", (token: MovedToken, changed: object, options: object) => {
    const to = newPlace(token, changed);
    const scene = viewedScene();
    if (to === null || sending.has(token.id ?? "") || scene === null || token.parent?.id !== scene.id) return undefined;
    const { board } = readableBoard(scene, viewerSees());
    const stack = board === null || alone || byCode(options, token.id ?? "") ? [] : stackOf(board, token.id ?? "");
    if (stack.length > 1) {
      catchDrop(scene.id ?? "", { token, to });
      return false;
    }
    const refusal = rulesApply() ? moveRefusal(scene, viewerSees(), [startedMove(scene, token, to)]) : null;
    if (refusal === null) return undefined;
    ui.notifications?.warn(refusal);
    return false;
  });
}

/** Where the update puts the token, or null when it does not move it. */
function newPlace(token: TokenSource, changed: object): Place | null {
  const x = "x" in changed && typeof changed.x === "number" ? changed.x : token._source.x;
  const y = "y" in changed && typeof changed.y === "number" ? changed.y : token._source.y;
  return x === token._source.x && y === token._source.y ? null : { x, y };
}

/**
 * Whether the update is a move made by code (movement method "api", foundryvtt/foundryvtt#12240), as
 * every move of the module's own is (a combat's result, the GM's put-back): those move the tokens
 * they name, never a stack around them. A drag's method is "dragging".
 */
function byCode(options: object, tokenId: string): boolean {
  const movement: unknown = "movement" in options ? options.movement : undefined;
  const entry: unknown = isRecord(movement) ? movement[tokenId] : undefined;
  return isRecord(entry) && entry["method"] === "api";
}

/** Whether this user's moves are checked: a player's, with the setting on. */
function rulesApply(): boolean {
  return game.user?.isGM === false && movesFollowRules();
}

/** The token's move to `to`, from where its move began this turn (the GM's record), else from where it stands. */
function startedMove(scene: Parameters<typeof recordedStarts>[0], token: TokenSource, to: Place): TokenMove {
  return { token, from: recordedStarts(scene).get(token.id ?? "") ?? token._source, to };
}

/** Keeps a stack token's drop; the drops caught in this task move together once it ends. */
function catchDrop(sceneId: string, drop: Drop): void {
  if (caught !== null && caught.sceneId === sceneId) {
    caught.drops.push(drop);
    return;
  }
  caught = { sceneId, drops: [drop] };
  queueMicrotask(() => {
    const drops = caught;
    caught = null;
    if (drops !== null) void moveStacks(drops.sceneId, drops.drops).catch((error: unknown) => console.error(error));
  });
}

/**
 * Moves each dropped token's whole stack by that token's offset, as one checked move in one batched
 * update; nothing moves when the rules refuse it or the user may not move one of its tokens.
 */
async function moveStacks(sceneId: string, drops: readonly Drop[]): Promise<void> {
  const scene: StackScene | undefined = game.scenes?.get(sceneId);
  const viewed = viewedScene();
  if (scene === undefined || viewed === null || viewed.id !== sceneId) return;
  const { board } = readableBoard(scene, viewerSees());
  if (board === null) return;
  const moves = new Map<string, { readonly token: StackToken; readonly to: Place }>();
  for (const { token, to } of drops) {
    const dx = to.x - token._source.x;
    const dy = to.y - token._source.y;
    for (const id of stackOf(board, token.id ?? "")) {
      const mate = scene.tokens.get(id);
      if (mate === undefined || moves.has(id)) continue;
      moves.set(id, { token: mate, to: { x: mate._source.x + dx, y: mate._source.y + dy } });
    }
  }
  const user = game.user;
  const notMine = [...moves.values()].find(({ token }) => user == null || !token.testUserPermission(user, "OWNER"));
  if (notMine !== undefined) {
    ui.notifications?.warn(format({ key: "WARGAME.Drag.NotYours", data: { unit: notMine.token.name } }));
    return;
  }
  const started = [...moves.values()].map(({ token, to }) => startedMove(scene, token, to));
  const refusal = rulesApply() ? moveRefusal(scene, viewerSees(), started) : null;
  if (refusal !== null) {
    ui.notifications?.warn(refusal);
    return;
  }
  const ids = [...moves.keys()];
  for (const id of ids) sending.add(id);
  try {
    await scene.updateEmbeddedDocuments(
      "Token",
      [...moves].map(([id, { to }]) => ({ _id: id, x: to.x, y: to.y })),
      {
        movement: Object.fromEntries(
          [...moves].map(([id, { to }]) => [
            id,
            { ...MOVEMENT_OPTIONS, waypoints: [{ ...to, snapped: false, explicit: true, checkpoint: true }] },
          ]),
        ),
      },
    );
  } finally {
    for (const id of ids) sending.delete(id);
  }
}
