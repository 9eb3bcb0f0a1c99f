import type { CellGrid } from "@engine/grid/cell-grid";
import type { Extent } from "./extent";
import { pointList, svgElement } from "./svg";

/** The grid's cells, each outlined from the engine's own corners. */
export function cellsLayer(grid: CellGrid, extent: Extent): SVGGElement {
  const layer = svgElement("g", { class: "cells" });
  for (const cell of extent.cells) {
    layer.append(
      svgElement("polygon", {
        class: "cell",
        points: pointList(grid.vertices(cell)),
        "data-cell": `${cell.i},${cell.j}`,
      }),
    );
  }
  return layer;
}
