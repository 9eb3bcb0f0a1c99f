import { describe, expect, it } from "vitest";
import { validateBoard } from "@engine/board/validate-board";
import { createCellGrid } from "@engine/grid/cell-grid";
import { boardOnScene, sceneGridSpec } from "@foundry/scenario-documents/board-on-scene";
import { sceneSize } from "@foundry/scenario-documents/scene-bounds";

const unit = (id: string, footprint: unknown) => ({ id, side: "red", footprint, facing: 0, move: 1 });

describe("sceneSize", () => {
  it("holds a grid board's cells, walls and areas with two spaces to spare", () => {
    // The furthest cell is (5, 7): its corner is (800, 600); the wall reaches x 950. Whole spaces
    // with two to spare: x 950 → 10 spaces + 2 = 1200; y 600 → 6 + 2 = 800.
    const board = validateBoard({
      grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [unit("a", { kind: "cells", cells: [{ i: 5, j: 7 }] })],
      terrain: {
        walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 950, y: 10 } }],
        areas: [{ id: "m", kind: "woods", shape: { cells: [{ i: 1, j: 1 }] } }],
      },
    });
    expect(sceneSize(board, createCellGrid(board.grid))).toEqual({ width: 1200, height: 800 });
  });

  it("refuses a grid board that reaches negative cells", () => {
    const board = validateBoard({
      grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [unit("a", { kind: "cells", cells: [{ i: -1, j: 2 }] })],
    });
    expect(() => sceneSize(board, createCellGrid(board.grid))).toThrow('Unit "a" (units[0]): lies at (250, -50)');
  });

  it("accepts the first hexes of an odd layout, which the scene's edge cuts in half", () => {
    const board = validateBoard({
      grid: { kind: "hex-odd-r", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [unit("a", { kind: "cells", cells: [{ i: 0, j: 0 }] })],
    });
    // Cell (0, 0): corners to (50, 115.47); with two spaces to spare: 3 × 100 and 4 × 100 (115.47 → 2 spaces).
    expect(sceneSize(board, createCellGrid(board.grid))).toEqual({ width: 300, height: 400 });
  });
});

describe("boardOnScene", () => {
  it("shifts a gridless board so its top-left is a margin from the scene's corner", () => {
    // 10 px per cm: the margin is max(2 × 10, 100) = 100 px. The rect centred on (0, -20), 40 × 20,
    // reaches (-20, -30); the wall (-50, 5): so x moves by 100 + 50 = 150 and y by 100 + 30 = 130.
    const board = validateBoard({
      grid: { kind: "gridless", size: 10, distance: 1, units: "cm", diagonals: "equidistant" },
      units: [unit("a", { kind: "rect", center: { x: 0, y: -20 }, width: 40, depth: 20 })],
      terrain: { walls: [{ id: "w", a: { x: -50, y: 5 }, b: { x: 30, y: 5 } }], areas: [] },
    });
    const { board: shifted, shift } = boardOnScene(board, "test");
    expect(shift).toEqual({ x: 150, y: 130 });
    expect(shifted.units[0]?.footprint).toEqual({ kind: "rect", center: { x: 150, y: 110 }, width: 40, depth: 20 });
    expect(shifted.terrain.walls[0]).toMatchObject({ a: { x: 100, y: 135 }, b: { x: 180, y: 135 } });
    // Right edge 180 + 100 margin = 280 = 28 spaces of 10 px; bottom 135 + 100 = 235 → 240.
    expect(sceneSize(shifted, null)).toEqual({ width: 280, height: 240 });
  });

  it("leaves grid boards where they are", () => {
    const board = validateBoard({
      grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [unit("a", { kind: "cells", cells: [{ i: 3, j: 3 }] })],
    });
    expect(boardOnScene(board, "test")).toEqual({ board, shift: { x: 0, y: 0 } });
  });
});

describe("sceneGridSpec", () => {
  const grid = (kind: "gridless" | "square", size: number) => ({
    kind,
    size,
    distance: 1,
    units: "cm",
    diagonals: "equidistant" as const,
  });

  it("scales a gridless grid to whole pixels of at least 20, keeping its scale", () => {
    // 10 px per cm → 20 px per 2 cm; 12.5 px per cm → 25 px per 2 cm; 7 px per cm → 21 px per 3 cm.
    expect(sceneGridSpec(grid("gridless", 10), "t")).toMatchObject({ size: 20, distance: 2 });
    expect(sceneGridSpec(grid("gridless", 12.5), "t")).toMatchObject({ size: 25, distance: 2 });
    expect(sceneGridSpec(grid("gridless", 7), "t")).toMatchObject({ size: 21, distance: 3 });
    expect(sceneGridSpec(grid("gridless", 50), "t")).toMatchObject({ size: 50, distance: 1 });
  });

  it("refuses a grid whose cells Foundry cannot draw", () => {
    expect(() => sceneGridSpec(grid("square", 10), "t")).toThrow(
      'Scenario "t" (board.grid.size): a Foundry grid is a whole number of pixels, 20 or more, not 10.',
    );
    expect(() => sceneGridSpec(grid("square", 50.5), "t")).toThrow(/not 50.5/);
  });
});
