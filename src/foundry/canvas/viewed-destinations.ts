import type { CanvasClicks } from "./destination-layer";
import { DestinationLayer } from "./destination-layer";
import { liveCanvas } from "./live-canvas";

/**
 * Clicks on the canvas, in scene pixels: the stage's `pointerdown` (PIXI v7 federated events), its
 * position taken in the stage's own coordinates (`getLocalPosition`), which are the scene's.
 * https://pixijs.download/v7.x/docs/PIXI.FederatedPointerEvent.html
 */
function stageClicks(): CanvasClicks | null {
  const stage = liveCanvas()?.stage;
  if (!stage) return null;
  return {
    onClick(listener) {
      const handler = (event: PIXI.FederatedPointerEvent): void => {
        if (event.button !== 0) return;
        const at = event.getLocalPosition(stage);
        listener({ x: at.x, y: at.y });
      };
      stage.on("pointerdown", handler);
      return { off: () => void stage.off("pointerdown", handler) };
    },
  };
}

/** The destinations of the decision this client answers, on the viewed scene's canvas. */
export const viewedDestinations = new DestinationLayer<PIXI.Polygon>(
  () => liveCanvas()?.interface?.grid ?? null,
  stageClicks,
  () => liveCanvas()?.scene?.id ?? null,
);
