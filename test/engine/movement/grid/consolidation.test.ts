import { describe, expect, it } from "vitest";
import { HEX_KINDS, type HexKind } from "@engine/grid/hex";
import { consolidationCells, planConsolidation } from "@engine/movement/grid/consolidation";
import { board, byRowThenColumn, hexAt, unit } from "./grid-fixtures";
import { planBoth } from "./plan-both";

describe.each(HEX_KINDS)("hex consolidation on %s", (kind: HexKind) => {
  const at = (q: number, r: number) => hexAt(kind, q, r);
  // W at (0,0) won; E at (2,0) is 2 away. E's zone covers its neighbours, among them (1,0); W's
  // other neighbours (0,1), (-1,1), (-1,0), (0,-1), (1,-1) are 2 or 3 from E.
  const b = board(kind, [unit("W", "blue", at(0, 0)), unit("E", "red", at(2, 0))]);

  it("refuses a cell in an enemy zone of control", () => {
    const verdict = planBoth(b, (q) => planConsolidation(q, { unitId: "W", to: at(1, 0) }));
    expect(verdict).toEqual({
      ok: false,
      refusal: {
        reason: "enemy-zoc",
        key: "WARGAME.GridMove.Refusal.EnemyZoc",
        message: "The cell is in an enemy zone of control the unit may not enter.",
        otherId: "E",
      },
    });
  });

  it("lists the legal cells and moves to one", () => {
    const cells = planBoth(b, (q) => consolidationCells(q, { unitId: "W" })).map((option) => option.anchor);
    expect(cells).toEqual([at(0, 1), at(-1, 1), at(-1, 0), at(0, -1), at(1, -1)].sort(byRowThenColumn));
    const verdict = planBoth(b, (q) => planConsolidation(q, { unitId: "W", to: at(0, 1) }));
    expect(verdict.ok && verdict.plan.moves[0]?.cells).toEqual([at(0, 0), at(0, 1)]);
  });

  it("refuses a cell too far", () => {
    // (-2,0) is 2 steps away; consolidation is 1 tile.
    const verdict = planBoth(b, (q) => planConsolidation(q, { unitId: "W", to: at(-2, 0) }));
    expect(!verdict.ok && verdict.refusal.reason).toBe("too-far");
  });
});

describe("square consolidation", () => {
  // W at (5,5), E at (5,7): E's zone covers rows 4-6 of columns 6-8, so of W's eight neighbours
  // (4,6), (5,6) and (6,6) are out.
  const b = board("square", [unit("W", "blue", { i: 5, j: 5 }), unit("E", "red", { i: 5, j: 7 })]);

  it("refuses a cell in an enemy zone of control, and lists the others", () => {
    const verdict = planBoth(b, (q) => planConsolidation(q, { unitId: "W", to: { i: 4, j: 6 } }));
    expect(!verdict.ok && verdict.refusal).toMatchObject({ reason: "enemy-zoc", otherId: "E" });
    const cells = planBoth(b, (q) => consolidationCells(q, { unitId: "W" })).map((option) => option.anchor);
    expect(cells).toEqual([
      { i: 4, j: 4 },
      { i: 4, j: 5 },
      { i: 5, j: 4 },
      { i: 6, j: 4 },
      { i: 6, j: 5 },
    ]);
  });

  it("refuses an enemy's cell, a wall in the way, and allows staying", () => {
    const near = board("square", [unit("W", "blue", { i: 5, j: 5 }), unit("E", "red", { i: 5, j: 6 })]);
    const taken = planBoth(near, (q) =>
      planConsolidation(q, { unitId: "W", to: { i: 5, j: 6 }, rules: { zoc: "allowed" } }),
    );
    expect(!taken.ok && taken.refusal.reason).toBe("enemy");
    const wall = { id: "w", a: { x: 500, y: 500 }, b: { x: 500, y: 600 }, blocksMove: true, blocksSight: false };
    const walled = board("square", [unit("W", "blue", { i: 5, j: 5 })], [wall]);
    const blocked = planBoth(walled, (q) => planConsolidation(q, { unitId: "W", to: { i: 5, j: 4 } }));
    expect(!blocked.ok && blocked.refusal.reason).toBe("no-path");
    const stay = planBoth(walled, (q) => planConsolidation(q, { unitId: "W", to: { i: 5, j: 5 } }));
    expect(stay).toEqual({ ok: true, plan: { moves: [], events: [] } });
  });
});
