import type { Offset, Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { pointList, svgElement } from "./svg";

/** A place a pending decision may send a unit to, as drawn: its cell and where the unit starts. */
export interface Destination {
  readonly optionId: string;
  readonly cell: Offset;
  readonly from: Point | null;
  /** Whether the option is among the picks so far (a decision of several picks). */
  readonly picked: boolean;
}

/**
 * The legal destinations of the decision waiting, each cell outlined to be clicked, and a path
 * from the unit's place to the one under the pointer or focus (`.preview-path`).
 */
export function destinationsLayer(destinations: readonly Destination[], grid: CellGrid): SVGGElement {
  const layer = svgElement("g", { class: "destinations" });
  for (const destination of destinations) {
    const { i, j } = destination.cell;
    const cell = svgElement("polygon", {
      class: destination.picked ? "destination picked" : "destination",
      points: pointList(grid.vertices(destination.cell)),
      "data-option": destination.optionId,
      "data-cell": `${i},${j}`,
    });
    layer.append(cell);
  }
  return layer;
}

/** The path previewed for one destination: from where its unit stands to the cell's centre. */
export function previewPath(destination: Destination, grid: CellGrid): SVGPolylineElement | null {
  if (destination.from === null) return null;
  const to = grid.center(destination.cell);
  return svgElement("polyline", {
    class: "preview-path",
    points: pointList([destination.from, to]),
    "marker-end": "url(#arrow)",
    "data-option": destination.optionId,
  });
}
