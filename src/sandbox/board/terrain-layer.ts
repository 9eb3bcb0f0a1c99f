import type { Area, Terrain } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import { terrainColour } from "./palette";
import type { Offset, Point } from "@engine/model/coordinates";
import { polygonBounds, type Bounds } from "@engine/geometry/polygon";
import { pointList, round, svgElement } from "./svg";

/** An area label's size, in board pixels. */
const LABEL_SIZE = 14;

/**
 * A place an area's label may stand: its box, and the cell it lies in on a grid. A place just
 * outside the area (when counters cover all of it) has `leader`: the point of the area's edge a
 * short line joins the label to.
 */
export interface LabelSpot {
  readonly box: Bounds;
  readonly cell: Offset | null;
  readonly leader?: Point;
}

export interface TerrainLayer {
  readonly layer: SVGGElement;
  /**
   * Moves each area's label to the first of its places that no counter covers (`covered`): on the
   * area, else just outside its edge with a line to it; hidden only when every one is covered (its
   * tooltip still names the area). A label is never under a counter.
   */
  placeLabels(covered: (spot: LabelSpot) => boolean): void;
}

/** Areas filled by terrain kind (under the units) and labelled (`label`), and walls as lines (over the areas). */
export function terrainLayer(terrain: Terrain, grid: CellGrid | null, label: (area: Area) => string): TerrainLayer {
  const layer = svgElement("g", { class: "terrain" });
  const labels = terrain.areas.map((area) => {
    const { group, text, leader, spots } = areaShape(area, grid, label(area));
    layer.append(group);
    return { text, leader, spots };
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
      for (const { text, leader, spots } of labels) {
        const spot = spots.find((candidate) => !covered(candidate));
        if (text === null || leader === null) continue;
        text.setAttribute("display", spot === undefined ? "none" : "inline");
        const to = spot?.leader;
        leader.setAttribute("display", to === undefined ? "none" : "inline");
        text.classList.toggle("outside", to !== undefined);
        if (spot === undefined) continue;
        const x = (spot.box.minX + spot.box.maxX) / 2;
        const y = (spot.box.minY + spot.box.maxY) / 2;
        text.setAttribute("x", String(round(x)));
        text.setAttribute("y", String(round(y)));
        if (to === undefined) continue;
        // From the label's side that faces the area's edge (left or right of it, else above or below).
        const across = Math.abs(to.x - x) > Math.abs(to.y - y);
        const from = across
          ? { x: to.x < x ? spot.box.minX : spot.box.maxX, y }
          : { x, y: to.y < y ? spot.box.minY : spot.box.maxY };
        for (const [name, value] of Object.entries({ x1: from.x, y1: from.y, x2: to.x, y2: to.y }))
          leader.setAttribute(name, String(round(value)));
      }
    },
  };
}

function areaShape(
  area: Area,
  grid: CellGrid | null,
  word: string,
): { group: SVGGElement; text: SVGTextElement | null; leader: SVGLineElement | null; spots: LabelSpot[] } {
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
  if (spots.length === 0) return { group, text: null, leader: null, spots };
  // Its kind's word written on it, drawn no wider than the place it stands in (`textLength`), and in its tooltip.
  const [first] = spots;
  const width = first === undefined ? 0 : first.box.maxX - first.box.minX;
  const text = svgElement("text", {
    class: "area-label",
    "font-size": LABEL_SIZE,
    ...(width < estimate(word) ? { textLength: round(width), lengthAdjust: "spacingAndGlyphs" } : {}),
  });
  text.textContent = word;
  const leader = svgElement("line", { class: "area-leader", display: "none" });
  group.append(leader, text);
  return { group, text, leader, spots };
}

/** About how wide a label is drawn, in board pixels (0.6 em a character, as counters' labels reckon). */
function estimate(word: string): number {
  return 0.6 * LABEL_SIZE * word.length;
}

/**
 * Where an area's label may stand, best first. On a grid: the middle of each of its cells, in
 * turn, the label as wide as most of a cell; then each cell beside the area, joined to the edge
 * they share. Gridless: near the top of its outline, its middle, its left and right quarters, and
 * near its bottom; then just above and just below the outline, joined to it.
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
    const cells = area.shape.cells;
    const inside = new Set(cells.map((cell) => grid.key(cell)));
    const seen = new Set<number>();
    const beside = cells.flatMap((cell) =>
      grid.neighbours(cell).flatMap((next): LabelSpot[] => {
        const key = grid.key(next);
        if (inside.has(key) || seen.has(key)) return [];
        seen.add(key);
        const [a, b] = [grid.center(cell), grid.center(next)];
        return [{ ...boxAt(b.x, b.y, width, next), leader: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }];
      }),
    );
    return [
      ...cells.map((cell) => {
        const { x, y } = grid.center(cell);
        return boxAt(x, y, width, cell);
      }),
      ...beside,
    ];
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
  ]
    .map(([x = midX, y = midY]): LabelSpot => boxAt(x, y, width, null))
    .concat([
      { ...boxAt(midX, minY - 1.5 * LABEL_SIZE, width, null), leader: { x: midX, y: minY } },
      { ...boxAt(midX, maxY + 1.5 * LABEL_SIZE, width, null), leader: { x: midX, y: maxY } },
    ]);
}
