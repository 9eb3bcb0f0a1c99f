import { describe, it, expect } from "vitest";
import { validateBoard } from "@engine/board/validate-board";
import { EngineError } from "@engine/errors";
import { createBoardIndex } from "@engine/board/board-index";
import { LIMITS } from "@engine/limits";
import { applyPlan } from "@engine/movement/apply-plan";

const squareGrid = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
const gridlessGrid = { kind: "gridless", size: 50, distance: 1, units: "in", diagonals: "equidistant" };

function cellUnit(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, side: "red", footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] }, facing: 0, move: 4, ...extra };
}

function circleUnit(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    side: "red",
    footprint: { kind: "circle", center: { x: 0, y: 0 }, radius: 10 },
    facing: 0,
    move: 6,
    ...extra,
  };
}

/** Runs validateBoard and returns the EngineError it throws (failing the test if none). */
function errorOf(input: unknown): EngineError {
  try {
    validateBoard(input);
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("validateBoard accepted the input");
}

describe("validateBoard: accepted snapshots", () => {
  it("fills the defaults the types allow", () => {
    const board = validateBoard({
      grid: squareGrid,
      units: [cellUnit("a", { junk: 1 })],
      terrain: {
        walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 100, y: 0 } }],
        areas: [{ id: "wood", kind: "woods", shape: { cells: [{ i: 1, j: 1 }] } }],
      },
    });
    expect(board.units[0]).toEqual({
      id: "a",
      name: "a",
      side: "red",
      footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
      facing: 0,
      move: 4,
      status: [],
      data: {},
    });
    expect(board.terrain.walls[0]).toMatchObject({ blocksMove: true, blocksSight: true });
    expect(board.terrain.areas[0]?.blocksSight).toBe(false);
  });

  it("keeps what is given and treats a missing terrain as empty", () => {
    const board = validateBoard({
      grid: gridlessGrid,
      units: [circleUnit("a", { name: "3rd Bn", formation: "A", status: ["broken"], data: { steps: 2 } })],
    });
    expect(board.units[0]).toMatchObject({ name: "3rd Bn", formation: "A", status: ["broken"], data: { steps: 2 } });
    expect(board.terrain).toEqual({ walls: [], areas: [] });
  });

  it("accepts every footprint shape gridless, walls that say they do not block", () => {
    const board = validateBoard({
      grid: gridlessGrid,
      units: [
        circleUnit("c"),
        { ...circleUnit("e"), footprint: { kind: "ellipse", center: { x: 5, y: 5 }, width: 20, depth: 10 } },
        { ...circleUnit("r"), footprint: { kind: "rect", center: { x: 9, y: 5 }, width: 20, depth: 10 } },
      ],
      terrain: { walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 1, y: 1 }, blocksMove: false, blocksSight: false }] },
    });
    expect(board.units.map((u) => u.footprint.kind)).toEqual(["circle", "ellipse", "rect"]);
    expect(board.terrain.walls[0]).toMatchObject({ blocksMove: false, blocksSight: false });
  });
});

