import { describe, expect, it } from "vitest";
import { terrainAlongPath } from "@engine/movement/gridless/terrain-along";
import type { MovePlan } from "@engine/movement/move-plan";
import { board, box, circle } from "./fixtures";

const plan: MovePlan = {
  moves: [
    {
      unitId: "U",
      path: [
        { x: 0, y: 0 },
        { x: 0, y: -40 },
        { x: 0, y: -200 },
      ],
      footprint: { kind: "circle", center: { x: 0, y: -200 }, radius: 10 },
      facing: 180,
      distance: 10,
    },
  ],
  events: [],
};

describe("terrainAlongPath", () => {
  it("lists the kinds of the areas the path's centre line crosses, and open ground between them", () => {
    const areas = [
      box("w", "woods", -50, -120, 50, -80),
      box("h", "hedge", -50, -150, 50, -145),
      box("x", "river", 100, -300, 200, 0),
    ];
    expect(terrainAlongPath(board([circle("U", "b", 0, 0, 10)], 20, "in", { areas }), plan, "U")).toEqual([
      "hedge",
      "open",
      "woods",
    ]);
  });

  it("gives no open ground when the whole path lies in an area, and nothing for a unit the plan leaves alone", () => {
    const areas = [box("w", "woods", -50, -300, 50, 50)];
    const b = board([circle("U", "b", 0, 0, 10)], 20, "in", { areas });
    expect(terrainAlongPath(b, plan, "U")).toEqual(["woods"]);
    expect(terrainAlongPath(b, plan, "V")).toEqual([]);
  });
});
