import { describe, expect, it } from "vitest";
import { HEX_KINDS, type HexKind } from "@engine/grid/hex";
import {
  chargeDestinations,
  counterChargeDistance,
  planCharge,
  planCounterCharge,
  validateChargePath,
} from "@engine/movement/grid/charge";
import { board, hexAt, unit } from "./grid-fixtures";
import { planBoth } from "./plan-both";

describe("counterChargeDistance", () => {
  it("takes 25% of the speed, rounded as asked", () => {
    // 10 × 0.25 = 2.5: floor 2, round 3, ceil 3; 12 × 0.25 = 3 whatever the rounding.
    expect(counterChargeDistance(10)).toBe(2);
    expect(counterChargeDistance(10, 0.25, "round")).toBe(3);
    expect(counterChargeDistance(10, 0.25, "ceil")).toBe(3);
    expect(counterChargeDistance(12, 0.25, "ceil")).toBe(3);
    expect(() => counterChargeDistance(-1)).toThrow(/speed/);
  });
});

describe.each(HEX_KINDS)("hex counter-charge on %s", (kind: HexKind) => {
  const at = (q: number, r: number) => hexAt(kind, q, r);
  // D (move 12: counter-charges 3) at (0,0). E1 at (3,0) is the nearest enemy (3 away; E2 at
  // (0,4) is 4). The cube line from (0,0) to (3,0) runs (1,0), (2,0); (2,0) touches E1.
  const D = unit("D", "blue", at(0, 0), { move: 12 });
  const E1 = unit("E1", "red", at(3, 0), { formation: "X" });
  const E2 = unit("E2", "red", at(0, 4), { formation: "Y" });

  it("moves straight at the nearest enemy and stops at contact", () => {
    const plan = planBoth(board(kind, [D, E1, E2]), (q) => planCounterCharge(q, { unitId: "D" }));
    expect(plan.moves[0]?.cells).toEqual([at(0, 0), at(1, 0), at(2, 0)]);
    expect(plan.moves[0]?.distance).toBe(2);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "D", otherId: "E1" }]);
  });

  it("stops short of an enemy already in contact with two defenders", () => {
    // F1 at (3,-1) and F2 at (4,0), D's side, both touch E1: contact is refused and D stops at (1,0).
    const b = board(kind, [D, E1, E2, unit("F1", "blue", at(3, -1)), unit("F2", "blue", at(4, 0))]);
    const plan = planBoth(b, (q) => planCounterCharge(q, { unitId: "D" }));
    expect(plan.moves[0]?.cells).toEqual([at(0, 0), at(1, 0)]);
    expect(plan.events).toEqual([
      { kind: "blocked", unitId: "D", cause: "enemy", otherId: "E1", outcome: "contact-refused" },
    ]);
  });

  it("may decline", () => {
    expect(planBoth(board(kind, [D, E1]), (q) => planCounterCharge(q, { unitId: "D", decline: true }))).toEqual({
      moves: [],
      events: [],
    });
  });
});

describe("square counter-charge (8-way)", () => {
  // D (move 12: 3 cells) at (5,5); E1 at (5,8) is 3 away, E2 at (9,5) 4. The line runs (5,6),
  // (5,7); (5,7) touches E1 after 2 of the 3 cells.
  const D = unit("D", "blue", { i: 5, j: 5 }, { move: 12 });
  const E1 = unit("E1", "red", { i: 5, j: 8 }, { formation: "X" });
  const E2 = unit("E2", "red", { i: 9, j: 5 }, { formation: "Y" });

  it("moves straight at the nearest enemy and stops at contact", () => {
    const plan = planBoth(board("square", [D, E1, E2]), (q) => planCounterCharge(q, { unitId: "D" }));
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 5, j: 6 },
      { i: 5, j: 7 },
    ]);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "D", otherId: "E1" }]);
  });

  it("stops short of an enemy already in contact with two defenders", () => {
    // F1 at (4,8) and F2 at (6,8) touch E1 (diagonals count as contact by default).
    const b = board("square", [D, E1, E2, unit("F1", "blue", { i: 4, j: 8 }), unit("F2", "blue", { i: 6, j: 8 })]);
    const plan = planBoth(b, (q) => planCounterCharge(q, { unitId: "D" }));
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 5, j: 6 },
    ]);
    expect(plan.events[0]).toMatchObject({ cause: "enemy", otherId: "E1", outcome: "contact-refused" });
  });

  it("stops before a wall and before another formation's zone of control", () => {
    // A wall across the line between (5,6) and (5,7) stops the charge at (5,6).
    const wall = { id: "w", a: { x: 700, y: 500 }, b: { x: 700, y: 600 }, blocksMove: true, blocksSight: false };
    const walled = { ...board("square", [D, E1, E2]), terrain: { walls: [wall], areas: [] } };
    const plan = planBoth(walled, (q) => planCharge(q, { unitId: "D", distance: 3 }));
    expect(plan.moves[0]?.cells?.at(-1)).toEqual({ i: 5, j: 6 });
    expect(plan.events).toEqual([{ kind: "blocked", unitId: "D", cause: "wall", outcome: "stopped" }]);
    // E3 of formation Y at (4,7) covers rows 3-5 of columns 6-8, so (5,6), the first step: the
    // charge at E1 (formation X) stops at once.
    const screened = board("square", [D, E1, E2, unit("E3", "red", { i: 4, j: 7 }, { formation: "Y" })]);
    const stopped = planBoth(screened, (q) => planCharge(q, { unitId: "D", distance: 3, target: "E1" }));
    expect(stopped).toEqual({
      moves: [],
      events: [{ kind: "blocked", unitId: "D", cause: "enemy", otherId: "E3", outcome: "stopped" }],
    });
  });
});

