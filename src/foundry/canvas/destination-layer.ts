import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { PlaceOption } from "@engine/session/place-options";
import type { HighlightGrid } from "./canvas-ports";
import { cellTopLeft } from "./highlight-geometry";

/** The highlight layer's name on `canvas.interface.grid`. */
export const DESTINATION_LAYER = "wargame-combat.destinations";
const DESTINATION_COLOR = 0x2f8c5d;
const DESTINATION_BORDER = 0x1f6b45;
const DESTINATION_ALPHA = 0.35;

/** Where a click on the canvas lands, in scene pixels; `off` stops listening (the canvas's stage fits). */
export interface CanvasClicks {
  onClick(listener: (at: Point) => void): { off(): void };
}

/**
 * The legal destinations of the decision waiting, on Foundry's canvas: each cell highlighted on a
 * named grid highlight layer (`canvas.interface.grid.addHighlightLayer`, `highlightPosition` with
 * the space's top-left corner, `clearHighlightLayer`, `destroyHighlightLayer`; v13 API:
 * https://foundryvtt.com/api/classes/foundry.canvas.layers.GridLayer.html), and a click on one
 * choosing it. One decision at a time: showing places replaces the last ones. Places are shown only
 * on their own scene: the canvas may show another while the dialog is open.
 */
export class DestinationLayer<Shape> {
  #listening: { off(): void } | null = null;

  constructor(
    private readonly grid: () => HighlightGrid<Shape> | null,
    private readonly clicks: () => CanvasClicks | null,
    private readonly viewedSceneId: () => string | null,
  ) {}

  show(places: readonly PlaceOption[], cells: CellGrid, sceneId: string, onPick: (optionId: string) => void): void {
    this.clear();
    const grid = this.grid();
    if (grid === null || places.length === 0 || sceneId !== this.viewedSceneId()) return;
    grid.addHighlightLayer(DESTINATION_LAYER);
    for (const place of places) {
      const corner = cellTopLeft(cells, place.cell);
      grid.highlightPosition(DESTINATION_LAYER, {
        x: corner.x,
        y: corner.y,
        color: DESTINATION_COLOR,
        border: DESTINATION_BORDER,
        alpha: DESTINATION_ALPHA,
        shape: null,
      });
    }
    this.#listening =
      this.clicks()?.onClick((at) => {
        const cell = cells.cellAt(at);
        const place = places.find((candidate) => candidate.cell.i === cell.i && candidate.cell.j === cell.j);
        if (place !== undefined) onPick(place.optionId);
      }) ?? null;
  }

  clear(): void {
    this.forget();
    this.grid()?.destroyHighlightLayer(DESTINATION_LAYER);
  }

  /**
   * The canvas is being taken down: the stage belongs to the canvas's PIXI application, made once
   * when the canvas is set up (hookEvents.canvasConfig, v13 API) and kept for every scene drawn, so
   * the click listener must go, lest a click on the next scene choose a place of this one; the
   * highlights go with the grid layer, which is torn down too.
   */
  forget(): void {
    this.#listening?.off();
    this.#listening = null;
  }
}
