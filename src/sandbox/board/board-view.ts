import type { BoardIndex } from "@engine/board/board-index";
import type { Area, Board, Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { boxGap, polygonBounds, type Bounds } from "@engine/geometry/polygon";
import { footprintPolygon } from "@engine/grid/footprint";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { MovePlan, UnitMove } from "@engine/movement/move-plan";
import { cellsLayer } from "./cells-layer";
import { cellMarkersLayer, type CellMarkerLook } from "./cell-markers-layer";
import { contactsLayer, drawContact } from "./contacts-layer";
import { markPending } from "./pending-layer";
import type { PendingMark } from "@view/pending-marks";
import { coordinatesLayer } from "./coordinates-layer";
import { destinationsLayer, previewPath, type Destination } from "./destinations-layer";
import { ghostsLayer, type Ghost } from "./ghosts-layer";
import { heldBounds } from "@engine/board/board-extent";
import { gridExtent, gridlessExtent, unionBounds, type Extent } from "./extent";
import { sideColours } from "./palette";
import { arrowMarker, planLayer } from "./plan-layer";
import { round, svgElement } from "./svg";
import { touchedBy, type MoveSnapshot } from "./move-snapshot";
import { terrainLayer } from "./terrain-layer";
import { COUNTER_HALF, tokenPlaces } from "./token-places";
import type { TokenLooks } from "./token";
import { drawZocCell, drawZocZone, zocLayer, zoneWidth } from "./zoc-layer";
import { drawToken, unitsLayer } from "./units-layer";
import { openingView, revealed } from "./reveal";
import { TILES_ACROSS, tiledLayer, type TiledLayer } from "./tiled-layer";

/** The drawn board: ground, cells and terrain, then zones, contacts, plan and tokens as they change. */
export interface BoardView {
  readonly svg: SVGSVGElement;
  readonly grid: CellGrid | null;
  /** Redraws what follows the units: zones of control, contacts and tokens. */
  redraw(index: BoardIndex): void;
  /**
   * After one unit moved in the index (`before` read just before the move): redraws only what the
   * move changed, its side's zone cells (by difference), its contact lines, and the tokens it touched
   * before or touches now. Equal to `redraw`, in the time of a frame on boards of thousands of units.
   */
  moved(index: BoardIndex, before: MoveSnapshot): void;
  /** Shows a plan's paths, or none; hovering a path shows `title(move)`. */
  showPlan(plan: MovePlan | null, title: (move: UnitMove) => string): void;
  token(unitId: string): SVGGElement | null;
  /** Marks the selected unit's token, or none. */
  select(unitId: string | null): void;
  /** Outlines the destinations of the decision waiting, to be clicked (none: clears them). */
  showDestinations(destinations: readonly Destination[]): void;
  /** Shows the path to one destination (the option under the pointer or focus), or none. */
  preview(optionId: string | null): void;
  /** Shows the moves chosen so far in the combat in progress. */
  showGhosts(ghosts: readonly Ghost[]): void;
  /** Zooms in (`factor` > 1) or out around a point of the board (default: the middle of the view). */
  zoom(factor: number, at?: Point): void;
  /** Moves the view by this much, in board pixels (the board follows the pointer: the view moves the other way). */
  pan(by: Point): void;
  /** Back to the whole board, unzoomed. */
  resetView(): void;
  /**
   * The view a game opens on: the whole board when its counters' smallest text is at least `px`
   * on the screen there, else zoomed in just enough for it to be and for the board to fill the
   * element (`openingView`), centred on the first of `aims` (sets of board points) it holds whole,
   * else on the last.
   */
  readableView(px: number, aims: readonly (readonly Point[])[]): void;
  /**
   * The board's element changed size (the window was resized): the opening view is chosen again
   * for its new size, unless the view has moved since (zoomed, panned, reset, or following a combat).
   */
  resized(): void;
  /** Zoomed in, brings these board points into view (moving, or zooming out as far as needed); unzoomed, nothing. */
  reveal(points: readonly Point[]): void;
  /** Marks on the counters what the combat in progress has done so far (none: clears the marks). */
  showPending(marks: readonly PendingMark[]): void;
  /** Shows the board's coordinates (each cell's row and column; gridless, rulings in table units), or hides them. */
  showCoordinates(on: boolean): void;
}

/** How far in and out the view zooms, against the whole board. */
const ZOOM_LIMITS = { min: 0.5, max: 12 } as const;

/** Texts the board view draws: a cell's coordinates, a distance in table units (gridless rulings), an area's label. */
export interface BoardTexts {
  readonly cell: (i: number, j: number) => string;
  readonly distance: (value: number) => string;
  readonly area: (area: Area) => string;
}

/** How the board's things look: its counters (`TokenLooks`) and the markers lying in its cells. */
export interface BoardLooks extends TokenLooks {
  readonly cellMarker: CellMarkerLook;
}

/**
 * `looks`: each status's marker, the values printed on each counter and the markers in cells, in
 * the page's language; `texts`: the coordinates' and the terrain's words.
 */
export function createBoardView(board: Board, looks: BoardLooks, texts: BoardTexts): BoardView {
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const svg = svgElement("svg", { class: `board grid-${board.grid.kind}`, "data-grid": board.grid.kind });
  const defs = svgElement("defs");
  defs.append(arrowMarker());
  let ground = svgElement("g");
  let coordinates = svgElement("g");
  let coordinatesOn = false;
  let extent: Extent | null = null;
  const terrain = terrainLayer(board.terrain, grid, texts.area);
  svg.append(defs, ground, terrain.layer, coordinates);
  // An area's label stands where no counter is (a cell of it no unit holds; gridless, clear of every base).
  const placeLabels = (index: BoardIndex): void =>
    terrain.placeLabels((spot) =>
      spot.cell !== null && grid !== null
        ? index.unitsInCell(spot.cell).length > 0
        : index.board().units.some((unit) => boxGap(unitBounds(unit, grid), spot.box) === 0),
    );
  // Side colours are fixed by the scenario's units, so a side keeps its colour all game.
  const colours = sideColours(board.units);
  const sides = [...colours.keys()];
  // Zones, contacts and tokens are kept in tiles (tiled-layer.ts), sized once from the board as it opens.
  let zoc: TiledLayer = tiledLayer("zoc", 1);
  let contacts: TiledLayer = tiledLayer("contacts", 1);
  let plan = svgElement("g");
  let units: TiledLayer = tiledLayer("units", 1);
  let cellMarkers = svgElement("g");
  // Each unit's token by id: a drag replaces a few tokens among thousands, and looking one up in
  // the layer would walk every token each time.
  let tokens = new Map<string, SVGGElement>();
  const tokenOf = (unitId: string): SVGGElement | null => tokens.get(unitId) ?? null;
  // Each unit's place in the board's list as last drawn whole (a move keeps a unit's place; a unit
  // new since then goes last): tokens paint in that order within a tile, however they were redrawn.
  let ranks = new Map<string, number>();
  const rankOf = (unitId: string): number => ranks.get(unitId) ?? ranks.size;
  let ghosts = svgElement("g");
  let destinations = svgElement("g");
  let previewed = svgElement("g");
  let shown: readonly Destination[] = [];
  let selected: string | null = null;
  let marked: Element | null = null;
  // Destinations lie over the tokens: a combat is on, so nothing is dragged, and a cell is clicked.
  svg.append(zoc.element, contacts.element, plan, units.element, cellMarkers, ghosts, destinations, previewed);

  // The view grows (never shrinks) to hold whatever units go to and plans reach for.
  let held: Bounds | null = null;
  // The whole board's box, and the part of it shown (null: the whole, as it grows): zoom and pan
  // change the viewBox alone, so every pointer position read through the SVG's screen matrix
  // (drags, drops, clicks) is in board pixels at any zoom.
  let home: Bounds = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  let camera: Bounds | null = null;
  // The opening view's aim while the view has not moved from it (null once it has).
  let opening: { px: number; aims: readonly (readonly Point[])[] } | null = null;
  const show = (): void => {
    const { minX, minY, maxX, maxY } = camera ?? home;
    svg.setAttribute("viewBox", `${round(minX)} ${round(minY)} ${round(maxX - minX)} ${round(maxY - minY)}`);
    svg.dataset["zoom"] = String(round((home.maxX - home.minX) / (maxX - minX)));
  };
  const fit = (more: Bounds): void => {
    const next = held === null ? more : unionBounds(held, more);
    if (held !== null && sameBounds(next, held)) return;
    held = next;
    const drawn: Extent = grid === null ? gridlessExtent(next, board.grid.size) : gridExtent(next, grid, board.edge);
    extent = drawn;
    const { minX, minY, maxX, maxY } = drawn.bounds;
    home = drawn.bounds;
    show();
    const layer = svgElement("g", { class: "ground" });
    layer.append(svgElement("rect", { class: "ground", x: minX, y: minY, width: maxX - minX, height: maxY - minY }));
    if (grid !== null) layer.append(cellsLayer(grid, drawn));
    ground = swap(ground, layer);
    drawCoordinates();
  };
  function drawCoordinates(): void {
    const layer =
      !coordinatesOn || extent === null
        ? svgElement("g")
        : coordinatesLayer(grid, board.grid, extent, texts.cell, texts.distance);
    coordinates = swap(coordinates, layer);
  }
  fit(heldBounds(board, grid));
  const tileSize = Math.max(1, Math.max(home.maxX - home.minX, home.maxY - home.minY) / TILES_ACROSS);
  /** A new tiled layer in place of the old one. */
  const replace = (old: TiledLayer, className: string, draw: (tiles: TiledLayer) => void): TiledLayer => {
    const next = tiledLayer(className, tileSize);
    draw(next);
    swap(old.element, next.element);
    return next;
  };

  return {
    svg,
    grid,
    redraw(index) {
      fit(heldBounds(index.board(), grid));
      ranks = new Map(index.board().units.map((unit, rank) => [unit.id, rank]));
      zoc = replace(zoc, "zoc", (tiles) => zocLayer(index, grid, colours, tiles));
      contacts = replace(contacts, "contacts", (tiles) => contactsLayer(index, grid, tiles));
      units = replace(units, "units", (tiles) => unitsLayer(index, grid, colours, looks, tiles));
      // Markers change only with a combat's result or an undo, which redraw the whole board.
      const markers = index.board().markers ?? [];
      cellMarkers = swap(
        cellMarkers,
        grid === null ? svgElement("g") : cellMarkersLayer(markers, grid, looks.cellMarker),
      );
      tokens = new Map(
        [...units.element.querySelectorAll<SVGGElement>("g.unit[data-unit-id]")].map((token) => [
          token.dataset["unitId"] ?? "",
          token,
        ]),
      );
      placeLabels(index);
      if (selected !== null) this.select(selected);
    },
    showPlan(next, title) {
      const points = next?.moves.flatMap((move) => move.path) ?? [];
      if (points.length > 0) fit(polygonBounds(points));
      plan = swap(plan, next === null ? svgElement("g", { class: "plan" }) : planLayer(next, title));
    },
    moved(index, before) {
      const unit = index.unit(before.unitId);
      if (unit === undefined) return this.redraw(index);
      fit(heldBounds({ ...board, units: [unit], terrain: { walls: [], areas: [] } }, grid));
      // Zones: the moved unit's side only, cells added and removed by difference (gridless: its own zone).
      if (grid !== null) {
        // Only cells of its zone before or now can enter or leave its side's zone.
        const drawn = zocShapes(zoc.element);
        for (const cell of [...before.zone, ...index.zocCellsOfUnit(unit.id)]) {
          const key = `${unit.side}@${cell.i},${cell.j}`;
          const covered = index.zocCoverersOfCell(cell).some((id) => index.unit(id)?.side === unit.side);
          const element = drawn.get(key);
          if (covered && element === undefined) {
            const rank = sides.indexOf(unit.side);
            drawn.set(key, drawZocCell(zoc, grid, cell, unit.side, colours.get(unit.side) ?? "#555", rank));
          } else if (!covered && element !== undefined) {
            element.remove();
            drawn.delete(key);
          }
        }
      } else {
        const zones = zocShapes(zoc.element);
        zones.get(unit.id)?.remove();
        zones.delete(unit.id);
        const colour = colours.get(unit.side) ?? "#555";
        const zone = drawZocZone(zoc, index, unit, colour, zoneWidth(index, board.grid), rankOf(unit.id));
        if (zone !== null) zones.set(unit.id, zone);
      }
      // Contacts: only pairs with the moved unit change.
      const lines = contactLines(contacts.element);
      for (const line of lines.get(unit.id) ?? []) {
        for (const id of line.getAttribute("data-pair")?.split(" ") ?? []) lines.get(id)?.delete(line);
        line.remove();
      }
      for (const other of index.contactsOf(unit.id)) {
        const line = drawContact(contacts, index, unit.id, other, grid);
        if (line !== null) for (const id of [unit.id, other]) lines.set(id, (lines.get(id) ?? new Set()).add(line));
      }
      // Tokens: the units touched before or now, each placed within its stack as it stands now (and
      // put back in its stack's order, so the fanned counters overlap as a full redraw draws them).
      const ids = new Set([...before.touched, ...touchedBy(index, unit.id)]);
      const redrawn = [...ids].flatMap((id) => index.unit(id) ?? []);
      const stacks = redrawn.flatMap((one) =>
        one.footprint.kind === "cells" ? one.footprint.cells.flatMap((cell) => index.unitsInCell(cell)) : [one.id],
      );
      const placed = [...new Set(stacks)].flatMap((id) => index.unit(id) ?? []);
      const places = tokenPlaces(placed, grid);
      for (const one of placed) {
        const place = places.get(one.id);
        if (place === undefined) continue;
        tokenOf(one.id)?.remove();
        tokens.set(one.id, drawToken(units, index, one, place, colours, looks, rankOf(one.id)));
      }
      placeLabels(index);
      if (selected !== null) this.select(selected);
    },
    token: tokenOf,
    select(unitId) {
      selected = unitId;
      // The marked token is remembered: looking for it would walk every token on each refresh.
      marked?.classList.remove("selected");
      marked = unitId === null ? null : tokenOf(unitId);
      marked?.classList.add("selected");
    },
    showDestinations(next) {
      shown = next;
      destinations = swap(destinations, grid === null ? svgElement("g") : destinationsLayer(next, grid));
      this.preview(null);
    },
    preview(optionId) {
      const layer = svgElement("g", { class: "preview" });
      const destination = shown.find((candidate) => candidate.optionId === optionId);
      const path = destination === undefined || grid === null ? null : previewPath(destination, grid);
      if (path !== null) layer.append(path);
      for (const cell of destinations.querySelectorAll(".destination"))
        cell.classList.toggle("previewed", cell.getAttribute("data-option") === optionId);
      previewed = swap(previewed, layer);
    },
    showGhosts(next) {
      ghosts = swap(
        ghosts,
        grid === null ? svgElement("g") : ghostsLayer(next, grid, colours, COUNTER_HALF * grid.spec.size),
      );
    },
    zoom(factor, at) {
      opening = null;
      const from = camera ?? home;
      const width = from.maxX - from.minX;
      const wholeWidth = home.maxX - home.minX;
      const scale = Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, wholeWidth / (width / factor)));
      const k = wholeWidth / scale / width;
      const p = at ?? { x: (from.minX + from.maxX) / 2, y: (from.minY + from.maxY) / 2 };
      // The point under the pointer stays under it.
      camera = {
        minX: p.x - (p.x - from.minX) * k,
        minY: p.y - (p.y - from.minY) * k,
        maxX: p.x + (from.maxX - p.x) * k,
        maxY: p.y + (from.maxY - p.y) * k,
      };
      show();
    },
    pan(by) {
      opening = null;
      const from = camera ?? home;
      camera = { minX: from.minX - by.x, minY: from.minY - by.y, maxX: from.maxX - by.x, maxY: from.maxY - by.y };
      show();
    },
    resetView() {
      opening = null;
      camera = null;
      show();
    },
    readableView(px, aims) {
      opening = { px, aims };
      const sizes = [
        ...units.element.querySelectorAll("text.label, text.counter-values, .counter-marker text, .status-marker text"),
      ].map((text) => Number(text.getAttribute("font-size")));
      // The element's inside (its border is not drawn on).
      const size = { width: svg.clientWidth, height: svg.clientHeight };
      camera = openingView(
        home,
        size,
        sizes.length === 0 ? 0 : Math.min(...sizes),
        px,
        aims.filter((aim) => aim.length > 0).map((aim) => polygonBounds(aim)),
        ZOOM_LIMITS.max,
      );
      show();
    },
    resized() {
      if (opening !== null) this.readableView(opening.px, opening.aims);
    },
    reveal(points) {
      if (camera === null || points.length === 0) return;
      const margin = board.grid.size;
      const { minX, minY, maxX, maxY } = polygonBounds(points);
      const want = { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
      const next = revealed(camera, home, want);
      if (next === camera) return;
      opening = null;
      camera = next;
      show();
    },
    showPending(marks) {
      markPending(units.element, marks, looks.status);
    },
    showCoordinates(on) {
      coordinatesOn = on;
      svg.dataset["coordinates"] = String(on);
      drawCoordinates();
    },
  };
}

