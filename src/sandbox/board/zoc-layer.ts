import type { BoardIndex } from "../../engine/board/board-index";
import type { CellGrid } from "../../engine/grid/cell-grid";
import { footprintPolygon } from "../../engine/grid/footprint";
import { toPixels } from "../../engine/grid/scale";
import { pointList, svgElement } from "./svg";

/**
 * Zones of control in each side's colour. On a grid, the cells the index says each side's zone
 * covers. Gridless, each exerting unit's footprint widened by the zone's radius: a polygon stroked
 * twice the radius wide with round joins covers exactly the points within the radius of it (the
 * index's zone, before walls and areas stop it).
 */
export function zocLayer(index: BoardIndex, grid: CellGrid | null, colours: ReadonlyMap<string, string>): SVGGElement {
  const layer = svgElement("g", { class: "zoc" });
  const board = index.board();
  if (grid !== null) {
    for (const [side, colour] of colours) {
      for (const cell of index.zocCellsOfSide(side)) {
        layer.append(
          svgElement("polygon", { class: "zoc-cell", points: pointList(grid.vertices(cell)), fill: colour, "data-side": side, "data-cell": `${cell.i},${cell.j}` }),
        );
      }
    }
    return layer;
  }
  const width = 2 * toPixels(board.grid, index.options.zoc.radius);
  for (const unit of board.units) {
    if (!index.options.zoc.exerts(unit)) continue;
    const colour = colours.get(unit.side) ?? "#555";
    layer.append(
      svgElement("polygon", {
        class: "zoc-zone",
        points: pointList(footprintPolygon(unit)),
        fill: colour,
        stroke: colour,
        "stroke-width": width,
        "data-side": unit.side,
        "data-unit-id": unit.id,
      }),
    );
  }
  return layer;
}
