import type { BoardIndex } from "@engine/board/board-index";
import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintPolygon } from "@engine/grid/footprint";
import { toPixels } from "@engine/grid/scale";
import { pointList, svgElement } from "./svg";

/**
 * Zones of control in each side's colour. On a grid, the cells the index says each side's zone
 * covers. Gridless, each exerting unit's footprint widened by the zone's radius: a polygon stroked
 * twice the radius wide with round joins covers exactly the points within the radius of it (the
 * index's zone, before walls and areas stop it).
 */
export function zocLayer(index: BoardIndex, grid: CellGrid | null, colours: ReadonlyMap<string, string>): SVGGElement {
  const layer = svgElement("g", { class: "zoc" });
  if (grid !== null) {
    for (const [side, colour] of colours) {
      for (const cell of index.zocCellsOfSide(side)) layer.append(zocCell(grid, cell, side, colour));
    }
    return layer;
  }
  const board = index.board();
  const width = zoneWidth(index, board.grid);
  for (const unit of board.units) {
    const zone = zocZone(index, unit, colours.get(unit.side) ?? "#555", width);
    if (zone !== null) layer.append(zone);
  }
  return layer;
}

/** One cell of a side's zone. */
export function zocCell(grid: CellGrid, cell: Offset, side: string, colour: string): SVGPolygonElement {
  return svgElement("polygon", {
    class: "zoc-cell",
    points: pointList(grid.vertices(cell)),
    fill: colour,
    "data-side": side,
    "data-cell": `${cell.i},${cell.j}`,
  });
}

/** How wide a gridless zone's outline is stroked: twice the zone's radius, in pixels. */
export function zoneWidth(index: BoardIndex, spec: GridSpec): number {
  return 2 * toPixels(spec, index.options.zoc.radius);
}

/** A gridless unit's zone (`width` from `zoneWidth`), or null when it exerts none. */
export function zocZone(index: BoardIndex, unit: Unit, colour: string, width: number): SVGPolygonElement | null {
  if (!index.options.zoc.exerts(unit)) return null;
  return svgElement("polygon", {
    class: "zoc-zone",
    points: pointList(footprintPolygon(unit)),
    fill: colour,
    stroke: colour,
    "stroke-width": width,
    "data-side": unit.side,
    "data-unit-id": unit.id,
  });
}
