import type { Area, Terrain } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import { terrainColour } from "./palette";
import { polygonBounds } from "@engine/geometry/polygon";
import { pointList, round, svgElement } from "./svg";

/** Areas filled by terrain kind (under the units) and labelled (`label`), and walls as lines (over the areas). */
export function terrainLayer(terrain: Terrain, grid: CellGrid | null, label: (area: Area) => string): SVGGElement {
  const layer = svgElement("g", { class: "terrain" });
  for (const area of terrain.areas) layer.append(areaShape(area, grid, label(area)));
  for (const wall of terrain.walls) {
    layer.append(
      svgElement("line", {
        class: `wall${wall.blocksMove ? " blocks-move" : ""}${wall.blocksSight ? " blocks-sight" : ""}`,
        x1: wall.a.x,
        y1: wall.a.y,
        x2: wall.b.x,
        y2: wall.b.y,
        "data-wall-id": wall.id,
      }),
    );
  }
  return layer;
}

function areaShape(area: Area, grid: CellGrid | null, word: string): SVGGElement {
  const group = svgElement("g", {
    class: "area",
    "data-area-id": area.id,
    "data-kind": area.kind,
    fill: terrainColour(area.kind),
  });
  const outlines =
    "polygon" in area.shape ? [area.shape.polygon] : grid === null ? [] : area.shape.cells.map((c) => grid.vertices(c));
  for (const outline of outlines) group.append(svgElement("polygon", { points: pointList(outline) }));
  // Its kind's word written on it, near the top of its first outline (clear of a counter at its centre), and in its tooltip.
  const [first] = outlines;
  if (first !== undefined && first.length > 0) {
    const bounds = polygonBounds(first);
    const label = svgElement("text", {
      class: "area-label",
      x: round((bounds.minX + bounds.maxX) / 2),
      y: round(bounds.minY + 0.18 * (bounds.maxY - bounds.minY)),
    });
    label.textContent = word;
    group.append(label);
  }
  const title = svgElement("title");
  title.textContent = word;
  group.append(title);
  return group;
}
