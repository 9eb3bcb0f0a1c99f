import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import type { DecisionStep } from "@engine/session/types";
import { placeOptions } from "@engine/session/place-options";

const GRID = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" } as const;
const board: Board = {
  grid: GRID,
  units: [
    {
      id: "a1",
      name: "A1",
      side: "red",
      footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
      facing: 0,
      move: 4,
      status: [],
      data: {},
    },
    {
      id: "x1",
      name: "X1",
      side: "blue",
      footprint: { kind: "cells", cells: [{ i: 4, j: 4 }] },
      facing: 0,
      move: 4,
      status: [],
      data: {},
    },
  ],
  terrain: { walls: [], areas: [] },
};

function step(id: string, options: DecisionStep["options"], max = 1): DecisionStep {
  return {
    kind: "decision",
    id,
    side: "red",
    secret: false,
    sealed: [],
    prompt: { key: "", data: {} },
    options,
    min: max === 1 ? 1 : 0,
    max,
  };
}

describe("a decision's places", () => {
  it("are its legal options that name a cell, nearest first to the unit of the step", () => {
    // Square grid, diagonals equidistant: from (0, 0), (3, 1) is 3 away, (1, 1) 1, (0, 2) 2.
    const charge = step("charge:a1", [
      { id: "stay", labelKey: "", data: {}, legal: true },
      { id: "3,1", labelKey: "", data: { i: 3, j: 1, tiles: 3 }, legal: true },
      { id: "1,1", labelKey: "", data: { i: 1, j: 1, tiles: 1 }, legal: true },
      { id: "0,2", labelKey: "", data: { i: 0, j: 2, tiles: 2 }, legal: true },
      { id: "2,0", labelKey: "", data: { i: 2, j: 0, tiles: 2 }, legal: false },
    ]);
    expect(placeOptions(charge, board, createCellGrid(GRID)).map((place) => [place.optionId, place.unitId])).toEqual([
      ["1,1", "a1"],
      ["0,2", "a1"],
      ["3,1", "a1"],
    ]);
  });

  it("take the unit from the option itself when its id is a unit's (a counter-charge)", () => {
    const counter = step(
      "counter:1:defender",
      [{ id: "x1", labelKey: "", data: { unit: "X1", i: 3, j: 3, tiles: 1 }, legal: true }],
      1,
    );
    expect(placeOptions(counter, board, createCellGrid(GRID))).toEqual([
      { optionId: "x1", cell: { i: 3, j: 3 }, unitId: "x1" },
    ]);
  });

  it("are none gridless, or for a step that is not a decision", () => {
    const charge = step("charge:a1", [{ id: "1,1", labelKey: "", data: { i: 1, j: 1 }, legal: true }]);
    expect(placeOptions(charge, board, null)).toEqual([]);
    expect(placeOptions(null, board, createCellGrid(GRID))).toEqual([]);
  });
});
