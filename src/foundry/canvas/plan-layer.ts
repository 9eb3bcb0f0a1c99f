import type { PathMark, PreviewSurface } from "./canvas-ports";

/** The layer's key in `CONFIG.Canvas.layers` (and so its name on the canvas, `canvas.wargameCombatPlan`). */
export const PLAN_LAYER = "wargameCombatPlan";

/** What the board view learns of the layer's life: drawn with a new canvas, torn down before the next. */
export interface PlanLayerEvents {
  drawn(layer: PreviewSurface): void;
  tornDown(): void;
}

/**
 * The planned paths' own canvas layer, registered in `CONFIG.Canvas.layers` in the `interface`
 * group as modules do on v13 and v14 alike (Sequencer, src/layers.js in
 * fantasycalendar/FoundryVTT-Sequencer: `CONFIG.Canvas.layers = mergeObject(Canvas.layers, {name:
 * {layerClass, group: "interface"}})`). Foundry makes one per canvas, `draw()`s it (which runs
 * `_draw`) with every scene drawn and `tearDown()`s it (which runs `_tearDown`, taking its children
 * away) before another is drawn (foundryvtt.com/api/classes/foundry.canvas.layers.CanvasLayer.html;
 * foundryvtt/foundryvtt#7356: `draw` awaits `_draw`, `tearDown` awaits `_tearDown`). So a path drawn
 * for one scene never stays on the next. Made by a function so the class is defined once Foundry's
 * classes exist (at `init`).
 */
export function planLayerClass(events: PlanLayerEvents) {
  return class PlanLayer extends foundry.canvas.layers.CanvasLayer implements PreviewSurface {
    /** Abstract in CanvasLayer: the layer draws nothing of its own until a plan is shown. */
    protected override _draw(): Promise<void> {
      events.drawn(this);
      return Promise.resolve();
    }

    protected override async _tearDown(): Promise<void> {
      events.tornDown();
      this.clear();
      await super._tearDown({});
    }

    clear(): void {
      for (const child of this.removeChildren()) child.destroy();
    }

    addPath(): PathMark {
      return this.addChild(new PIXI.Graphics());
    }
  };
}
