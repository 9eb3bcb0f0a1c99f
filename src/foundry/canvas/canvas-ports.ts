/**
 * The few parts of Foundry's canvas the board view draws on (real ones fit: see `canvas-fits.ts`).
 * Tests pass small typed fakes.
 */

/**
 * `Shape` is what gridless highlights draw: a PIXI.Polygon in Foundry, made from flat
 * `[x0, y0, x1, y1, …]` scene pixels by the view's shape maker.
 */
export interface HighlightOptions<Shape> {
  /** Top-left corner of the grid space (grids); ignored gridless, where `shape` is drawn. */
  readonly x: number;
  readonly y: number;
  /** 0xRRGGBB. */
  readonly color: number;
  readonly border: number | null;
  readonly alpha: number;
  readonly shape: Shape | null;
}

/** `canvas.interface.grid`: named highlight layers, each drawn position by position. */
export interface HighlightGrid<Shape> {
  addHighlightLayer(name: string): unknown;
  clearHighlightLayer(name: string): void;
  destroyHighlightLayer(name: string): void;
  highlightPosition(name: string, options: HighlightOptions<Shape>): void;
}

/** A PIXI.Graphics the path preview draws into. */
export interface PathGraphics {
  lineStyle(width: number, color: number, alpha: number): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  beginFill(color: number, alpha: number): unknown;
  drawCircle(x: number, y: number, radius: number): unknown;
  endFill(): unknown;
}

/** Where a pointer event happened, in the window's pixels (PIXI v7 FederatedPointerEvent `clientX`, `clientY`). */
export interface ClientPointerEvent {
  readonly clientX: number;
  readonly clientY: number;
}

/**
 * One planned path's own PIXI.Graphics: drawn into, found by the pointer through its `hitArea`
 * (any object with `contains(x, y)`) once its `eventMode` is "static", and telling when the
 * pointer comes over it and leaves (PIXI v7 federated events "pointerover", "pointerout":
 * https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#eventMode).
 */
export interface PathMark extends PathGraphics {
  eventMode: string;
  hitArea: { contains(x: number, y: number): boolean } | null;
  on(event: "pointerover" | "pointerout", listener: (event: ClientPointerEvent) => void): unknown;
}

/** The plan layer as the preview draws on it: emptied, and given a mark per path. */
export interface PreviewSurface {
  clear(): void;
  addPath(): PathMark;
}

/** A scene control tool as v13 keeps it (the fields the zones toggle sets). */
export interface SceneControlTool {
  name: string;
  order: number;
  title: string;
  icon: string;
  toggle?: boolean;
  active?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}

/**
 * What v13's `getSceneControlButtons` hook passes: the controls keyed by name, each with its tools
 * keyed by name (the installed foundry-vtt-types still describe v12's array, so the module declares it).
 */
export type SceneControlsRecord = Record<string, { tools: Record<string, SceneControlTool> } | undefined>;
