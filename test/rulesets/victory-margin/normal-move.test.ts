import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { checkDrop } from "@engine/movement/normal-move";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";

describe("victory-margin ordinary moves (labelled default)", () => {
  // 10 px to the centimetre; a unit moving 20 cm, an impassable lake to its east.
  const lake = {
    id: "l",
    kind: "impassable",
    shape: {
      polygon: [
        { x: 80, y: -50 },
        { x: 120, y: -50 },
        { x: 120, y: 50 },
        { x: 80, y: 50 },
      ],
    },
  };
  const b: Board = {
    grid: { kind: "gridless", size: 100, distance: 10, units: "cm", diagonals: "equidistant" },
    units: [
      {
        id: "u",
        name: "Brigade",
        side: "blue",
        footprint: { kind: "rect", center: { x: 0, y: 0 }, width: 40, depth: 20 },
        facing: 0,
        move: 20,
        status: [],
        data: {},
      },
    ],
    terrain: { walls: [], areas: [lake] },
  };
  it("moves straight up to its allowance in centimetres, never across impassable ground", () => {
    expect(checkDrop(b, victoryMargin.normalMove, {}, [{ unitId: "u", to: { x: 0, y: 200 } }])).toEqual({
      legal: true,
    });
    expect(checkDrop(b, victoryMargin.normalMove, {}, [{ unitId: "u", to: { x: 0, y: -250 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "u", allowance: 20, needed: 25 },
    });
    expect(checkDrop(b, victoryMargin.normalMove, {}, [{ unitId: "u", to: { x: 150, y: 0 } }])).toEqual({
      legal: false,
      refusal: { kind: "blocked", unitId: "u", cause: "terrain" },
    });
  });
});
