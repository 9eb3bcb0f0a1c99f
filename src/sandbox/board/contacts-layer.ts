import type { BoardIndex } from "../../engine/board/board-index";
import type { CellGrid } from "../../engine/grid/cell-grid";
import { footprintCenter } from "../../engine/grid/footprint";
import { svgElement } from "./svg";

/** A line between every pair of units in contact, as the index finds them. */
export function contactsLayer(index: BoardIndex, grid: CellGrid | null): SVGGElement {
  const layer = svgElement("g", { class: "contacts" });
  for (const [a, b] of index.contactPairs()) {
    const ua = index.unit(a);
    const ub = index.unit(b);
    if (ua === undefined || ub === undefined) continue;
    const pa = footprintCenter(ua, grid ?? undefined);
    const pb = footprintCenter(ub, grid ?? undefined);
    layer.append(svgElement("line", { class: "contact", x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y, "data-pair": `${a} ${b}` }));
  }
  return layer;
}
