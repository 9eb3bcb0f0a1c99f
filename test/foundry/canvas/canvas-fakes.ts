/** Fakes of the canvas parts the board view draws on, and boards to draw. */
import type { BoardIndexSettings } from "../../../src/engine/board/board-index-options";
import type { Board, Unit } from "../../../src/engine/board/types";
import type { GridSpec } from "../../../src/engine/model/grid-spec";
import type { HighlightGrid, HighlightOptions, PathGraphics } from "../../../src/foundry/canvas/canvas-ports";
import type { OverlayStyle } from "../../../src/foundry/canvas/side-colors";
import { ViewedIndex, type IndexedScene } from "../../../src/foundry/canvas/viewed-index";
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

/** A PIXI.Graphics, recording every call. */
export class FakeGraphics implements PathGraphics {
  destroyed = false;
  calls: GraphicsCall[] = [];

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

export const BLUE = 0x0000ff;
export const RED = 0xff0000;

/** Friendly blue, hostile red, 0.25 opaque. */
export const STYLE: OverlayStyle = { colorOf: (side) => (side === "friendly" ? BLUE : RED), alpha: 0.25 };

export const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

export function cellUnit(id: string, side: string, i: number, j: number): Unit {
  return { id, name: id, side, footprint: { kind: "cells", cells: [{ i, j }] }, facing: 0, move: 4, status: [], data: {} };
}

export function board(grid: GridSpec, units: Unit[]): Board {
  return { grid, units, terrain: { walls: [], areas: [] } };
}

/** A scene with flags (its rule system), as the index reads it. */
export class FlaggedScene extends FakeScene {
  readonly flags: Record<string, unknown>;

  constructor(options: NonNullable<ConstructorParameters<typeof FakeScene>[0]> & { flags?: Record<string, unknown> } = {}) {
    super(options);
    this.flags = { ...options.flags };
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }
}

/** An index of a board, as the board view keeps it, with fixed zone rules. */
export function indexOf(shown: Board, settings: BoardIndexSettings, scene: IndexedScene = new FlaggedScene()): ViewedIndex {
  const viewed = new ViewedIndex({ scene: () => scene, settings: () => settings });
  viewed.boardReplaced(shown);
  return viewed;
}
