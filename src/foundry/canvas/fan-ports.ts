/**
 * The parts of Foundry's token placeables a stack fan moves (real ones fit: see `fan-fits.ts`).
 * Tests pass small typed fakes.
 */

/** A PIXI ObservablePoint: where a display object is drawn in its parent. */
export interface DrawnPoint {
  readonly x: number;
  readonly y: number;
  set(x: number, y: number): unknown;
}

/**
 * A token placeable (`canvas.tokens.get(id)`, a PIXI Container holding its border, bars, name and
 * counter) and its art, the `mesh` Foundry draws in the primary canvas group (none until drawn).
 * https://foundryvtt.com/api/classes/foundry.canvas.placeables.Token.html (v13; v14 the same page under /api/v14/).
 */
export interface FanToken {
  readonly id: string;
  /** Its width in canvas pixels. */
  readonly w: number;
  readonly destroyed: boolean;
  readonly position: DrawnPoint;
  readonly mesh: { readonly position: DrawnPoint } | null | undefined;
}