/**
 * The zones drawn in a layer, kept with the layer (built on first use): on a grid each zone cell by
 * side and cell ("side@i,j"), gridless each unit's zone by its id.
 */
const zoneShapeMaps = new WeakMap<Element, Map<string, Element>>();

function zocShapes(layer: Element): Map<string, Element> {
  let shapes = zoneShapeMaps.get(layer);
  if (shapes === undefined) {
    shapes = new Map(
      [...layer.querySelectorAll(".zoc-cell, .zoc-zone")].map((shape) => [
        shape.classList.contains("zoc-zone")
          ? (shape.getAttribute("data-unit-id") ?? "")
          : `${shape.getAttribute("data-side") ?? ""}@${shape.getAttribute("data-cell") ?? ""}`,
        shape,
      ]),
    );
    zoneShapeMaps.set(layer, shapes);
  }
  return shapes;
}

/** The contact lines drawn in a layer, by each unit of their pair, kept with the layer (built on first use). */
const contactLineMaps = new WeakMap<Element, Map<string, Set<Element>>>();

function contactLines(layer: Element): Map<string, Set<Element>> {
  let lines = contactLineMaps.get(layer);
  if (lines === undefined) {
    const byUnit = new Map<string, Set<Element>>();
    for (const line of layer.querySelectorAll(".contact")) {
      for (const id of line.getAttribute("data-pair")?.split(" ") ?? [])
        byUnit.set(id, (byUnit.get(id) ?? new Set()).add(line));
    }
    lines = byUnit;
    contactLineMaps.set(layer, lines);
  }
  return lines;
}

/** The box a unit's counter or base stands in: its cells' (on a grid), else its footprint's. */
function unitBounds(unit: Unit, grid: CellGrid | null): Bounds {
  const fp = unit.footprint;
  if (fp.kind !== "cells") return polygonBounds(footprintPolygon(unit));
  return polygonBounds(grid === null ? [] : fp.cells.flatMap((cell) => grid.vertices(cell)));
}

function sameBounds(a: Bounds, b: Bounds): boolean {
  return a.minX === b.minX && a.minY === b.minY && a.maxX === b.maxX && a.maxY === b.maxY;
}

function swap<T extends Element>(old: Element, next: T): T {
  old.replaceWith(next);
  return next;
}
