import type { BoardIndex } from "@engine/board/board-index";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintCenter } from "@engine/grid/footprint";
import { svgElement } from "./svg";
import type { TiledLayer } from "./tiled-layer";

/** A line between every pair of units in contact, as the index finds them. */
export function contactsLayer(index: BoardIndex, grid: CellGrid | null, tiles: TiledLayer): SVGGElement {
  for (const [a, b] of index.contactPairs()) drawContact(tiles, index, a, b, grid);
  return tiles.element;
}

/** Draws the line between two units in contact, named by the pair in id order, in the tile of its middle; returns it. */
export function drawContact(
  tiles: TiledLayer,
  index: BoardIndex,
  a: string,
  b: string,
  grid: CellGrid | null,
): SVGLineElement | null {
  const [first, second] = a < b ? [a, b] : [b, a];
  const ua = index.unit(first);
  const ub = index.unit(second);
  if (ua === undefined || ub === undefined) return null;
  const pa = footprintCenter(ua, grid ?? undefined);
  const pb = footprintCenter(ub, grid ?? undefined);
  const line = svgElement("line", {
    class: "contact",
    x1: pa.x,
    y1: pa.y,
    x2: pb.x,
    y2: pb.y,
    "data-pair": `${first} ${second}`,
  });
  // Lines of one colour: the order they paint in shows nowhere.
  tiles.add(line, { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 }, 0);
  return line;
}
