import { enemyContacts } from "@engine/board/enemy-contacts";
import type { BoardIndex } from "@engine/board/board-index";
import type { Unit } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { footprintPolygon } from "@engine/grid/footprint";
import { toPixels } from "@engine/grid/scale";
import type { HighlightGrid, HighlightOptions } from "./canvas-ports";
import { cellTopLeft, flatPoints, zoneOutline } from "./highlight-geometry";
import { CONTESTED_COLOR, type OverlayStyle } from "./side-colors";
import type { IndexChange } from "./viewed-index";

/** Highlight layers: one of zones per side, one of units in contact with an enemy, one of contested spaces. */
export const ZONE_LAYER_PREFIX = "wargame-combat.zones.";
export const CONTACT_LAYER = "wargame-combat.contacts";
export const CONTESTED_LAYER = "wargame-combat.contested";

/** Contacts and contested spaces stand out from zones: this much more opaque, and bordered. */
const EMPHASIS = 2;

type Highlights<Shape> = Map<string, HighlightOptions<Shape>>;

/**
 * Draws zones of control per side, units in contact with an enemy, and contested grid spaces on
 * Foundry's grid highlight layers. A layer cannot lose one position, so each layer remembers what
 * it shows: a change that only adds positions draws those; one that takes any away redraws that
 * layer. A unit's move touches only its side's zones, the contacts it made or broke, and the
 * contested spaces; other sides' layers are left as they are.
 */
export class BoardOverlay<Shape> {
  /** What each layer shows, by position key. */
  readonly #drawn = new Map<string, ReadonlySet<string>>();
  /** Each unit in contact with an enemy, with those enemies. */
  readonly #contacts = new Map<string, readonly string[]>();

  constructor(
    private readonly target: () => HighlightGrid<Shape> | null,
    private readonly makeShape: (flat: number[]) => Shape,
    private readonly style: () => OverlayStyle,
  ) {}

  /** Draws everything afresh: a new canvas, a rebuilt index, another style. */
  redraw(index: BoardIndex | null): void {
    this.clear();
    const grid = this.target();
    if (index === null || grid === null) return;
    const units = index.board().units;
    for (const unit of units) this.#refreshContacts(index, unit.id);
    const style = this.style();
    for (const side of new Set(units.map((unit) => unit.side))) this.#drawZones(grid, index, side, style);
    this.#drawContacts(grid, index, style);
    this.#drawContested(grid, index);
  }

