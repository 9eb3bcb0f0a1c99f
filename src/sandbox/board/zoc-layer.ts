import type { BoardIndex } from "@engine/board/board-index";
import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintCenter, footprintPolygon } from "@engine/grid/footprint";
import { toPixels } from "@engine/grid/scale";
import { pointList, svgElement } from "./svg";
import type { TiledLayer } from "./tiled-layer";

/**
 * Zones of control in each side's colour. On a grid, the cells the index says each side's zone
 * covers. Gridless, each exerting unit's footprint widened by the zone's radius: a polygon stroked
 * twice the radius wide with round joins covers exactly the points within the radius of it (the
 * index's zone, before walls and areas stop it).
 */
export function zocLayer(
  index: BoardIndex,
  grid: CellGrid | null,
  colours: ReadonlyMap<string, string>,
  tiles: TiledLayer,
): SVGGElement {
  if (grid !== null) {
    [...colours].forEach(([side, colour], rank) => {
      for (const cell of index.zocCellsOfSide(side)) drawZocCell(tiles, grid, cell, side, colour, rank);
    });
    return tiles.element;
  }
  const board = index.board();
  const width = zoneWidth(index, board.grid);
  board.units.forEach((unit, rank) => drawZocZone(tiles, index, unit, colours.get(unit.side) ?? "#555", width, rank));
  return tiles.element;
}

/** Draws one cell of a side's zone, in the tile of its centre, and returns it; `rank`: its side's place among the sides. */
export function drawZocCell(
  tiles: TiledLayer,
  grid: CellGrid,
  cell: Offset,
  side: string,
  colour: string,
  rank: number,
): SVGPolygonElement {
  const shape = svgElement("polygon", {
    class: "zoc-cell",
    points: pointList(grid.vertices(cell)),
    fill: colour,
    "data-side": side,
    "data-cell": `${cell.i},${cell.j}`,
  });
  tiles.add(shape, grid.center(cell), rank);
  return shape;
}

/** How wide a gridless zone's outline is stroked: twice the zone's radius, in pixels. */
export function zoneWidth(index: BoardIndex, spec: GridSpec): number {
  return 2 * toPixels(spec, index.options.zoc.radius);
}

/**
 * Draws a gridless unit's zone (`width` from `zoneWidth`) in the tile of its centre and returns it,
 * when it exerts one; `rank`: the unit's place in the board's list.
 */
export function drawZocZone(
  tiles: TiledLayer,
  index: BoardIndex,
  unit: Unit,
  colour: string,
  width: number,
  rank: number,
): SVGPolygonElement | null {
  if (!index.options.zoc.exerts(unit)) return null;
  const zone = svgElement("polygon", {
    class: "zoc-zone",
    points: pointList(footprintPolygon(unit)),
    fill: colour,
    stroke: colour,
    "stroke-width": width,
    "data-side": unit.side,
    "data-unit-id": unit.id,
  });
  tiles.add(zone, footprintCenter(unit), rank);
  return zone;
}
