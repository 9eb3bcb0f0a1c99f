import type { BoardIndex } from "@engine/board/board-index";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintCenter } from "@engine/grid/footprint";
import { svgElement } from "./svg";

/** A line between every pair of units in contact, as the index finds them. */
export function contactsLayer(index: BoardIndex, grid: CellGrid | null): SVGGElement {
  const layer = svgElement("g", { class: "contacts" });
  for (const [a, b] of index.contactPairs()) {
    const line = contactLine(index, a, b, grid);
    if (line !== null) layer.append(line);
  }
  return layer;
}

/** The line between two units in contact, named by the pair in id order. */
export function contactLine(index: BoardIndex, a: string, b: string, grid: CellGrid | null): SVGLineElement | null {
  const [first, second] = a < b ? [a, b] : [b, a];
  const ua = index.unit(first);
  const ub = index.unit(second);
  if (ua === undefined || ub === undefined) return null;
  const pa = footprintCenter(ua, grid ?? undefined);
  const pb = footprintCenter(ub, grid ?? undefined);
  return svgElement("line", {
    class: "contact",
    x1: pa.x,
    y1: pa.y,
    x2: pb.x,
    y2: pb.y,
    "data-pair": `${first} ${second}`,
  });
}
