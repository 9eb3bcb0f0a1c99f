import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { markedUnit } from "@view/marked-unit";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "./templates";

const RIFLES: Unit = {
  id: "r",
  name: "Rifles",
  side: "blue",
  footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
  facing: 0,
  move: 4,
  status: ["tipped"],
  data: { stepsLost: 1 },
};
const BOARD: Board = {
  grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
  units: [RIFLES],
  terrain: { walls: [], areas: [] },
};

describe("a unit as a pending mark leaves it", () => {
  it("adds the steps to those already lost, sets and clears statuses, and says so in the chat card's words", () => {
    const marked = markedUnit(BOARD, RIFLES, {
      unitId: "r",
      lost: 2,
      added: ["downed"],
      removed: ["tipped"],
      eliminated: false,
    });
    // One step lost before, two now: three.
    expect(marked.after).toMatchObject({ data: { stepsLost: 3 }, status: ["downed"] });
    expect(marked.words.map((text) => localizeText(text, strictEnglish))).toEqual([
      "Rifles lose 2 steps.",
      "Rifles: Downed.",
      "Rifles: no longer Tipped.",
    ]);
  });

  it("leaves no unit for one that leaves the board", () => {
    const marked = markedUnit(BOARD, RIFLES, { unitId: "r", lost: 0, added: [], removed: [], eliminated: true });
    expect(marked.after).toBeNull();
    expect(marked.words.map((text) => localizeText(text, strictEnglish))).toEqual(["Rifles leave the board."]);
  });
});
