/** Fakes of the canvas parts the board view draws on, and boards to draw. */
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Board, Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { ClientPointerEvent, HighlightGrid, HighlightOptions, PathMark } from "@foundry/canvas/canvas-ports";
import type { OverlayStyle } from "@foundry/canvas/side-colors";
import { ViewedIndex, type IndexedScene } from "@foundry/canvas/viewed-index";
import { FakeScene } from "../fakes/documents";

/** What the fakes draw gridless: the flat points, as PIXI.Polygon keeps them. */
export interface FakeShape {
  readonly points: number[];
}

export type GridCall =
  | { readonly op: "add" | "clear" | "destroy"; readonly layer: string }
  | { readonly op: "highlight"; readonly layer: string; readonly options: HighlightOptions<FakeShape> };

/** `canvas.interface.grid`, recording every call. */
export class FakeHighlightGrid implements HighlightGrid<FakeShape> {
  calls: GridCall[] = [];

  addHighlightLayer(layer: string): void {
    this.calls.push({ op: "add", layer });
  }

  clearHighlightLayer(layer: string): void {
    this.calls.push({ op: "clear", layer });
  }

  destroyHighlightLayer(layer: string): void {
    this.calls.push({ op: "destroy", layer });
  }

  highlightPosition(layer: string, options: HighlightOptions<FakeShape>): void {
    this.calls.push({ op: "highlight", layer, options });
  }

  /** The highlights drawn on a layer, in order. */
  drawn(layer: string): HighlightOptions<FakeShape>[] {
    return this.calls.flatMap((call) => (call.op === "highlight" && call.layer === layer ? [call.options] : []));
  }

  /** Every layer some call touched. */
  layers(): string[] {
    return [...new Set(this.calls.map((call) => call.layer))].sort();
  }
}

export type GraphicsCall = readonly [string, ...number[]];

type PointerListener = (event: ClientPointerEvent) => void;

/**
 * A PIXI.Graphics, recording every drawing call. As PIXI v7 does, it hears pointer events only
 * once its `eventMode` is "static" (or "dynamic") and only where its `hitArea` contains the point
 * (https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#eventMode, #hitArea); `pointAt`
 * plays the pointer coming over a scene point, then leaving it.
 */
export class FakeGraphics implements PathMark {
  destroyed = false;
  calls: GraphicsCall[] = [];
  eventMode = "auto";
  hitArea: { contains(x: number, y: number): boolean } | null = null;
  readonly #listeners = new Map<string, PointerListener[]>();

  on(event: "pointerover" | "pointerout", listener: PointerListener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  /** The pointer comes over scene point `at` (at `client` in the window); true when this mark heard it. */
  pointOver(at: { x: number; y: number }, client: ClientPointerEvent): boolean {
    const hears =
      !this.destroyed &&
      (this.eventMode === "static" || this.eventMode === "dynamic") &&
      this.hitArea?.contains(at.x, at.y) === true;
    if (hears) for (const listener of this.#listeners.get("pointerover") ?? []) listener(client);
    return hears;
  }

  pointOut(client: ClientPointerEvent): void {
    for (const listener of this.#listeners.get("pointerout") ?? []) listener(client);
  }

  destroy(): void {
    this.destroyed = true;
    this.#listeners.clear();
  }

  clear(): this {
    this.calls.push(["clear"]);
    return this;
  }

  lineStyle(width: number, color: number, alpha: number): this {
    this.calls.push(["lineStyle", width, color, alpha]);
    return this;
  }

  moveTo(x: number, y: number): this {
    this.calls.push(["moveTo", x, y]);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.calls.push(["lineTo", x, y]);
    return this;
  }

  beginFill(color: number, alpha: number): this {
    this.calls.push(["beginFill", color, alpha]);
    return this;
  }

  drawCircle(x: number, y: number, radius: number): this {
    this.calls.push(["drawCircle", x, y, radius]);
    return this;
  }

  endFill(): this {
    this.calls.push(["endFill"]);
    return this;
  }
}

/** The plan layer as the preview draws on it: a mark per path, all destroyed when it is cleared. */
export class FakePlanSurface {
  marks: FakeGraphics[] = [];

  clear(): void {
    for (const mark of this.marks) mark.destroy();
    this.marks = [];
  }

  addPath(): FakeGraphics {
    const mark = new FakeGraphics();
    this.marks.push(mark);
    return mark;
  }
}

export const BLUE = 0x0000ff;
export const RED = 0xff0000;

/** Friendly blue, hostile red, 0.25 opaque. */
export const STYLE: OverlayStyle = { colorOf: (side) => (side === "friendly" ? BLUE : RED), alpha: 0.25 };

export const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

export function cellUnit(id: string, side: string, i: number, j: number): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 4,
    status: [],
    data: {},
  };
}

export function board(grid: GridSpec, units: Unit[]): Board {
  return { grid, units, terrain: { walls: [], areas: [] } };
}

/** An index of a board, as the board view keeps it, with fixed zone rules. */
export function indexOf(
  shown: Board,
  settings: BoardIndexSettings,
  scene: IndexedScene = new FakeScene(),
): ViewedIndex {
  const viewed = new ViewedIndex({ scene: () => scene, settings: () => settings });
  viewed.boardReplaced(shown);
  return viewed;
}
