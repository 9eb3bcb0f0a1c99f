import { describe, expect, it } from "vitest";
import type { Point } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { DESTINATION_LAYER, DestinationLayer, type CanvasClicks } from "@foundry/canvas/destination-layer";
import { FakeHighlightGrid, type FakeShape } from "./canvas-fakes";

/** The canvas's clicks: one listener at a time, as the layer holds one. */
class FakeClicks implements CanvasClicks {
  listener: ((at: Point) => void) | null = null;
  onClick(listener: (at: Point) => void): { off(): void } {
    this.listener = listener;
    return { off: () => (this.listener = null) };
  }
}

const cells = createCellGrid({ kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" });
const places = [
  { optionId: "1,2", cell: { i: 1, j: 2 }, unitId: "a1" },
  { optionId: "3,0", cell: { i: 3, j: 0 }, unitId: "a1" },
];

describe("the destinations on Foundry's canvas", () => {
  it("highlights each place at its space's top-left corner and chooses the one clicked", () => {
    const grid = new FakeHighlightGrid();
    const clicks = new FakeClicks();
    const layer = new DestinationLayer<FakeShape>(
      () => grid,
      () => clicks,
      () => "scene1",
    );
    const picked: string[] = [];
    layer.show(places, cells, "scene1", (id) => picked.push(id));
    // Square cells of 100 px, row i and column j: (1, 2) spans x 200–300, y 100–200.
    expect(grid.drawn(DESTINATION_LAYER).map((options) => [options.x, options.y])).toEqual([
      [200, 100],
      [0, 300],
    ]);
    clicks.listener?.({ x: 250, y: 150 });
    clicks.listener?.({ x: 450, y: 150 });
    expect(picked).toEqual(["1,2"]);
  });

  it("clears its layer and stops listening when the decision is answered", () => {
    const grid = new FakeHighlightGrid();
    const clicks = new FakeClicks();
    const layer = new DestinationLayer<FakeShape>(
      () => grid,
      () => clicks,
      () => "scene1",
    );
    layer.show(places, cells, "scene1", () => undefined);
    layer.clear();
    expect(clicks.listener).toBeNull();
    expect(grid.calls.at(-1)).toEqual({ op: "destroy", layer: DESTINATION_LAYER });
  });

  it("shows nothing while the canvas shows another scene than the combat's", () => {
    const grid = new FakeHighlightGrid();
    const clicks = new FakeClicks();
    const layer = new DestinationLayer<FakeShape>(
      () => grid,
      () => clicks,
      () => "elsewhere",
    );
    layer.show(places, cells, "scene1", () => undefined);
    expect(grid.drawn(DESTINATION_LAYER)).toEqual([]);
    expect(clicks.listener).toBeNull();
  });

  it("stops listening for clicks when the canvas is taken down for another scene", () => {
    const grid = new FakeHighlightGrid();
    const clicks = new FakeClicks();
    const layer = new DestinationLayer<FakeShape>(
      () => grid,
      () => clicks,
      () => "scene1",
    );
    const picked: string[] = [];
    layer.show(places, cells, "scene1", (id) => picked.push(id));
    layer.forget();
    expect(clicks.listener).toBeNull();
    expect(picked).toEqual([]);
  });
});
