import { isRecord } from "../../engine/board/read-fields";
import { boardEvents, type BoardListener } from "../board/board-events";
import { sceneBoard, sceneGrid, sceneTerrain } from "../board/scene-board";
import type { ActorSource, SceneSource, TokenSource } from "../board/sources";
import { viewedScene } from "../board/viewed-scene";
import { tokenUnit } from "../board/token-unit";
import { MODULE_ID } from "../constants";
import { notifyError } from "../localize";
import { statusOfEffectId } from "../statuses/status-effects";

/** A document embedded in a scene: only changes on the viewed scene are reported. */
interface Placed {
  readonly parent: { readonly id: string | null } | null;
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
 * regions changing; another scene drawn.
 */
export function listen(listener: BoardListener = boardEvents): void {
  Hooks.on("canvasReady", () => guarded(() => {
    const scene = viewedScene();
    if (scene) listener.boardReplaced(sceneBoard(scene));
  }));
  Hooks.on("createToken", (token: PlacedToken) => onViewed(token, (scene) => listener.unitAdded(tokenUnit(token, sceneGrid(scene)))));
  Hooks.on("updateToken", (token: PlacedToken, changed: object) => {
    if (changesUnit(changed)) onViewed(token, (scene) => listener.unitChanged(tokenUnit(token, sceneGrid(scene))));
  });
  Hooks.on("deleteToken", (token: PlacedToken) => onViewed(token, () => listener.unitRemoved(token.id ?? "")));
  Hooks.on("updateActor", (actor: ActorSource, changed: object) => {
    if (changesModuleFlags(changed)) refreshTokensOf(actor, listener);
  });
  for (const hook of ["createActiveEffect", "updateActiveEffect", "deleteActiveEffect"] as const) {
    Hooks.on(hook, (effect: StatusEffect) => {
      if ([...effect.statuses].some((id) => statusOfEffectId(id) !== undefined)) refreshTokensOf(effect.parent, listener);
    });
  }
  for (const hook of ["createWall", "updateWall", "deleteWall", "createRegion", "updateRegion", "deleteRegion"] as const) {
    Hooks.on(hook, (doc: Placed) => onViewed(doc, (scene) => listener.terrainChanged(sceneTerrain(scene))));
  }
}

/** Runs `report` when the document belongs to the viewed scene; problems are shown, not thrown. */
function onViewed(doc: Placed, report: (scene: SceneSource) => void): void {
  const scene = viewedScene();
  if (scene === null || doc.parent?.id !== scene.id) return;
  guarded(() => report(scene));
}

/** The viewed scene's tokens that show this actor (linked tokens share it; unlinked have their own). */
function refreshTokensOf(actor: unknown, listener: BoardListener): void {
  const scene = viewedScene();
  if (scene === null) return;
  for (const token of scene.tokens) {
    if (token.actor !== null && token.actor === actor) guarded(() => listener.unitChanged(tokenUnit(token, sceneGrid(scene))));
  }
}

function changesUnit(changed: object): boolean {
  return Object.keys(changed).some((field) => UNIT_FIELDS.has(field)) || changesModuleFlags(changed);
}

function changesModuleFlags(changed: object): boolean {
  return "flags" in changed && isRecord(changed.flags) && MODULE_ID in changed.flags;
}

function guarded(report: () => void): void {
  try {
    report();
  } catch (error) {
    notifyError(error);
  }
}
