import { isRecord } from "@engine/validation/read-fields";
import type { Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { boardEvents, type BoardListener } from "../board/board-events";
import { boardUnit } from "../board/board-units";
import { forgedState, unitStates } from "../board/unit-states";
import { readableBoard, sceneGrid, sceneTerrain } from "../board/scene-board";
import type { ActorSource, SceneSource, TokenSource } from "../board/sources";
import { viewedScene, viewerSees } from "../board/viewed-scene";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { format, messageOf, notifyError } from "../localize";
import { statusOfEffectId } from "../statuses/status-effects";
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

interface StatusEffect {
  readonly parent: unknown;
  readonly statuses: ReadonlySet<string>;
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
 * deleted; the module's statuses and unit flags changing on their actors; walls and terrain
 * regions changing; another scene drawn. Whether a token is on the board (not removed by a combat,
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
  for (const hook of ["createActiveEffect", "updateActiveEffect", "deleteActiveEffect"] as const) {
    Hooks.on(
      hook,
      soft.guard("boardSync", (effect: StatusEffect) => {
        if ([...effect.statuses].some((id) => statusOfEffectId(id) !== undefined))
          refreshTokensOf(effect.parent, listener);
      }),
    );
  }
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
 * The viewed scene's tokens that show this actor: linked tokens share it; an unlinked token has a
 * synthetic actor of its own, built over its base actor (`actorId`), so a change to the base actor
 * changes every unlinked token of it that does not override what changed (foundryvtt/foundryvtt#9131).
 */
function refreshTokensOf(actor: unknown, listener: BoardListener): void {
  const scene = viewedScene();
  if (scene === null) return;
  const id = isRecord(actor) && typeof actor["id"] === "string" ? actor["id"] : null;
  for (const token of scene.tokens) {
    const placed: TokenSource & ActorOfToken = token;
    const shows = token.actor !== null && token.actor === actor;
    const unlinkedOf = id !== null && placed.actorLink === false && placed.actorId === id;
    if (shows || unlinkedOf)
      readProblemsShown(() => tokenChanged(token, scene, listener, (unit) => listener.unitChanged(unit)));
  }
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
