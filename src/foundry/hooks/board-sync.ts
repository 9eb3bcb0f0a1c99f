import { isRecord } from "@engine/validation/read-fields";
import type { Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { boardEvents, type BoardListener } from "../board/board-events";
import { boardUnit } from "../board/board-units";
import { forgedState, recordedStatuses, unitStates } from "../board/unit-states";
import { documentOwner } from "../board/owners";
import type { GmScene } from "../gm/gm-ports";
import { showRecorded, writeUnitStates, type RecordChange } from "../gm/token-edits";
import { isActiveGm } from "../host/active-gm";
import { hostError } from "../host-errors";
import { readableBoard, sceneGrid, sceneTerrain } from "../board/scene-board";
import type { ActorSource, SceneSource, TokenSource } from "../board/sources";
import { viewedScene, viewerSees } from "../board/viewed-scene";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { format, messageOf, notifyError } from "../localize";
import { statusOfEffectId, statusPhrase, type StatusId } from "../statuses/status-effects";
import { failSoft, type FailSoft } from "./fail-soft";

/** A document embedded in a scene: only changes on the viewed scene are reported. */
interface Placed {
  readonly parent: { readonly id: string | null } | null;
}

/** The base actor's id, and whether the token shares it (linked) or shows it through its delta. */
interface ActorOfToken {
  readonly actorId?: string | null;
  readonly actorLink?: boolean;
}

interface PlacedToken extends TokenSource, Placed {}

/**
 * An ActiveEffect: a status effect holds its status ids in `statuses` (a Set on the document; an
 * array in v14's source data, foundryvtt.com/api/v14/interfaces/foundry.documents.types.ActiveEffectData.html);
 * `parent` is the actor, an unlinked token's own synthetic one.
 */
interface StatusEffect {
  readonly parent: unknown;
  readonly statuses: ReadonlySet<string>;
  readonly disabled?: boolean;
}

/**
 * Token fields a unit is made of; `delta` carries an unlinked token's actor changes; `level` is the
 * v14 scene level the token stands on (absent on v13).
 */
const UNIT_FIELDS: ReadonlySet<string> = new Set([
  "hidden",
  "level",
  "name",
  "x",
  "y",
  "width",
  "height",
  "rotation",
  "disposition",
  "shape",
  "actorId",
  "actorLink",
  "delta",
]);

/**
 * Keeps board listeners in step with the viewed scene: tokens created, updated (every v13
 * movement is an update, so `updateToken` sees each move; `moveToken` would report it twice) or
 * deleted; unit flags changing on their actors; the GM's record changing on the scene (statuses
 * included: a status icon switched on an actor changes nothing, `statusSwitched`); walls and
 * terrain regions changing; another scene drawn. Whether a token is on the board (not removed by a combat,
 * seen by this user) is decided in one place, `boardUnit`, for the fresh read and each change alike.
 * A token that cannot be read is shown why and left off the board; any other failure of a handler
 * turns the board sync off for the scene (fail-soft.ts), leaving play to go on.
 */
export function listen(listener: BoardListener = boardEvents, soft: FailSoft = failSoft): void {
  Hooks.on(
    "canvasReady",
    soft.guard("boardSync", () => replaceBoard(listener)),
  );
  Hooks.on(
    "createToken",
    soft.guard("boardSync", (token: PlacedToken) =>
      onViewed(token, (scene) => tokenChanged(token, scene, listener, (unit) => listener.unitAdded(unit))),
    ),
  );
  Hooks.on(
    "updateToken",
    soft.guard("boardSync", (token: PlacedToken, changed: object) => {
      const forged = changesStateFlag(changed) ? forgedState(token) : null;
      if (forged !== null) onViewed(token, () => warnOf("WARGAME.Board.Ignored", [forged]));
      if (changesUnit(changed))
        onViewed(token, (scene) => tokenChanged(token, scene, listener, (unit) => listener.unitChanged(unit)));
    }),
  );
  // The GM's record of unit state lives on the scene (unit-states.ts): a combat's result changes it.
  Hooks.on(
    "updateScene",
    soft.guard("boardSync", (scene: { readonly id: string | null }, changed: object) => {
      if (changesModuleFlags(changed) && scene.id === viewedScene()?.id) replaceBoard(listener);
    }),
  );
  Hooks.on(
    "deleteToken",
    soft.guard("boardSync", (token: PlacedToken) => onViewed(token, () => listener.unitRemoved(token.id ?? ""))),
  );
  Hooks.on(
    "updateActor",
    soft.guard("boardSync", (actor: ActorSource, changed: object) => {
      if (changesModuleFlags(changed)) refreshTokensOf(actor, listener);
    }),
  );
  // A status icon only shows the GM's record (unit-states.ts): its change moves nothing on the board.
  Hooks.on(
    "createActiveEffect",
    soft.guard("boardSync", (effect: StatusEffect, _options: object, userId: string) =>
      statusSwitched(effect, userId, effect.disabled !== true),
    ),
  );
  Hooks.on(
    "updateActiveEffect",
    soft.guard("boardSync", (effect: StatusEffect, _changed: object, _options: object, userId: string) =>
      statusSwitched(effect, userId, effect.disabled !== true),
    ),
  );
  Hooks.on(
    "deleteActiveEffect",
    soft.guard("boardSync", (effect: StatusEffect, _options: object, userId: string) =>
      statusSwitched(effect, userId, false),
    ),
  );
  for (const hook of [
    "createWall",
    "updateWall",
    "deleteWall",
    "createRegion",
    "updateRegion",
    "deleteRegion",
  ] as const) {
    Hooks.on(
      hook,
      soft.guard("boardSync", (doc: Placed) => onViewed(doc, (scene) => listener.terrainChanged(sceneTerrain(scene)))),
    );
  }
}

/**
 * A new scene drawn: its board as far as it can be read, each token, wall or region that cannot be
 * read left out and named in one warning. Even a scene that cannot be read at all replaces the last
 * scene's board (with none), so nothing answers for a scene no longer shown.
 */
function replaceBoard(listener: BoardListener): void {
  const scene = viewedScene();
  if (scene === null) return listener.boardCleared();
  const { board, skipped, ignored } = readableBoard(scene, viewerSees());
  warnOf("WARGAME.Board.Skipped", skipped);
  warnOf("WARGAME.Board.Ignored", ignored);
  if (board === null) listener.boardCleared();
  else listener.boardReplaced(board);
}

/** One warning naming every document of the list, if any. */
function warnOf(key: string, errors: readonly EngineError[]): void {
  if (errors.length === 0) return;
  const problems = errors.map((error) => format(messageOf(error))).join(" ");
  ui.notifications?.warn(game.i18n?.format(key, { count: String(errors.length), problems }) ?? problems);
}

/** A token added or changed: on the board as a unit, or off it (removed, hidden from this user, or unreadable: then shown why). */
function tokenChanged(
  token: TokenSource,
  scene: SceneSource,
  listener: BoardListener,
  report: (unit: Unit) => void,
): void {
  try {
    const unit = boardUnit(token, sceneGrid(scene), viewerSees(), unitStates(scene).get(token.id ?? ""));
    if (unit === null) listener.unitRemoved(token.id ?? "");
    else report(unit);
  } catch (error) {
    if (error instanceof EngineError) listener.unitRemoved(token.id ?? "");
    throw error;
  }
}

/** Runs `report` when the document belongs to the viewed scene; what cannot be read is shown, not thrown. */
function onViewed(doc: Placed, report: (scene: SceneSource) => void): void {
  const scene = viewedScene();
  if (scene === null || doc.parent?.id !== scene.id) return;
  readProblemsShown(() => report(scene));
}

/**
 * The tokens of a scene that show this actor: linked tokens share it; an unlinked token has a
 * synthetic actor of its own, built over its base actor (`actorId`), so a change to the base actor
 * changes every unlinked token of it that does not override what changed (foundryvtt/foundryvtt#9131).
 */
function tokensShowing(actor: unknown, scene: SceneSource): TokenSource[] {
  const id = isRecord(actor) && typeof actor["id"] === "string" ? actor["id"] : null;
  return Array.from(scene.tokens).filter((token) => {
    const placed: TokenSource & ActorOfToken = token;
    const shows = token.actor !== null && token.actor === actor;
    return shows || (id !== null && placed.actorLink === false && placed.actorId === id);
  });
}

/** The viewed scene's tokens that show this actor, each read again. */
function refreshTokensOf(actor: unknown, listener: BoardListener): void {
  const scene = viewedScene();
  if (scene === null) return;
  for (const token of tokensShowing(actor, scene))
    readProblemsShown(() => tokenChanged(token, scene, listener, (unit) => listener.unitChanged(unit)));
}

/**
 * One of the module's status effects switched on or off (`active`) on an actor of the viewed
 * scene's tokens, by the user `userId` (the create/update/delete hooks name "the User who triggered
 * the workflow" and fire on every client: foundryvtt.com/api/v12/functions/hookEvents.createDocument.html).
 * The board reads statuses from the GM's record only, so nothing on it changes. A player's switch
 * (their own token's actor is theirs to change) is named in one warning, and the active GM's client
 * puts the icons back as the record says. A GM's switch from the token HUD is the GM deciding: the
 * active GM's client writes it into the record, and the board follows that (`updateScene`); the
 * module's own icon updates already match the record and write nothing.
 */
function statusSwitched(effect: StatusEffect, userId: string, active: boolean): void {
  const statuses = [...effect.statuses].flatMap((id) => statusOfEffectId(id) ?? []);
  const scene = viewedScene();
  if (statuses.length === 0 || scene === null) return;
  const tokens = tokensShowing(effect.parent, scene);
  if (tokens.length === 0) return;
  const user = game.users?.get(userId);
  const gmScene = isActiveGm() ? gmSceneOf(scene) : undefined;
  if (user?.isGM === true) {
    if (gmScene !== undefined) void recordSwitch(gmScene, tokens, statuses, active).catch(notifyError);
    return;
  }
  const who = user?.name ?? userId;
  warnOf(
    "WARGAME.Board.Ignored",
    tokens.flatMap((token) =>
      statuses.map((status) =>
        hostError("StatusIgnored", {
          owner: documentOwner("Token", token).owner,
          user: who,
          status: statusPhrase(status),
        }),
      ),
    ),
  );
  if (gmScene !== undefined)
    void showRecorded(
      gmScene,
      tokens.map((token) => ({ tokenId: token.id ?? "", name: token.name })),
    ).catch(notifyError);
}

/** The scene as the GM's side writes it (the world's Scene document). */
function gmSceneOf(scene: SceneSource): GmScene | undefined {
  return game.scenes?.get(scene.id ?? "");
}

/** A GM's switch written into the record for each token whose record differs. */
async function recordSwitch(
  scene: GmScene,
  tokens: readonly TokenSource[],
  statuses: readonly StatusId[],
  active: boolean,
): Promise<void> {
  const states = unitStates(scene);
  const changes = tokens.flatMap((token): [string, RecordChange][] => {
    const tokenId = token.id ?? "";
    const recorded = recordedStatuses(states.get(tokenId), documentOwner("Token", token), tokenId);
    const differs = statuses.filter((status) => recorded.includes(status) !== active);
    return differs.length === 0 ? [] : [[tokenId, { statuses: Object.fromEntries(differs.map((s) => [s, active])) }]];
  });
  await writeUnitStates(scene, new Map(changes));
}

function changesUnit(changed: object): boolean {
  return Object.keys(changed).some((field) => UNIT_FIELDS.has(field)) || changesModuleFlags(changed);
}

/** An update writing a token's `state` flag, which only its owner can have sent (unit-states.ts): said once, as it comes. */
function changesStateFlag(changed: object): boolean {
  if (!("flags" in changed) || !isRecord(changed.flags)) return false;
  const ours = changed.flags[MODULE_ID];
  return isRecord(ours) && Object.keys(ours).some((key) => key.replace(/^[-=]=/, "") === FLAG.state);
}

function changesModuleFlags(changed: object): boolean {
  return "flags" in changed && isRecord(changed.flags) && MODULE_ID in changed.flags;
}

/** A document the engine cannot read (an EngineError) is told to the user; any other error is a bug, thrown on to the guard. */
function readProblemsShown(report: () => void): void {
  try {
    report();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    notifyError(error);
  }
}
