// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { tiledLayer } from "@sandbox/board/tiled-layer";
import { svgElement } from "@sandbox/board/svg";

/*
 * A tiled layer's paint order depends only on what it holds: tiles in rows from the top, left to
 * right; within a tile by rank, then in the order added. So shapes added in any order paint as
 * the same shapes added in rank order (a drag's incremental drawing against a full redraw).
 */

const SIZE = 100;

interface Shape {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly rank: number;
}

function painted(shapes: readonly Shape[]): string[] {
  const layer = tiledLayer("units", SIZE);
  for (const shape of shapes) {
    const element = svgElement("circle", { "data-name": shape.name });
    layer.add(element, { x: shape.x, y: shape.y }, shape.rank);
  }
  return [...layer.element.querySelectorAll("circle")].map((element) => element.getAttribute("data-name") ?? "");
}

describe("tiled layer", () => {
  it("paints tiles in rows from the top, left to right, and by rank within a tile", () => {
    const shapes: Shape[] = [
      { name: "lower right", x: 150, y: 150, rank: 0 },
      { name: "upper right, rank 2", x: 120, y: 10, rank: 2 },
      { name: "upper left", x: 10, y: 10, rank: 5 },
      { name: "upper right, rank 1", x: 199, y: 99, rank: 1 },
      { name: "lower left", x: 0, y: 100, rank: 9 },
      { name: "above the origin", x: 50, y: -1, rank: 0 },
    ];
    expect(painted(shapes)).toEqual([
      "above the origin",
      "upper left",
      "upper right, rank 1",
      "upper right, rank 2",
      "lower left",
      "lower right",
    ]);
    // Each tile is one group of the layer.
    const layer = tiledLayer("zoc", SIZE);
    for (const shape of shapes) layer.add(svgElement("circle"), shape, shape.rank);
    expect(layer.element.getAttribute("class")).toBe("zoc");
    expect(layer.element.children).toHaveLength(5);
  });

  it("paints shapes of distinct ranks added in any order as when added in rank order", () => {
    const shape = fc.record({
      x: fc.integer({ min: -300, max: 300 }),
      y: fc.integer({ min: -300, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(shape, { maxLength: 30 }), fc.integer(), (points, seed) => {
        const shapes = points.map((p, rank) => ({ name: `s${rank}`, ...p, rank }));
        // A shuffle from the seed: the order a drag's changes come in.
        const shuffled = [...shapes].sort(
          (a, b) => ((a.rank * 7919 + seed) % 31) - ((b.rank * 7919 + seed) % 31) || a.rank - b.rank,
        );
        expect(painted(shuffled)).toEqual(painted(shapes));
      }),
    );
  });
});
