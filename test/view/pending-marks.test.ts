import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { pendingMarks } from "@view/pending-marks";

function unit(id: string, status: string[] = []): Unit {
  return {
    id,
    name: id,
    side: "a",
    footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
    facing: 0,
    move: 1,
    status,
    data: {},
  };
}
const BOARD: Board = {
  grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
  units: [unit("a"), unit("b", ["tipped"]), unit("c")],
  terrain: { walls: [], areas: [] },
};

describe("what a combat's effects so far will do to the counters", () => {
  it("adds up losses, sets statuses against the board's, and names the eliminated, in board order", () => {
    const marks = pendingMarks(BOARD, [
      { kind: "status", unitId: "c", status: "broken", on: true },
      { kind: "step-loss", unitId: "a", steps: 1 },
      { kind: "step-loss", unitId: "a", steps: 2 },
      { kind: "status", unitId: "b", status: "tipped", on: false },
      { kind: "eliminated", unitId: "b" },
      { kind: "log", line: { key: "WARGAME.X", data: {} } },
    ]);
    expect(marks).toEqual([
      { unitId: "a", lost: 3, added: [], removed: [], eliminated: false },
      { unitId: "b", lost: 0, added: [], removed: ["tipped"], eliminated: true },
      { unitId: "c", lost: 0, added: ["broken"], removed: [], eliminated: false },
    ]);
  });

  it("marks nothing for a status set and cleared again, one the unit has already, or a unit not on the board", () => {
    expect(
      pendingMarks(BOARD, [
        { kind: "status", unitId: "a", status: "broken", on: true },
        { kind: "status", unitId: "a", status: "broken", on: false },
        { kind: "status", unitId: "b", status: "tipped", on: true },
        { kind: "step-loss", unitId: "gone", steps: 1 },
      ]),
    ).toEqual([]);
  });
});

describe("what a combat's planned moves will do to the counters", () => {
  it("marks a status the plan adds (a blocked recoil Downed) and a unit it removes, with the effects' marks", () => {
    // By hand: a gains "downed" from the plan on top of its 1 lost step; c is removed; b loses "tipped".
    const marks = pendingMarks(BOARD, [{ kind: "step-loss", unitId: "a", steps: 1 }], {
      moves: [],
      events: [
        { kind: "status", unitId: "a", add: ["downed"], remove: [] },
        { kind: "status", unitId: "b", add: [], remove: ["tipped"] },
        { kind: "removed", unitId: "c", reason: "no-retreat" },
        { kind: "contact", unitId: "a", otherId: "c" },
      ],
    });
    expect(marks).toEqual([
      { unitId: "a", lost: 1, added: ["downed"], removed: [], eliminated: false },
      { unitId: "b", lost: 0, added: [], removed: ["tipped"], eliminated: false },
      { unitId: "c", lost: 0, added: [], removed: [], eliminated: true },
    ]);
  });
});