describe("validateBoard: errors name the thing and the field", () => {
  it("NaN position: the unit's name and the full path", () => {
    const units = [circleUnit("a"), circleUnit("b"), circleUnit("c"), circleUnit("d", { name: "3rd Bn" })];
    units[3] = { ...units[3], footprint: { kind: "circle", center: { x: Number.NaN, y: 0 }, radius: 10 } };
    const error = errorOf({ grid: gridlessGrid, units });
    expect(error.key).toBe("WARGAME.Error.Field.NotFinite");
    expect(error.message).toBe('Unit "3rd Bn" (units[3]): footprint.center.x must be a finite number, got NaN.');
    expect(error.data).toMatchObject({ unit: "3rd Bn", path: "units[3].footprint.center.x", got: "NaN" });
  });

  it("unknown grid type", () => {
    const error = errorOf({ grid: { ...squareGrid, kind: "octagonal" }, units: [] });
    expect(error.key).toBe("WARGAME.Error.Field.UnknownChoice");
    expect(error.message).toBe(
      'Board: grid.kind must be one of gridless, square, hex-odd-r, hex-even-r, hex-odd-q, hex-even-q, got "octagonal".',
    );
    expect(error.data["path"]).toBe("grid.kind");
  });

  it("negative and infinite grid size", () => {
    expect(errorOf({ grid: { ...squareGrid, size: -100 }, units: [] }).message).toBe(
      "Board: grid.size must be greater than 0, got -100.",
    );
    expect(errorOf({ grid: { ...squareGrid, distance: Infinity }, units: [] }).key).toBe(
      "WARGAME.Error.Field.NotFinite",
    );
  });

  it("unknown diagonals rule", () => {
    expect(errorOf({ grid: { ...squareGrid, diagonals: "sideways" }, units: [] }).data["path"]).toBe("grid.diagonals");
  });

  it("unit with no side names the unit by id when it has no name", () => {
    const error = errorOf({ grid: squareGrid, units: [cellUnit("a"), { ...cellUnit("b"), side: undefined }] });
    expect(error.key).toBe("WARGAME.Error.Field.NotString");
    expect(error.message).toBe('Unit "b" (units[1]): side must be a non-empty string, got nothing.');
    expect(error.data).toMatchObject({ unit: "b", path: "units[1].side" });
  });

  it("duplicate ids name both places", () => {
    const error = errorOf({
      grid: squareGrid,
      units: [cellUnit("a"), cellUnit("b"), cellUnit("a", { name: "Guard" })],
    });
    expect(error.key).toBe("WARGAME.Error.Field.DuplicateId");
    expect(error.message).toBe('Unit "Guard" (units[2]): id "a" is already used by units[0].');
  });

  it("unit with no id is named by its place", () => {
    const error = errorOf({ grid: squareGrid, units: [{ ...cellUnit("x"), id: "" }] });
    expect(error.message).toBe('Unit (units[0]): id must be a non-empty string, got "".');
    expect(error.data["unit"]).toBe("units[0]");
  });

  it("a unit that is not an object", () => {
    expect(errorOf({ grid: squareGrid, units: [null] }).message).toBe("Board: units[0] must be an object, got null.");
  });

  it("negative move, non-finite facing", () => {
    expect(errorOf({ grid: squareGrid, units: [cellUnit("a", { move: -1 })] }).message).toBe(
      'Unit "a" (units[0]): move must not be negative, got -1.',
    );
    expect(errorOf({ grid: squareGrid, units: [cellUnit("a", { facing: "north" })] }).data["path"]).toBe(
      "units[0].facing",
    );
  });

  it("footprint problems", () => {
    const cells = (value: unknown) => ({
      grid: squareGrid,
      units: [cellUnit("a", { footprint: { kind: "cells", cells: value } })],
    });
    expect(errorOf(cells([])).message).toBe('Unit "a" (units[0]): footprint.cells needs at least 1 entries, got 0.');
    expect(errorOf(cells([{ i: 0, j: 1.5 }])).message).toBe(
      'Unit "a" (units[0]): footprint.cells[0].j must be a whole number, got 1.5.',
    );
    const shape = (footprint: unknown) => ({ grid: gridlessGrid, units: [circleUnit("a", { footprint })] });
    expect(errorOf(shape({ kind: "circle", center: { x: 0, y: 0 }, radius: 0 })).data["path"]).toBe(
      "units[0].footprint.radius",
    );
    expect(errorOf(shape({ kind: "rect", center: { x: 0, y: 0 }, width: 3, depth: -2 })).data["path"]).toBe(
      "units[0].footprint.depth",
    );
    expect(errorOf(shape({ kind: "hexagon", center: { x: 0, y: 0 } })).key).toBe("WARGAME.Error.Field.UnknownChoice");
  });

  it("cells footprints only on grids, shapes only gridless", () => {
    expect(errorOf({ grid: gridlessGrid, units: [cellUnit("a")] }).key).toBe("WARGAME.Error.Board.CellsNeedGrid");
    const error = errorOf({ grid: squareGrid, units: [circleUnit("a")] });
    expect(error.message).toBe(
      'Unit "a" (units[0]): footprint is a "circle" shape, which needs a gridless board, but the grid is square.',
    );
  });

  it("walls and areas", () => {
    const terrain = (t: unknown) => errorOf({ grid: squareGrid, units: [], terrain: t });
    expect(terrain({ walls: [{ id: "w1", a: { x: 0, y: 0 }, b: { x: 0, y: Infinity } }] }).message).toBe(
      'Wall "w1" (terrain.walls[0]): b.y must be a finite number, got Infinity.',
    );
    expect(terrain({ walls: [{ id: "w1", a: { x: 0, y: 0 }, b: { x: 1, y: 0 }, blocksSight: "yes" }] }).key).toBe(
      "WARGAME.Error.Field.NotBoolean",
    );
    const area = (shape: unknown) => terrain({ areas: [{ id: "wood", kind: "woods", shape }] });
    expect(
      area({
        polygon: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
      }).message,
    ).toBe('Area "wood" (terrain.areas[0]): shape.polygon needs at least 3 entries, got 2.');
    expect(area({ cells: [] }).data["path"]).toBe("terrain.areas[0].shape.cells");
    expect(area({}).key).toBe("WARGAME.Error.Board.AreaShape");
    const gridlessCells = errorOf({
      grid: gridlessGrid,
      units: [],
      terrain: { areas: [{ id: "wood", kind: "woods", shape: { cells: [{ i: 0, j: 0 }] } }] },
    });
    expect(gridlessCells.key).toBe("WARGAME.Error.Board.CellsNeedGrid");
  });

  it("missing grid or units list", () => {
    expect(errorOf({ units: [] }).message).toBe("Board: grid must be an object, got nothing.");
    expect(errorOf({ grid: squareGrid }).message).toBe("Board: units must be a list, got nothing.");
    expect(errorOf("board").message).toBe('Board: board must be an object, got "board".');
  });
});

describe("validateBoard: a grid board's edge", () => {
  const edge = { minI: 0, maxI: 9, minJ: -2, maxJ: 7 };

  it("keeps the edge, and the board index's snapshot and a plan applied keep it too", () => {
    const board = validateBoard({ grid: squareGrid, units: [cellUnit("a")], edge });
    expect(board.edge).toEqual(edge);
    expect(createBoardIndex(board).board().edge).toEqual(edge);
    expect(applyPlan(board, { moves: [], events: [] }).edge).toEqual(edge);
    expect(validateBoard({ grid: squareGrid, units: [cellUnit("a")] }).edge).toBeUndefined();
  });

  it("refuses an edge on a gridless board, a range that ends before it starts, and a part that is not a whole number", () => {
    expect(errorOf({ grid: gridlessGrid, units: [], edge }).message).toBe(
      "Board: edge needs a grid, but the board is gridless.",
    );
    // maxI may be from minI (0) to minI + boardCells - 1.
    const most = LIMITS.boardCells - 1;
    expect(errorOf({ grid: squareGrid, units: [], edge: { ...edge, maxI: -1 } }).message).toBe(
      `Board: edge.maxI must be between 0 and ${most}, got -1.`,
    );
    expect(errorOf({ grid: squareGrid, units: [], edge: { ...edge, minJ: 0.5 } }).key).toBe(
      "WARGAME.Error.Field.NotInteger",
    );
  });
});
