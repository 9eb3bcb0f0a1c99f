import type { Offset, Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { pointList, svgElement } from "./svg";

/** A move chosen in the combat in progress, shown at once: the unit's ghost where it goes, and its path. */
export interface Ghost {
  readonly unitId: string;
  readonly side: string;
  readonly from: Point;
  readonly cell: Offset;
}

/** A ghost counter at each chosen destination, with a path from where its unit stood. */
export function ghostsLayer(
  ghosts: readonly Ghost[],
  grid: CellGrid,
  colours: ReadonlyMap<string, string>,
  half: number,
): SVGGElement {
  const layer = svgElement("g", { class: "ghosts" });
  for (const ghost of ghosts) {
    const to = grid.center(ghost.cell);
    const group = svgElement("g", {
      class: "ghost",
      "data-unit-id": ghost.unitId,
      "data-cell": `${ghost.cell.i},${ghost.cell.j}`,
    });
    group.append(
      svgElement("polyline", {
        class: "chosen-path",
        points: pointList([ghost.from, to]),
        "marker-end": "url(#arrow)",
      }),
      svgElement("rect", {
        class: "ghost-body",
        x: to.x - half,
        y: to.y - half,
        width: 2 * half,
        height: 2 * half,
        fill: colours.get(ghost.side) ?? "#555",
      }),
    );
    layer.append(group);
  }
  return layer;
}
