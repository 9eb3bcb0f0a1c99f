import { describe, expect, it } from "vitest";
import { HEX_KINDS, type HexKind } from "@engine/grid/hex";
import { planReturn } from "@engine/movement/grid/return";
import { applyPlan } from "@engine/movement/apply-plan";
import { board, hexAt, unit, wallBetween } from "./grid-fixtures";
import { planBoth } from "./plan-both";

describe("square return (combat grid)", () => {
  // The attacker U moved from (5,4) into the contested square (5,5); the defender D holds it, so U
  // goes back, tipped.
  const b = board("square", [unit("U", "blue", { i: 5, j: 5 }), unit("D", "red", { i: 5, j: 5 })]);

  it("goes back to where it came from, tipped", () => {
    const plan = planBoth(b, (q) => planReturn(q, { unitId: "U", to: { i: 5, j: 4 }, addStatus: ["tipped"] }));
    expect(plan).toMatchObject({
      moves: [
        {
          unitId: "U",
          path: [
            { x: 550, y: 550 },
            { x: 450, y: 550 },
          ],
          cells: [
            { i: 5, j: 5 },
            { i: 5, j: 4 },
          ],
          footprint: { kind: "cells", cells: [{ i: 5, j: 4 }] },
          facing: 0,
          distance: 1,
        },
      ],
      events: [
        { kind: "status", unitId: "U", add: ["tipped"], remove: [] },
        { kind: "contact", unitId: "U", otherId: "D" },
      ],
    });
    expect(applyPlan(b, plan).units[0]).toMatchObject({ status: ["tipped"], footprint: { cells: [{ i: 5, j: 4 }] } });
  });

  it("cannot go back through a wall or into an enemy", () => {
    const wall = wallBetween("square", { i: 5, j: 5 }, { i: 5, j: 4 });
    const walled = { ...b, terrain: { walls: [wall], areas: [] } };
    expect(
      planBoth(walled, (q) => planReturn(q, { unitId: "U", to: { i: 5, j: 4 }, blocked: "step-loss" })).events,
    ).toMatchObject([{ kind: "blocked", unitId: "U", cause: "wall", outcome: "step-loss" }]);
    const held = board("square", [...b.units, unit("X", "red", { i: 5, j: 4 })]);
    expect(planBoth(held, (q) => planReturn(q, { unitId: "U", to: { i: 5, j: 4 } })).events).toMatchObject([
      { kind: "blocked", unitId: "U", cause: "enemy", otherId: "X", outcome: "eliminated" },
      { kind: "removed", unitId: "U", reason: "eliminated" },
    ]);
  });
});

describe.each(HEX_KINDS)("hex return on %s", (kind: HexKind) => {
  it("goes back to where it came from, tipped", () => {
    const at = (q: number, r: number) => hexAt(kind, q, r);
    const b = board(kind, [unit("U", "blue", at(0, 0)), unit("D", "red", at(0, 0))]);
    const plan = planBoth(b, (q) => planReturn(q, { unitId: "U", to: at(-1, 0), addStatus: ["tipped"] }));
    expect(plan.moves[0]).toMatchObject({ cells: [at(0, 0), at(-1, 0)], distance: 1 });
    expect(plan.events[0]).toEqual({ kind: "status", unitId: "U", add: ["tipped"], remove: [] });
  });
});
