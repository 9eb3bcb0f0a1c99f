import type { GridSpec } from "@engine/model/grid-spec";
import { polygonBounds } from "@engine/geometry/polygon";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { Extent } from "./extent";
import { round, svgElement } from "./svg";

/** Gridless rulings are at least this many board pixels apart, on a 1, 2, 5 series of table units. */
const MIN_RULING = 60;

/**
 * The board's coordinates, drawn over the ground. On a grid: each cell's row and column (`cellText`,
 * the form the destination list uses), near the top of the cell where a counter leaves it seen.
 * Gridless: faint rulings every so many table units, each labelled with its distance from the
 * origin (`unitText`) along the top and left edges.
 */
export function coordinatesLayer(
  grid: CellGrid | null,
  spec: GridSpec,
  extent: Extent,
  cellText: (i: number, j: number) => string,
  unitText: (value: number) => string,
): SVGGElement {
  const layer = svgElement("g", { class: "coordinates" });
  if (grid !== null) {
    for (const cell of extent.cells) {
      const box = polygonBounds(grid.vertices(cell));
      const center = grid.center(cell);
      const label = svgElement("text", {
        class: "cell-coordinate",
        x: round(center.x),
        y: round(center.y - 0.36 * (box.maxY - box.minY)),
        "font-size": round(0.13 * (box.maxX - box.minX)),
        "data-cell": `${cell.i},${cell.j}`,
      });
      label.textContent = cellText(cell.i, cell.j);
      layer.append(label);
    }
    return layer;
  }
  const perUnit = spec.size / spec.distance;
  const step = rulingStep(MIN_RULING / perUnit);
  const { minX, minY, maxX, maxY } = extent.bounds;
  const font = round(0.22 * MIN_RULING);
  for (let value = Math.ceil(minX / perUnit / step) * step; value * perUnit <= maxX; value += step) {
    const x = round(value * perUnit);
    layer.append(
      svgElement("line", { class: "ruling", x1: x, y1: minY, x2: x, y2: maxY }),
      rulingLabel(unitText(value), x, minY + font, font, "x"),
    );
  }
  for (let value = Math.ceil(minY / perUnit / step) * step; value * perUnit <= maxY; value += step) {
    const y = round(value * perUnit);
    layer.append(
      svgElement("line", { class: "ruling", x1: minX, y1: y, x2: maxX, y2: y }),
      rulingLabel(unitText(value), minX + 0.2 * font, y, font, "y"),
    );
  }
  return layer;
}

function rulingLabel(text: string, x: number, y: number, font: number, axis: "x" | "y"): SVGTextElement {
  const label = svgElement("text", { class: `ruling-label ${axis}`, x: round(x), y: round(y), "font-size": font });
  label.textContent = text;
  return label;
}

/** The smallest of 1, 2, 5, 10, 20, 50, … table units that is at least `least`. */
export function rulingStep(least: number): number {
  let power = 10 ** Math.floor(Math.log10(Math.max(least, 1e-9)));
  for (;;) {
    for (const mantissa of [1, 2, 5]) if (mantissa * power >= least) return mantissa * power;
    power *= 10;
  }
}