  /** Follows a change of the index: only what the changed units touch is drawn again. */
  update(index: BoardIndex | null, change: IndexChange): void {
    if (change.kind === "rebuilt" || index === null) {
      this.redraw(index);
      return;
    }
    const grid = this.target();
    if (grid === null) return;
    const style = this.style();
    for (const side of change.sides) this.#drawZones(grid, index, side, style);
    const touched = new Set(change.ids);
    for (const id of change.ids) for (const other of this.#contacts.get(id) ?? []) touched.add(other);
    for (const id of change.ids)
      if (index.unit(id) !== undefined) for (const other of enemyContacts(index, id)) touched.add(other);
    for (const id of touched) this.#refreshContacts(index, id);
    this.#drawContacts(grid, index, style);
    this.#drawContested(grid, index);
  }

  /** Takes every layer off the canvas. */
  clear(): void {
    const grid = this.target();
    if (grid !== null) for (const layer of this.#drawn.keys()) grid.destroyHighlightLayer(layer);
    this.#drawn.clear();
    this.#contacts.clear();
  }

  #refreshContacts(index: BoardIndex, id: string): void {
    const enemies = index.unit(id) === undefined ? [] : enemyContacts(index, id);
    if (enemies.length === 0) this.#contacts.delete(id);
    else this.#contacts.set(id, enemies);
  }

  #drawZones(grid: HighlightGrid<Shape>, index: BoardIndex, side: string, style: OverlayStyle): void {
    const color = style.colorOf(side);
    const wanted: Highlights<Shape> = new Map();
    const cells = cellGridOf(index);
    if (cells !== null) {
      for (const cell of index.zocCellsOfSide(side))
        wanted.set(cellKey(cell), this.#cell(cells, cell, color, null, style.alpha));
    } else {
      const radius = toPixels(index.board().grid, index.options.zoc.radius);
      for (const unit of index.board().units) {
        if (unit.side !== side || !index.options.zoc.exerts(unit)) continue;
        wanted.set(placeKey(unit), this.#shape(zoneOutline(footprintPolygon(unit), radius), color, null, style.alpha));
      }
    }
    this.#sync(grid, `${ZONE_LAYER_PREFIX}${side}`, wanted);
  }

  #drawContacts(grid: HighlightGrid<Shape>, index: BoardIndex, style: OverlayStyle): void {
    const alpha = Math.min(1, style.alpha * EMPHASIS);
    const wanted: Highlights<Shape> = new Map();
    const cells = cellGridOf(index);
    for (const id of [...this.#contacts.keys()].sort()) {
      const unit = index.unit(id);
      if (unit === undefined) continue;
      const color = style.colorOf(unit.side);
      if (unit.footprint.kind === "cells" && cells !== null) {
        for (const cell of unit.footprint.cells)
          if (!wanted.has(cellKey(cell))) wanted.set(cellKey(cell), this.#cell(cells, cell, color, color, alpha));
      } else {
        wanted.set(placeKey(unit), this.#shape(footprintPolygon(unit), color, color, alpha));
      }
    }
    this.#sync(grid, CONTACT_LAYER, wanted);
  }

  #drawContested(grid: HighlightGrid<Shape>, index: BoardIndex): void {
    const cells = cellGridOf(index);
    if (cells === null) return;
    const alpha = Math.min(1, this.style().alpha * EMPHASIS);
    const wanted: Highlights<Shape> = new Map();
    for (const cell of index.contestedCells())
      wanted.set(cellKey(cell), this.#cell(cells, cell, CONTESTED_COLOR, CONTESTED_COLOR, alpha));
    this.#sync(grid, CONTESTED_LAYER, wanted);
  }

  /** Brings a layer to show exactly `wanted`: new positions only, unless some must go. */
  #sync(grid: HighlightGrid<Shape>, layer: string, wanted: Highlights<Shape>): void {
    const drawn = this.#drawn.get(layer);
    const keeps = drawn !== undefined && [...drawn].every((key) => wanted.has(key));
    if (keeps && drawn.size === wanted.size) return;
    if (drawn === undefined) grid.addHighlightLayer(layer);
    else if (!keeps) grid.clearHighlightLayer(layer);
    for (const [key, highlight] of wanted) if (!keeps || !drawn.has(key)) grid.highlightPosition(layer, highlight);
    this.#drawn.set(layer, new Set(wanted.keys()));
  }

  #cell(cells: CellGrid, cell: Offset, color: number, border: number | null, alpha: number): HighlightOptions<Shape> {
    return { ...cellTopLeft(cells, cell), color, border, alpha, shape: null };
  }

  #shape(points: readonly Point[], color: number, border: number | null, alpha: number): HighlightOptions<Shape> {
    return { x: 0, y: 0, color, border, alpha, shape: this.makeShape(flatPoints(points)) };
  }
}

const cellGrids = new WeakMap<BoardIndex, CellGrid | null>();

function cellGridOf(index: BoardIndex): CellGrid | null {
  let cells = cellGrids.get(index);
  if (cells === undefined) {
    const spec = index.board().grid;
    cells = spec.kind === "gridless" ? null : createCellGrid(spec);
    cellGrids.set(index, cells);
  }
  return cells;
}

function cellKey(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

/** A gridless unit's key: it changes when the unit moves or turns, so its old shape is drawn away. */
function placeKey(unit: Unit): string {
  return `${unit.id}@${JSON.stringify(unit.footprint)}@${unit.facing}`;
}
