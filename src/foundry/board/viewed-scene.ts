import type { Board } from "@engine/board/types";
import { userSees, type Sees } from "./board-units";
import { sceneBoard } from "./scene-board";
import type { SceneSource } from "./sources";

/** The scene this client's canvas shows, if any. */
export function viewedScene(): SceneSource | null {
  return canvas?.scene ?? null;
}

/** What this client's user sees of a scene's tokens (board-units.ts). */
export function viewerSees(): Sees {
  return userSees(game.user?.isGM ?? false);
}

/** The board snapshot of the viewed scene as this user sees it, or null when none is viewed. */
export function viewedBoard(): Board | null {
  const scene = viewedScene();
  return scene === null ? null : sceneBoard(scene, viewerSees());
}
