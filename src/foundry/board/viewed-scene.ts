import type { Board } from "../../engine/board/types";
import { sceneBoard } from "./scene-board";
import type { SceneSource } from "./sources";

/** The scene this client's canvas shows, if any. */
export function viewedScene(): SceneSource | null {
  return canvas?.scene ?? null;
}

/** The board snapshot of the viewed scene, or null when none is viewed. */
export function viewedBoard(): Board | null {
  const scene = viewedScene();
  return scene === null ? null : sceneBoard(scene);
}
