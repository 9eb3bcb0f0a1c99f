import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import type { DropRefusal } from "@engine/movement/normal-move";
import { dropRefusalText, noMoveRulesText } from "@view/drop-words";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "./templates";

const unit = (id: string, name: string): Unit => ({
  id,
  name,
  side: id === "e" ? "red" : "blue",
  footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
  facing: 0,
  move: 4,
  status: [],
  data: {},
});
const hexBoard: Board = {
  grid: { kind: "hex-odd-r", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
  units: [unit("g", "Grenadiers"), unit("e", "Red hussars"), unit("s", "Guard battery")],
  terrain: { walls: [], areas: [] },
};
const words = (refusal: DropRefusal, board: Board = hexBoard, cells?: "tile"): string =>
  localizeText(dropRefusalText(refusal, board, cells), strictEnglish);

describe("a refused drop in words", () => {
  it("counts the allowance and the drop in the rule system's word for a space", () => {
    expect(words({ kind: "too-far", unitId: "g", allowance: 4, needed: 6 })).toBe(
      "Grenadiers can move 4 hexes; this is 6.",
    );
    expect(
      words(
        { kind: "too-far", unitId: "s", allowance: 1, needed: 2 },
        { ...hexBoard, grid: { ...hexBoard.grid, kind: "square" } },
      ),
    ).toBe("Guard battery can move 1 square; this is 2.");
    expect(words({ kind: "too-far", unitId: "g", allowance: 2, needed: 3 }, hexBoard, "tile")).toBe(
      "Grenadiers can move 2 tiles; this is 3.",
    );
    const gridless: Board = {
      ...hexBoard,
      grid: { kind: "gridless", size: 100, distance: 1, units: "cm", diagonals: "equidistant" },
    };
    expect(words({ kind: "too-far", unitId: "g", allowance: 10, needed: 12.345 }, gridless)).toBe(
      "Grenadiers can move 10 cm; this is 12.3 cm.",
    );
  });

  it("names the rule broken and the enemy, with verbs that agree with plural names", () => {
    expect(words({ kind: "leave-zoc", unitId: "g", otherId: "e" })).toBe(
      "Grenadiers start in the zone of control of Red hussars and cannot leave it this move.",
    );
    expect(words({ kind: "leave-zoc", unitId: "s", otherId: "e" })).toBe(
      "Guard battery starts in the zone of control of Red hussars and cannot leave it this move.",
    );
    expect(words({ kind: "zoc-stop", unitId: "g" })).toBe(
      "Grenadiers have to stop on entering an enemy zone of control, so cannot get there this move.",
    );
    expect(words({ kind: "zoc-forbidden", unitId: "s", otherId: "e" })).toBe(
      "Guard battery cannot enter the zone of control of Red hussars.",
    );
    expect(words({ kind: "blocked", unitId: "s", cause: "enemy", otherId: "e" })).toBe(
      "Guard battery cannot go there: Red hussars are in the way.",
    );
    expect(words({ kind: "blocked", unitId: "s", cause: "wall" })).toBe(
      "Guard battery cannot go there: a wall is in the way.",
    );
    expect(words({ kind: "no-way", unitId: "s" })).toBe("Guard battery has no way there this move.");
  });

  it("says so when a rule system declares no ordinary move", () => {
    expect(localizeText(noMoveRulesText("WARGAME.Ruleset.odds-crt"), strictEnglish)).toMatch(
      /declares no move allowance, so a drag goes anywhere\.$/,
    );
  });
});
