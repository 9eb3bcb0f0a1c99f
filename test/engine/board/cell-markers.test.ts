import { describe, expect, it } from "vitest";
import { changeMarkers, markerCount, withMarkers } from "@engine/board/cell-markers";
import type { Board } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import { EngineError } from "@engine/errors";
import { LIMITS } from "@engine/limits";
import { applyEffects } from "@engine/session/apply-effects";

const SQUARE = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
const GRIDLESS = { kind: "gridless", size: 50, distance: 1, units: "in", diagonals: "equidistant" };
const UNIT = { id: "a", side: "red", footprint: { kind: "cells", cells: [{ i: 5, j: 5 }] }, facing: 0, move: 1 };
const AT = { i: 5, j: 5 };

function boardWith(markers: unknown, grid: unknown = SQUARE): Board {
  return validateBoard({ grid, units: grid === SQUARE ? [UNIT] : [], markers });
}

function messageOf(markers: unknown, grid: unknown = SQUARE): string {
  try {
    boardWith(markers, grid);
  } catch (error) {
    if (error instanceof EngineError) return error.message;
    throw error;
  }
  throw new Error("the board was accepted");
}

describe("markers in cells on a board snapshot", () => {
  it("reads each kind, cell and count; a board without any lists none", () => {
    const board = boardWith([{ marker: "prepared-position", cell: AT, count: 2 }]);
    expect(board.markers).toEqual([{ marker: "prepared-position", cell: AT, count: 2 }]);
    expect(markerCount(board, "prepared-position", AT)).toBe(2);
    expect(markerCount(board, "prepared-position", { i: 5, j: 6 })).toBe(0);
    expect(markerCount(board, "other", AT)).toBe(0);
    expect(validateBoard({ grid: SQUARE, units: [UNIT] })).not.toHaveProperty("markers");
    expect(boardWith([])).not.toHaveProperty("markers");
  });

  it("refuses a count under 1 or over the engine's cap, two entries for one kind and cell, and a gridless board", () => {
    expect(messageOf([{ marker: "m", cell: AT, count: 0 }])).toBe(
      "Markers (markers[0]): count must be between 1 and 99, got 0.",
    );
    expect(messageOf([{ marker: "m", cell: AT, count: 100 }])).toBe(
      "Markers (markers[0]): count must be between 1 and 99, got 100.",
    );
    expect(messageOf([{ marker: "m", cell: AT, count: 1.5 }])).toMatch(/^Markers \(markers\[0\]\): count must be/);
    expect(
      messageOf([
        { marker: "m", cell: AT, count: 1 },
        { marker: "n", cell: AT, count: 1 },
        { marker: "m", cell: { i: 5, j: 5 }, count: 2 },
      ]),
    ).toBe('Markers (markers[2]): "m" markers in this cell are already listed at markers[0]; give one count per cell.');
    expect(messageOf([{ marker: "m", cell: AT, count: 1 }], GRIDLESS)).toBe(
      "Board: markers needs a grid, but the board is gridless.",
    );
    expect(messageOf([{ cell: AT, count: 1 }])).toMatch(/^Markers \(markers\[0\]\): marker /);
  });

  it("holds at most LIMITS.markers entries", () => {
    const many = Array.from({ length: LIMITS.markers + 1 }, (_, k) => ({
      marker: "m",
      cell: { i: k, j: 0 },
      count: 1,
    }));
    expect(messageOf(many)).toBe(
      `Board: markers lists ${LIMITS.markers + 1} cells with markers; a board holds at most ${LIMITS.markers}.`,
    );
  });
});

describe("markers placed and removed", () => {
  it("adds to a cell's count, takes from it never below none, and drops a cell left with none", () => {
    const one = changeMarkers([], "m", AT, 1);
    expect(one).toEqual([{ marker: "m", cell: AT, count: 1 }]);
    expect(changeMarkers(one, "m", AT, 2)).toEqual([{ marker: "m", cell: AT, count: 3 }]);
    expect(changeMarkers(one, "m", AT, -1)).toEqual([]);
    // A combat that removes more than lie there (a selection that claimed more) empties the cell.
    expect(changeMarkers(one, "m", AT, -3)).toEqual([]);
    expect(changeMarkers([], "m", AT, -1)).toEqual([]);
    // Another kind or cell is left as it was.
    const two = changeMarkers(one, "n", { i: 0, j: 0 }, 2);
    expect(changeMarkers(two, "m", AT, -1)).toEqual([{ marker: "n", cell: { i: 0, j: 0 }, count: 2 }]);
  });

  it("is what a session's marker effects do to the board, beside its units' losses", () => {
    const board = boardWith([{ marker: "prepared-position", cell: AT, count: 3 }]);
    // grid-combat.txt: one marker absorbs the first hit of a combat; the square taken, the rest go.
    const absorbed = applyEffects(board, [
      { kind: "marker", marker: "prepared-position", cell: AT, delta: -1 },
      { kind: "step-loss", unitId: "a", steps: 1 },
    ]);
    expect(absorbed.markers).toEqual([{ marker: "prepared-position", cell: AT, count: 2 }]);
    expect(absorbed.units[0]?.data).toEqual({ stepsLost: 1 });
    const taken = applyEffects(absorbed, [{ kind: "marker", marker: "prepared-position", cell: AT, delta: -2 }]);
    expect(taken).not.toHaveProperty("markers");
    // The board it started from is unchanged (undo keeps it).
    expect(board.markers).toEqual([{ marker: "prepared-position", cell: AT, count: 3 }]);
    expect(withMarkers(taken, [])).toBe(taken);
  });
});
