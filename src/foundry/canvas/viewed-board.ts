import { BoardOverlay } from "./board-overlay";
import { BoardView } from "./board-view";
import type { PathGraphics } from "./canvas-ports";
import { indexSettingsOf } from "./index-settings";
import { PathPreview } from "./path-preview";
import { settingsStyle } from "./side-colors";
import { ViewedIndex } from "./viewed-index";

/** The module's one index of the viewed scene (fed by the board events; see hooks/board-view). */
export const viewedIndex = new ViewedIndex({ scene: () => canvas?.scene ?? null, settings: indexSettingsOf });

let graphics: PIXI.Graphics | null = null;

/** The preview's drawing, in the canvas's interface group; made again after the canvas is redrawn. */
function previewGraphics(): PathGraphics | null {
  const group = canvas?.interface;
  if (!group) return null;
  if (graphics === null || graphics.destroyed) {
    graphics = new PIXI.Graphics();
    graphics.eventMode = "none";
    group.addChild(graphics);
  }
  return graphics;
}

/** What this client sees of the board, drawn on Foundry's canvas. */
export const boardView = new BoardView<PIXI.Polygon>(
  viewedIndex,
  new BoardOverlay<PIXI.Polygon>(() => canvas?.interface?.grid ?? null, (flat) => new PIXI.Polygon(flat), settingsStyle),
  new PathPreview(previewGraphics, settingsStyle),
);