describe("charge destinations and chosen paths", () => {
  // C (speed 2) at (5,5) charges formation X: T at (5,8). O of formation Y at (2,5) covers rows 1-3
  // of columns 4-6.
  const C = unit("C", "blue", { i: 5, j: 5 }, { move: 2 });
  const T = unit("T", "red", { i: 5, j: 8 }, { formation: "X" });
  const O = unit("O", "red", { i: 2, j: 5 }, { formation: "Y" });
  const b = board("square", [C, T, O]);

  it("lists the cells within speed, entering the target's zone but no other", () => {
    const cells = planBoth(b, (q) => chargeDestinations(q, { unitId: "C", targetFormations: ["X"] })).map(
      (o) => o.anchor,
    );
    // Within 2 (Chebyshev): rows 3-7 of columns 3-7, 25 cells, less C's own and the three of
    // row 3 in O's zone (columns 4-6).
    expect(cells).toHaveLength(25 - 1 - 3);
    expect(cells.filter((c) => c.i === 3)).toEqual([
      { i: 3, j: 3 },
      { i: 3, j: 7 },
    ]);
    // Column 7 is in T's zone: allowed.
    expect(cells).toContainEqual({ i: 5, j: 7 });
  });

  it("validates a chosen path, or says which step is refused and why", () => {
    const ok = planBoth(b, (q) =>
      validateChargePath(q, {
        unitId: "C",
        target: "T",
        path: [
          { i: 5, j: 5 },
          { i: 5, j: 6 },
          { i: 5, j: 7 },
        ],
      }),
    );
    expect(ok.ok && ok.plan.events).toEqual([{ kind: "contact", unitId: "C", otherId: "T" }]);
    const intoO = planBoth(b, (q) =>
      validateChargePath(q, {
        unitId: "C",
        target: "T",
        path: [
          { i: 5, j: 5 },
          { i: 4, j: 5 },
          { i: 3, j: 5 },
        ],
      }),
    );
    expect(!intoO.ok && intoO.refusal).toMatchObject({ reason: "enemy-zoc", step: 2, otherId: "O" });
    const far = planBoth(b, (q) =>
      validateChargePath(q, {
        unitId: "C",
        target: "T",
        path: [
          { i: 5, j: 5 },
          { i: 5, j: 6 },
          { i: 6, j: 6 },
          { i: 6, j: 7 },
        ],
      }),
    );
    expect(!far.ok && far.refusal).toMatchObject({ reason: "too-far", step: 3 });
    const jump = planBoth(b, (q) =>
      validateChargePath(q, {
        unitId: "C",
        target: "T",
        path: [
          { i: 5, j: 5 },
          { i: 5, j: 7 },
        ],
      }),
    );
    expect(!jump.ok && jump.refusal).toMatchObject({ reason: "not-a-step", step: 1 });
    const elsewhere = planBoth(b, (q) => validateChargePath(q, { unitId: "C", path: [{ i: 0, j: 0 }] }));
    expect(!elsewhere.ok && elsewhere.refusal.reason).toBe("wrong-start");
  });
});
