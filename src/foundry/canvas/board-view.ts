import type { MovePlan } from "@engine/movement/move-plan";
import type { BoardOverlay } from "./board-overlay";
import type { PathPreview, PlanLook } from "./path-preview";
import type { ViewedIndex } from "./viewed-index";

/**
 * What this client sees of the board: the viewed scene's index, the zones overlay (shown or not,
 * following the index change by change) and the planned-paths preview.
 */
export class BoardView<Shape> {
  #shown = false;
  #loaded = false;

  constructor(
    readonly index: ViewedIndex,
    private readonly overlay: BoardOverlay<Shape>,
    private readonly preview: PathPreview,
  ) {
    index.subscribe((change) => {
      if (this.#shown) this.overlay.update(index.current(), change);
    });
  }

  get shown(): boolean {
    return this.#shown;
  }

  /** Shows or hides zones, contacts and contested spaces; returns whether that changed anything. */
  setShown(shown: boolean): boolean {
    if (shown === this.#shown) return false;
    this.#shown = shown;
    if (shown) this.overlay.redraw(this.index.current());
    else this.overlay.clear();
    return true;
  }

  /** A canvas was drawn: the first one shows zones when the client asks for them on load. */
  canvasReady(showOnLoad: boolean): void {
    if (this.#loaded) return;
    this.#loaded = true;
    this.setShown(showOnLoad);
  }

  /** The colours or opacity changed. */
  restyle(): void {
    if (this.#shown) this.overlay.redraw(this.index.current());
  }

  /** Shows a combat's planned moves on `sceneId` (the viewed scene), until cleared or another scene is drawn. */
  showPlan(plan: MovePlan, look: PlanLook, sceneId: string): void {
    this.preview.show(plan, look, sceneId);
  }

  clearPlan(): void {
    this.preview.clear();
  }
}
