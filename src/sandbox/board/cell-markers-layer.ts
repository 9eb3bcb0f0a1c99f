import type { CellMarker } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { chitHalf, markerChit, type DrawnMarker } from "./token";
import { COUNTER_HALF } from "./token-places";
import { svgElement } from "./svg";

/** How a marker lying in a cell is drawn: its chit's figure, colour and tooltip, in the page's language. */
export type CellMarkerLook = (marker: CellMarker) => DrawnMarker;

/**
 * The markers lying in cells (`Board.markers`): per cell, one numbered chit per kind, in the cell's
 * upper right corner and down its right side, the size of a counter's marker chit. A stack fans
 * along the other diagonal (token-places.ts), so no counter's name reaches that corner; the layer
 * lies over the counters so a chit is never hidden under a stack.
 */
export function cellMarkersLayer(markers: readonly CellMarker[], grid: CellGrid, look: CellMarkerLook): SVGGElement {
  const layer = svgElement("g", { class: "cell-markers" });
  const r = chitHalf(COUNTER_HALF * grid.spec.size);
  const kinds = new Map<string, number>();
  for (const marker of markers) {
    const key = `${marker.cell.i},${marker.cell.j}`;
    const k = kinds.get(key) ?? 0;
    kinds.set(key, k + 1);
    const chit = markerChit(look(marker), r, cornerChit(grid, marker, r, k), "cell-marker");
    chit.setAttribute("data-cell", key);
    layer.append(chit);
  }
  return layer;
}

/** The `k`th chit's centre: its corner on the cell's upper right vertex, the next ones below it. */
function cornerChit(grid: CellGrid, marker: CellMarker, r: number, k: number): Point {
  const centre = grid.center(marker.cell);
  const corner = grid
    .vertices(marker.cell)
    .reduce((best, vertex) => (vertex.x - vertex.y > best.x - best.y ? vertex : best), centre);
  // From the corner toward the centre until the chit's own corner sits on it (a square cell: r each way).
  const dx = centre.x - corner.x;
  const dy = centre.y - corner.y;
  const length = Math.hypot(dx, dy) || 1;
  const step = Math.SQRT2 * r;
  return { x: corner.x + (dx / length) * step, y: corner.y + (dy / length) * step + k * 2.1 * r };
}
