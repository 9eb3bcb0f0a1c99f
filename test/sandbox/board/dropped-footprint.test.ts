import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRID_KINDS, type GridSpec } from "@engine/model/grid-spec";
import { createCellGrid } from "@engine/grid/cell-grid";
import { droppedFootprint } from "@sandbox/board/dropped-footprint";

const square: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

describe("where a dragged footprint lands", () => {
  it("snaps to the cell under the dragged centre on a square grid", () => {
    // Cell (5, 0) has its centre at (50, 550); dragged by (430, -20) it is over (480, 530),
    // inside the square of row 5, column 4.
    const grid = createCellGrid(square);
    expect(droppedFootprint({ kind: "cells", cells: [{ i: 5, j: 0 }] }, { x: 430, y: -20 }, grid)).toEqual({
      kind: "cells",
      cells: [{ i: 5, j: 4 }],
    });
  });

  it("keeps the shape of a unit covering several cells", () => {
    const grid = createCellGrid(square);
    const fp = {
      kind: "cells" as const,
      cells: [
        { i: 2, j: 2 },
        { i: 2, j: 3 },
      ],
    };
    // Two rows down, one column left.
    expect(droppedFootprint(fp, { x: -100, y: 200 }, grid)).toEqual({
      kind: "cells",
      cells: [
        { i: 4, j: 1 },
        { i: 4, j: 2 },
      ],
    });
  });

  it("moves a gridless footprint's centre by the drag", () => {
    expect(droppedFootprint({ kind: "circle", center: { x: 10, y: 20 }, radius: 5 }, { x: 3.5, y: -4 }, null)).toEqual({
      kind: "circle",
      center: { x: 13.5, y: 16 },
      radius: 5,
    });
  });

  it("lands on the cell whose centre it was dragged to, on every grid", () => {
    const kinds = GRID_KINDS.filter((kind) => kind !== "gridless");
    const cell = fc.record({ i: fc.integer({ min: -30, max: 30 }), j: fc.integer({ min: -30, max: 30 }) });
    fc.assert(
      fc.property(fc.constantFrom(...kinds), cell, cell, (kind, from, to) => {
        const grid = createCellGrid({ ...square, kind });
        const a = grid.center(from);
        const b = grid.center(to);
        expect(droppedFootprint({ kind: "cells", cells: [from] }, { x: b.x - a.x, y: b.y - a.y }, grid)).toEqual({
          kind: "cells",
          cells: [to],
        });
      }),
    );
  });
});
