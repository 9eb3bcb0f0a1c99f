import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Unit } from "@engine/board/types";
import { GRID_KINDS, type GridKind, type GridSpec } from "@engine/model/grid-spec";
import { EngineError } from "@engine/errors";
import { createCellGrid } from "@engine/grid/cell-grid";
import { HEX_KINDS } from "@engine/grid/hex";
import { tokenPlacement } from "@foundry/scenario-documents/token-placement";
import { occupiedCells } from "./documents-board";
import { ownerOf } from "@engine/validation/field-errors";

const WHO = ownerOf("Unit", "units[0]", "A");

function spec(kind: GridKind, size = 100): GridSpec {
  return { kind, size, distance: 1, units: "m", diagonals: "equidistant" };
}

function unit(footprint: Unit["footprint"], facing = 0): Unit {
  return { id: "a", name: "A", side: "red", footprint, facing, move: 1, status: [], data: {} };
}

function place(kind: GridKind, footprint: Unit["footprint"]) {
  const s = spec(kind);
  return tokenPlacement(unit(footprint), kind === "gridless" ? null : createCellGrid(s), s, WHO);
}

describe("tokenPlacement on a square grid", () => {
  it("covers the unit's rectangle of squares", () => {
    // Squares (2,3) to (3,4) at 100 px: the box starts at column 3, row 2.
    const cells = [
      { i: 2, j: 3 },
      { i: 2, j: 4 },
      { i: 3, j: 3 },
      { i: 3, j: 4 },
    ];
    expect(place("square", { kind: "cells", cells })).toEqual({ x: 300, y: 200, width: 2, height: 2, shape: 4 });
  });

  it("refuses squares that do not fill a rectangle", () => {
    const cells = [
      { i: 0, j: 0 },
      { i: 1, j: 1 },
    ];
    expect(() => place("square", { kind: "cells", cells })).toThrow(EngineError);
    expect(() => place("square", { kind: "cells", cells })).toThrow(/fill a rectangle/);
  });
});

describe("tokenPlacement on a hex grid", () => {
  it("sits on the hex's box, in whole pixels", () => {
    // hex-odd-r at 100 px, cell (1, 0): centre (50, 144.338); a pointy hex is 100 wide and
    // 115.470 tall, so its box starts at (0, 86.603), kept as (0, 87).
    expect(place("hex-odd-r", { kind: "cells", cells: [{ i: 1, j: 0 }] })).toEqual({
      x: 0,
      y: 87,
      width: 1,
      height: 1,
      shape: 4,
    });
    // hex-even-q, cell (0, 1): centre (144.338, 0); a flat hex is 115.470 wide and 100 tall: (86.603, -50) → (87, -50).
    expect(place("hex-even-q", { kind: "cells", cells: [{ i: 0, j: 1 }] })).toEqual({
      x: 87,
      y: -50,
      width: 1,
      height: 1,
      shape: 4,
    });
  });

  it("refuses a unit of several hexes", () => {
    expect(() =>
      place("hex-odd-q", {
        kind: "cells",
        cells: [
          { i: 0, j: 0 },
          { i: 0, j: 1 },
        ],
      }),
    ).toThrow(/covers 2 hexes/);
  });

  it.each(HEX_KINDS)("puts the token back on its hex in %s, wherever the hex is", (kind) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(20, 50, 100, 137),
        (i, j, size) => {
          const s = spec(kind, size);
          const placement = tokenPlacement(unit({ kind: "cells", cells: [{ i, j }] }), createCellGrid(s), s, WHO);
          expect(
            occupiedCells(placement, { grid: { type: GRID_KINDS.indexOf(kind), size, distance: 1, units: "m" } }),
          ).toEqual([{ i, j }]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("tokenPlacement gridless", () => {
  it("makes the footprint's box, centred on it, in grid spaces", () => {
    // A 40 × 20 px rect centred on (100, 50), at 100 px per space: 0.4 × 0.2 spaces from (80, 40).
    expect(place("gridless", { kind: "rect", center: { x: 100, y: 50 }, width: 40, depth: 20 })).toEqual({
      x: 80,
      y: 40,
      width: 0.4,
      height: 0.2,
      shape: 4,
      footprint: "rect",
    });
    // A circle of radius 25 on (60.4, 70): a 50 px box from (35.4, 45), kept as (35, 45).
    expect(place("gridless", { kind: "circle", center: { x: 60.4, y: 70 }, radius: 25 })).toEqual({
      x: 35,
      y: 45,
      width: 0.5,
      height: 0.5,
      shape: 0,
      footprint: "circle",
    });
    expect(place("gridless", { kind: "ellipse", center: { x: 100, y: 100 }, width: 30, depth: 60 })).toMatchObject({
      width: 0.3,
      height: 0.6,
      shape: 0,
      footprint: "ellipse",
    });
  });
});
