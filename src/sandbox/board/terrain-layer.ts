import type { Area, Terrain } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import { terrainColour } from "./palette";
import type { Offset, Point } from "@engine/model/coordinates";
import { polygonBounds, type Bounds } from "@engine/geometry/polygon";
import { pointList, round, svgElement } from "./svg";

/** An area label's size, in board pixels. */
const LABEL_SIZE = 14;

/** A place an area's label may stand: its box, and the cell it lies in on a grid. */
export interface LabelSpot {
  readonly box: Bounds;
  readonly cell: Offset | null;
}

export interface TerrainLayer {
  readonly layer: SVGGElement;
  /**
   * Moves each area's label to the first of its places that no counter covers (`covered`), and
   * hides it when every place is covered (its tooltip still names the area): a label is never under a counter.
   */
  placeLabels(covered: (spot: LabelSpot) => boolean): void;
}

/** Areas filled by terrain kind (under the units) and labelled (`label`), and walls as lines (over the areas). */
export function terrainLayer(terrain: Terrain, grid: CellGrid | null, label: (area: Area) => string): TerrainLayer {
  const layer = svgElement("g", { class: "terrain" });
  const labels = terrain.areas.map((area) => {
    const { group, text, spots } = areaShape(area, grid, label(area));
    layer.append(group);
    return { text, spots };
  });
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
  return {
    layer,
    placeLabels(covered) {
      for (const { text, spots } of labels) {
        const spot = spots.find((candidate) => !covered(candidate));
        if (text === null) continue;
        text.setAttribute("display", spot === undefined ? "none" : "inline");
        if (spot === undefined) continue;
        text.setAttribute("x", String(round((spot.box.minX + spot.box.maxX) / 2)));
        text.setAttribute("y", String(round((spot.box.minY + spot.box.maxY) / 2)));
      }
    },
  };
}

function areaShape(
  area: Area,
  grid: CellGrid | null,
  word: string,
): { group: SVGGElement; text: SVGTextElement | null; spots: LabelSpot[] } {
  const group = svgElement("g", {
    class: "area",
    "data-area-id": area.id,
    "data-kind": area.kind,
    fill: terrainColour(area.kind),
  });
  const outlines =
    "polygon" in area.shape ? [area.shape.polygon] : grid === null ? [] : area.shape.cells.map((c) => grid.vertices(c));
  for (const outline of outlines) group.append(svgElement("polygon", { points: pointList(outline) }));
  const title = svgElement("title");
  title.textContent = word;
  group.append(title);
  const spots = labelSpots(area, grid, outlines, word);
  if (spots.length === 0) return { group, text: null, spots };
  // Its kind's word written on it, drawn no wider than the place it stands in (`textLength`), and in its tooltip.
  const [first] = spots;
  const width = first === undefined ? 0 : first.box.maxX - first.box.minX;
  const text = svgElement("text", {
    class: "area-label",
    "font-size": LABEL_SIZE,
    ...(width < estimate(word) ? { textLength: round(width), lengthAdjust: "spacingAndGlyphs" } : {}),
  });
  text.textContent = word;
  group.append(text);
  return { group, text, spots };
}

/** About how wide a label is drawn, in board pixels (0.6 em a character, as counters' labels reckon). */
function estimate(word: string): number {
  return 0.6 * LABEL_SIZE * word.length;
}

/**
 * Where an area's label may stand, best first. On a grid: the middle of each of its cells, in
 * turn, the label as wide as most of a cell. Gridless: near the top of its outline, its middle,
 * its left and right quarters, and near its bottom.
 */
function labelSpots(
  area: Area,
  grid: CellGrid | null,
  outlines: readonly (readonly Point[])[],
  word: string,
): LabelSpot[] {
  const boxAt = (x: number, y: number, width: number, cell: Offset | null): LabelSpot => ({
    box: { minX: x - width / 2, maxX: x + width / 2, minY: y - LABEL_SIZE / 2, maxY: y + LABEL_SIZE / 2 },
    cell,
  });
  if (!("polygon" in area.shape)) {
    if (grid === null) return [];
    const width = Math.min(estimate(word), 0.9 * grid.spec.size);
    return area.shape.cells.map((cell) => {
      const { x, y } = grid.center(cell);
      return boxAt(x, y, width, cell);
    });
  }
  const [first] = outlines;
  if (first === undefined || first.length === 0) return [];
  const { minX, minY, maxX, maxY } = polygonBounds(first);
  // A narrow area (a road, a hedge) keeps its label whole, across its edges.
  const width = estimate(word);
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  return [
    [midX, minY + 0.18 * (maxY - minY)],
    [midX, midY],
    [minX + 0.25 * (maxX - minX), midY],
    [maxX - 0.25 * (maxX - minX), midY],
    [midX, maxY - 0.18 * (maxY - minY)],
  ].map(([x = midX, y = midY]) => boxAt(x, y, width, null));
}
