import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { DragReach } from "@engine/movement/normal-move";
import { pointList, svgElement } from "./svg";

/**
 * Where the unit being dragged may go under its rule system's movement rules: the cells it may end
 * on, or gridless the disc of its allowance; and, outlined, the enemy zones of control that stop or
 * bar the move (`zones`: their cells). Drawn once when the drag starts, under the tokens.
 */
export function reachLayer(reach: DragReach, grid: CellGrid | null, zones: readonly Offset[]): SVGGElement {
  const layer = svgElement("g", { class: "reach" });
  if (reach.kind === "cells" && grid !== null) {
    for (const cell of reach.cells)
      layer.append(
        svgElement("polygon", {
          class: "reach-cell",
          points: pointList(grid.vertices(cell)),
          "data-cell": `${cell.i},${cell.j}`,
        }),
      );
    for (const cell of zones)
      layer.append(
        svgElement("polygon", {
          class: "reach-zone",
          points: pointList(grid.vertices(cell)),
          "data-cell": `${cell.i},${cell.j}`,
        }),
      );
  } else if (reach.kind === "area") {
    layer.append(
      svgElement("circle", { class: "reach-area", cx: reach.center.x, cy: reach.center.y, r: reach.radius }),
    );
  }
  return layer;
}
