/** Compile-time proof that Foundry's canvas parts and scenes fit what the board view uses. */
import type { FlagSource, SceneSource } from "../board/sources";
import type { Fits } from "../fits";
import type { HighlightGrid, PathMark } from "./canvas-ports";

export type FoundryCanvasFits = [
  Fits<foundry.canvas.layers.GridLayer, HighlightGrid<PIXI.Polygon>>,
  Fits<PIXI.Graphics, PathMark>,
  Fits<Scene.Implementation, SceneSource & FlagSource>,
];
