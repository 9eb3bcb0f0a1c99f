import { userSees } from "../board/board-units";
import { viewedScene } from "../board/viewed-scene";
import { foundryCompat } from "../compat/choose-compat";
import { isActiveGm } from "../host/active-gm";
import { escapeHtml } from "../hud/escape-html";
import { format, notifyError, notifyInfo, notifyWarning } from "../localize";
import { moveRefusal } from "../movement/move-check";
import { recordStarts, startMovesAfresh, startsOf, type Place } from "../movement/move-starts";
import type { StackScene } from "../movement/stack-ports";
import { movesFollowRules } from "../settings";

/** A token as its hooks pass it: its stored place and its scene. */
interface PlacedToken {
  readonly id: string | null;
  readonly _source: Place;
  readonly parent: { readonly id: string | null } | null;
}

/** A Foundry Combat as `updateCombat` passes it: the scene it is fought on (null when not linked to one). */
interface CombatOnScene {
  readonly scene: { readonly id: string | null } | null;
}

/** One token a player moved, and where it stood before. */
interface SeenMove {
  readonly tokenId: string;
  readonly before: Place;
}

/**
 * Where this client last saw each token stored, by token id. Every client receives every scene's
 * tokens and every update of them (`updateToken` "fires for all connected clients after the update
 * has been processed", foundryvtt.com/api/functions/hookEvents.updateDocument.html, Version 13), so
 * a GM's client knows where a token came from without trusting what the mover sent.
 */
const lastSeen = new Map<string, Place>();

/** One player's moves on one scene, reported in the same task. */
interface CaughtMoves {
  readonly sceneId: string;
  readonly userId: string;
  readonly moves: SeenMove[];
}

/** Players' moves reported in this task, by scene and user: judged together once it ends. */
let caught: Map<string, CaughtMoves> | null = null;

/**
 * The rule holds on the active GM's client (server-trusted). `updateToken` names the user who asked
 * for the update as the server reports it ("userId: The ID of the User who triggered the update
 * workflow", same page), which a modified client cannot forge, unlike anything it checks itself.
 * With the world setting `movesFollowRules` on, every token move a player made is checked
 * (`moveRefusal`, the check the player's own client makes first, hooks/move-rules.ts) on the board as
 * players see it, from where each unit's move began this turn (the GM's record, movement/move-starts.ts)
 * and with the tokens moved together checked as one. A move that breaks the rules is put back where
 * the tokens stood before it (a "displace" placement, the mover's own), and the player is whispered
 * the reason; a legal move records where its units' moves began, so several short moves cannot add
 * up past the allowance. A GM moves freely. The record clears when the turn changes: a Foundry
 * Combat's turn or round (`updateCombat`), the module's turn tracker's turn ending
 * (turn/foundry-turn-ports.ts), or the GM's `resetMoves` keybinding.
 */
export function listen(): void {
  Hooks.once("ready", () => {
    if (game.user?.isGM !== true) return;
    for (const scene of game.scenes ?? []) for (const token of scene.tokens) remember(token);
  });
  // Only a GM's client keeps where tokens stood: only the active GM's judges moves, and any GM may become it.
  Hooks.on("createToken", (token: PlacedToken) => {
    if (game.user?.isGM === true) remember(token);
  });
  Hooks.on("deleteToken", (token: PlacedToken) => lastSeen.delete(token.id ?? ""));
  Hooks.on("updateToken", (token: PlacedToken, changed: object, _options: object, userId: string) => {
    if (game.user?.isGM !== true || (!("x" in changed) && !("y" in changed))) return;
    const tokenId = token.id ?? "";
    const before = lastSeen.get(tokenId);
    remember(token);
    if (before === undefined || (before.x === token._source.x && before.y === token._source.y)) return;
    if (!isActiveGm() || game.users?.get(userId)?.isGM !== false || !movesFollowRules()) return;
    catchMove(token.parent?.id ?? "", userId, { tokenId, before });
  });
  Hooks.on("updateCombat", (combat: CombatOnScene, changed: object) => {
    if (!isActiveGm() || (!("round" in changed) && !("turn" in changed))) return;
    const scene = game.scenes?.get(combat.scene?.id ?? viewedScene()?.id ?? "");
    if (scene !== undefined) void startMovesAfresh(scene).catch(notifyError);
  });
}

/** The GM's keybinding: every unit on the viewed scene moves afresh from where it stands. */
export function resetMoves(): void {
  const scene = game.scenes?.get(viewedScene()?.id ?? "");
  if (scene === undefined) return;
  if (game.user?.isGM !== true) {
    notifyWarning({ key: "WARGAME.Drag.ResetGmOnly", data: {} });
    return;
  }
  void startMovesAfresh(scene)
    .then(() => notifyInfo({ key: "WARGAME.Drag.Reset", data: { scene: scene.name } }))
    .catch(notifyError);
}

function remember(token: PlacedToken): void {
  lastSeen.set(token.id ?? "", { x: token._source.x, y: token._source.y });
}

/** Keeps a player's move; the moves caught in this task (a stack's batch) are judged together once it ends. */
function catchMove(sceneId: string, userId: string, move: SeenMove): void {
  const key = `${sceneId} ${userId}`;
  if (caught === null) {
    caught = new Map();
    queueMicrotask(() => {
      const batches = caught ?? new Map<string, CaughtMoves>();
      caught = null;
      for (const { sceneId: id, userId: user, moves } of batches.values())
        void judge(id, user, moves).catch(notifyError);
    });
  }
  const batch = caught.get(key) ?? { sceneId, userId, moves: [] };
  batch.moves.push(move);
  caught.set(key, batch);
}

/** Puts back a player's moves that break the rules, whispering why; records where legal ones began. */
async function judge(sceneId: string, userId: string, moves: readonly SeenMove[]): Promise<void> {
  const scene: StackScene | undefined = game.scenes?.get(sceneId);
  if (scene === undefined) return;
  const starts = startsOf(scene);
  const judged = moves.flatMap(({ tokenId, before }) => {
    const token = scene.tokens.get(tokenId);
    if (token === undefined) return [];
    const to = { x: token._source.x, y: token._source.y };
    return [{ token, before, move: { token, from: starts.get(tokenId) ?? before, to } }];
  });
  const refusal = moveRefusal(
    scene,
    userSees(false),
    judged.map(({ move }) => move),
  );
  if (refusal === null) {
    await recordStarts(
      scene,
      new Map(
        judged.filter(({ token }) => !starts.has(token.id ?? "")).map(({ token, before }) => [token.id ?? "", before]),
      ),
    );
    return;
  }
  await foundryCompat().tokenMover.place(
    scene,
    judged.map(({ token, before }) => ({
      tokenId: token.id ?? "",
      name: token.name,
      x: before.x,
      y: before.y,
      rotation: token._source.rotation,
    })),
  );
  await ChatMessage.create({
    content: escapeHtml(format({ key: "WARGAME.Drag.PutBack", data: { reason: refusal } })),
    whisper: [userId],
    speaker: { alias: game.i18n?.localize("WARGAME.Title") ?? "" },
  });
}
