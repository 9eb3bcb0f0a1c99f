import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Board } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import { validateScenario } from "@engine/scenario/scenario";
import { heldBounds } from "@engine/board/board-extent";
import { gridExtent, gridlessExtent, unionBounds } from "@sandbox/board/extent";
import { SHIPPED } from "../../rulesets/shipped";

describe("what the page draws of a board", () => {
  it("without an edge, takes the rows and columns of every unit and area, two more each way", () => {
    const file = "scenarios/combat-grid/mountain-attack.yml";
    const board = validateScenario(parse(readFileSync(file, "utf8")), file, SHIPPED).board;
    const grid = createCellGrid(board.grid);
    // Units in (5, 0) and (5, 5), the mountain in (5, 5): centres from (50, 550) to (550, 550);
    // with two cells more each way, rows 3 to 7 and columns -2 to 7, 5 × 10 cells of 100 pixels,
    // from (-200, 300) to (800, 800).
    expect(heldBounds(board, grid)).toEqual({ minX: 50, minY: 550, maxX: 550, maxY: 550 });
    const extent = gridExtent(heldBounds(board, grid), grid);
    expect(extent.cells).toHaveLength(50);
    expect(extent.cells[0]).toEqual({ i: 3, j: -2 });
    expect(extent.cells.at(-1)).toEqual({ i: 7, j: 7 });
    expect(extent.bounds).toEqual({ minX: -200, minY: 300, maxX: 800, maxY: 800 });
  });

  it("is the board's edge, where every move stays, grown only to hold what was put outside it", () => {
    const file = "scenarios/combat-grid/mountain-attack.yml";
    const board = validateScenario(parse(readFileSync(file, "utf8")), file, SHIPPED).board;
    const grid = createCellGrid(board.grid);
    // The file gives no edge: rows 3 to 7 and columns 0 to 7 (never before column 0), 5 × 8
    // cells of 100 pixels, from (0, 300) to (800, 800).
    const extent = gridExtent(heldBounds(board, grid), grid, board.edge);
    expect(extent.cells).toHaveLength(40);
    expect(extent.cells[0]).toEqual({ i: 3, j: 0 });
    expect(extent.cells.at(-1)).toEqual({ i: 7, j: 7 });
    expect(extent.bounds).toEqual({ minX: 0, minY: 300, maxX: 800, maxY: 800 });
    // A unit dropped in (5, -1), centre (-50, 550): columns -3 to 7 (two more beyond it), 55 cells.
    const grown = gridExtent(
      unionBounds(heldBounds(board, grid), { minX: -50, minY: 550, maxX: -50, maxY: 550 }),
      grid,
      board.edge,
    );
    expect(grown.cells).toHaveLength(55);
    expect(grown.bounds).toEqual({ minX: -300, minY: 300, maxX: 800, maxY: 800 });
  });

  it("boxes a gridless board with a tenth of its size around it, at least one scale length", () => {
    const board: Board = {
      grid: { kind: "gridless", size: 10, distance: 1, units: "cm", diagonals: "equidistant" },
      units: [
        {
          id: "a",
          name: "A",
          side: "red",
          footprint: { kind: "circle", center: { x: 0, y: 0 }, radius: 10 },
          facing: 0,
          move: 1,
          status: [],
          data: {},
        },
      ],
      terrain: {
        walls: [{ id: "w", a: { x: 0, y: 290 }, b: { x: 190, y: 290 }, blocksMove: true, blocksSight: false }],
        areas: [],
      },
    };
    // The circle reaches (-10, -10); the wall (190, 290). Size 200 × 300: a margin of 30.
    expect(gridlessExtent(heldBounds(board, null), board.grid.size).bounds).toEqual({
      minX: -40,
      minY: -40,
      maxX: 220,
      maxY: 320,
    });
  });

  it("grows to hold both boxes", () => {
    expect(unionBounds({ minX: 0, minY: 5, maxX: 10, maxY: 20 }, { minX: -3, minY: 8, maxX: 4, maxY: 30 })).toEqual({
      minX: -3,
      minY: 5,
      maxX: 10,
      maxY: 30,
    });
  });
});
