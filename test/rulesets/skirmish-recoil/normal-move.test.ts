import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { checkDrop } from "@engine/movement/normal-move";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";

describe("skirmish-recoil ordinary moves (labelled default)", () => {
  // 100 px to the inch; a figure moving 6", 3" in woods.
  const figure: Unit = {
    id: "f",
    name: "Rifleman",
    side: "blue",
    footprint: { kind: "circle", center: { x: 0, y: 0 }, radius: 20 },
    facing: 0,
    move: 6,
    status: [],
    data: { terrainMoves: { woods: 3 } },
  };
  const woods = {
    id: "w",
    kind: "woods",
    shape: {
      polygon: [
        { x: -50, y: 200 },
        { x: 50, y: 200 },
        { x: 50, y: 300 },
        { x: -50, y: 300 },
      ],
    },
  };
  const b: Board = {
    grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
    units: [figure],
    terrain: { walls: [], areas: [woods] },
  };
  it("moves its allowance in the open, and its woods allowance through woods", () => {
    expect(checkDrop(b, skirmishRecoil.normalMove, {}, [{ unitId: "f", to: { x: 0, y: -550 } }])).toEqual({
      legal: true,
    });
    expect(checkDrop(b, skirmishRecoil.normalMove, {}, [{ unitId: "f", to: { x: 0, y: 400 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "f", allowance: 3, needed: 4 },
    });
  });
});
