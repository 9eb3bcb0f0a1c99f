import { describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";

function unit(id: string, x: number, status: string[] = []): Unit {
  return {
    id,
    name: id,
    side: "a",
    footprint: { kind: "circle", center: { x, y: 0 }, radius: 10 },
    facing: 0,
    move: 6,
    status,
    data: {},
  };
}

const board: Board = {
  grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
  units: [unit("u1", 0, ["shaken"]), unit("u2", 50), unit("u3", 100)],
  terrain: { walls: [], areas: [] },
};

const plan: MovePlan = {
  moves: [
    {
      unitId: "u1",
      path: [
        { x: 0, y: 0 },
        { x: 0, y: -200 },
      ],
      footprint: { kind: "circle", center: { x: 0, y: -200 }, radius: 10 },
      facing: 180,
      distance: 2,
    },
  ],
  events: [
    { kind: "status", unitId: "u1", add: ["fleeing"], remove: ["shaken"] },
    { kind: "removed", unitId: "u3", reason: "crossing-failed" },
  ],
};

describe("applyPlan", () => {
  it("moves, turns, changes statuses and removes units", () => {
    const after = applyPlan(board, plan);
    expect(after.units.map((u) => u.id)).toEqual(["u1", "u2"]);
    expect(after.units[0]).toMatchObject({
      facing: 180,
      status: ["fleeing"],
      footprint: { center: { x: 0, y: -200 } },
    });
    expect(after.units[1]).toBe(board.units[1]);
  });

  it("is the same applied twice as once, and leaves the input alone", () => {
    const once = applyPlan(board, plan);
    expect(applyPlan(once, plan)).toEqual(once);
    expect(board.units[0]?.status).toEqual(["shaken"]);
  });
});
