import type { BoardIndex } from "../../engine/board/board-index";
import type { Board } from "../../engine/board/types";
import { polygonBounds, type Bounds } from "../../engine/geometry/polygon";
import { createCellGrid, type CellGrid } from "../../engine/grid/cell-grid";
import type { MovePlan, UnitMove } from "../../engine/movement/move-plan";
import { cellsLayer } from "./cells-layer";
import { contactsLayer } from "./contacts-layer";
import { gridExtent, gridlessExtent, heldBounds, unionBounds, type Extent } from "./extent";
import { sideColours } from "./palette";
import { arrowMarker, planLayer } from "./plan-layer";
import { svgElement } from "./svg";
import { terrainLayer } from "./terrain-layer";
import { unitsLayer } from "./units-layer";
import { zocLayer } from "./zoc-layer";

/** The drawn board: ground, cells and terrain, then zones, contacts, plan and tokens as they change. */
export interface BoardView {
  readonly svg: SVGSVGElement;
  readonly grid: CellGrid | null;
  /** Redraws what follows the units: zones of control, contacts and tokens. */
  redraw(index: BoardIndex): void;
  /** Shows a plan's paths, or none; hovering a path shows `title(move)`. */
  showPlan(plan: MovePlan | null, title: (move: UnitMove) => string): void;
  token(unitId: string): SVGGElement | null;
}

export function createBoardView(board: Board): BoardView {
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const svg = svgElement("svg", { class: `board grid-${board.grid.kind}`, "data-grid": board.grid.kind });
  const defs = svgElement("defs");
  defs.append(arrowMarker());
  let ground = svgElement("g");
  svg.append(defs, ground, terrainLayer(board.terrain, grid));
  // Side colours are fixed by the scenario's units, so a side keeps its colour all game.
  const colours = sideColours(board.units);
  let zoc = svgElement("g");
  let contacts = svgElement("g");
  let plan = svgElement("g");
  let units = svgElement("g");
  svg.append(zoc, contacts, plan, units);

  // The view grows (never shrinks) to hold whatever units go to and plans reach for.
  let held: Bounds | null = null;
  const fit = (more: Bounds): void => {
    const next = held === null ? more : unionBounds(held, more);
    if (held !== null && sameBounds(next, held)) return;
    held = next;
    const extent: Extent = grid === null ? gridlessExtent(next, board.grid.size) : gridExtent(next, grid);
    const { minX, minY, maxX, maxY } = extent.bounds;
    svg.setAttribute("viewBox", `${minX} ${minY} ${maxX - minX} ${maxY - minY}`);
    const layer = svgElement("g", { class: "ground" });
    layer.append(svgElement("rect", { class: "ground", x: minX, y: minY, width: maxX - minX, height: maxY - minY }));
    if (grid !== null) layer.append(cellsLayer(grid, extent));
    ground = swap(ground, layer);
  };
  fit(heldBounds(board, grid));

  return {
    svg,
    grid,
    redraw(index) {
      fit(heldBounds(index.board(), grid));
      zoc = swap(zoc, zocLayer(index, grid, colours));
      contacts = swap(contacts, contactsLayer(index, grid));
      units = swap(units, unitsLayer(index, grid, colours));
    },
    showPlan(next, title) {
      const points = next?.moves.flatMap((move) => move.path) ?? [];
      if (points.length > 0) fit(polygonBounds(points));
      plan = swap(plan, next === null ? svgElement("g", { class: "plan" }) : planLayer(next, title));
    },
    token: (unitId) => units.querySelector<SVGGElement>(`[data-unit-id="${CSS.escape(unitId)}"]`),
  };
}

function sameBounds(a: Bounds, b: Bounds): boolean {
  return a.minX === b.minX && a.minY === b.minY && a.maxX === b.maxX && a.maxY === b.maxY;
}

function swap<T extends Element>(old: Element, next: T): T {
  old.replaceWith(next);
  return next;
}
