import { BoardOverlay } from "./board-overlay";
import { BoardView } from "./board-view";
import { indexSettingsOf } from "./index-settings";
import { PathPreview } from "./path-preview";
import { PLAN_LAYER, planLayerClass } from "./plan-layer";
import { foundryReasonTooltip } from "./reason-tooltip";
import { settingsStyle } from "./side-colors";
import { viewedDestinations } from "./viewed-destinations";
import { ViewedIndex } from "./viewed-index";

/** The module's one index of the viewed scene (fed by the board events; see hooks/board-view). */
export const viewedIndex = new ViewedIndex({ scene: () => canvas?.scene ?? null, settings: indexSettingsOf });

const preview = new PathPreview(settingsStyle, foundryReasonTooltip(), () => canvas?.scene?.id ?? null);

/** What this client sees of the board, drawn on Foundry's canvas. */
export const boardView = new BoardView<PIXI.Polygon>(
  viewedIndex,
  new BoardOverlay<PIXI.Polygon>(
    () => canvas?.interface?.grid ?? null,
    (flat) => new PIXI.Polygon(flat),
    settingsStyle,
  ),
  preview,
);

/**
 * Registers the plan layer (at `init`): planned paths are drawn on it, and when the canvas is taken
 * down for another scene the paths go and the destinations stop listening for clicks.
 */
export function registerPlanLayer(): void {
  const layerClass = planLayerClass({
    drawn: (layer) => preview.drawn(layer),
    tornDown: () => {
      preview.tornDown();
      viewedDestinations.forget();
    },
  });
  CONFIG.Canvas.layers[PLAN_LAYER] = { layerClass, group: "interface" };
}
