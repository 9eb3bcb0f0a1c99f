import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { HEX_KINDS } from "@engine/grid/hex";
import { applyPlan } from "@engine/movement/apply-plan";
import { boardPhasePlanner, orderGroup, planGroup } from "@engine/movement/group";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { board, byRowThenColumn, hexAt, unit } from "./grid/grid-fixtures";

/** A stack of three at `at` retreats one cell from A with one unit a cell; `away` are its three choices. */
function threeRetreat(b: Board, away: readonly Offset[]): void {
  const requests: RetreatRequest[] = ["S1", "S2", "S3"].map((unitId) => ({
    unitId,
    cells: 1,
    rules: { stackingLimit: 1 },
  }));
  const plan = planGroup(gridPhasePlanner(createGridMoveContext(b), planRetreat), requests);
  // In request order, each takes the lowest (row, then column) of the cells still free.
  const expected = [...away].sort(byRowThenColumn);
  expect(plan.moves.map((m) => [m.unitId, m.footprint])).toEqual(
    expected.map((cell, n) => [`S${n + 1}`, { kind: "cells", cells: [cell] }]),
  );
  // The same phase planned on plain boards, each plan applied before the next, agrees.
  const plain = planGroup(
    boardPhasePlanner(b, (now: Board, r: RetreatRequest) => planRetreat(createGridMoveContext(now), r)),
    requests,
  );
  expect(plain).toEqual(plan);
  const after = applyPlan(b, plan);
  const ends = after.units.filter((u) => u.id.startsWith("S")).map((u) => JSON.stringify(u.footprint));
  expect(new Set(ends).size).toBe(3);
}

describe("planGroup", () => {
  it("retreats a stack of three on a square grid into three different cells", () => {
    // Steps away from A at (5,6): (4,4), (5,4), (6,4).
    const stack = ["S1", "S2", "S3"].map((id) => unit(id, "blue", { i: 5, j: 5 }));
    threeRetreat(board("square", [...stack, unit("A", "red", { i: 5, j: 6 })]), [
      { i: 4, j: 4 },
      { i: 5, j: 4 },
      { i: 6, j: 4 },
    ]);
  });

  it.each(HEX_KINDS)("retreats a stack of three on %s into three different cells", (kind) => {
    // Steps away from A at cube (1,0): (-1,1), (-1,0), (0,-1) (see retreat.test.ts).
    const at = (q: number, r: number) => hexAt(kind, q, r);
    const stack = ["S1", "S2", "S3"].map((id) => unit(id, "blue", at(0, 0)));
    threeRetreat(board(kind, [...stack, unit("A", "red", at(1, 0))]), [at(-1, 1), at(-1, 0), at(0, -1)]);
  });

  it("orders units by their distance to the enemy when asked", () => {
    const b = board("square", [
      unit("far", "blue", { i: 0, j: 0 }),
      unit("near", "blue", { i: 0, j: 8 }),
      unit("lone", "green", { i: 0, j: 20 }),
      unit("E", "red", { i: 0, j: 9 }),
    ]);
    const requests = [{ unitId: "far" }, { unitId: "near" }];
    // near is 1 from E, far 9.
    expect(orderGroup(b, requests, { order: "nearest-enemy-first" })).toEqual([{ unitId: "near" }, { unitId: "far" }]);
    expect(orderGroup(b, requests, { order: "farthest-enemy-first" })).toEqual(requests);
    expect(orderGroup(b, [...requests].reverse(), { order: "request" })).toEqual([
      { unitId: "near" },
      { unitId: "far" },
    ]);
  });

  it("refuses a unit asked twice and skips a unit removed earlier in the phase", () => {
    const b = board("square", [unit("S1", "blue", { i: 0, j: 0 }), unit("A", "red", { i: 0, j: 1 })]);
    const planner = gridPhasePlanner(createGridMoveContext(b), planRetreat);
    expect(() => planGroup(planner, [{ unitId: "S1" }, { unitId: "S1" }])).toThrow(/asked to move twice/);
    // A plan that removes S2 before S2's own turn.
    const b2 = board("square", [unit("S1", "blue", { i: 0, j: 0 }), unit("S2", "blue", { i: 5, j: 5 })]);
    const removing = boardPhasePlanner(b2, (_now: Board, r: { unitId: string }) =>
      r.unitId === "S1"
        ? { moves: [], events: [{ kind: "removed" as const, unitId: "S2", reason: "test" }] }
        : { moves: [], events: [{ kind: "removed" as const, unitId: "S1", reason: "late" }] },
    );
    expect(planGroup(removing, [{ unitId: "S1" }, { unitId: "S2" }]).events).toEqual([
      { kind: "removed", unitId: "S2", reason: "test" },
    ]);
  });
});
