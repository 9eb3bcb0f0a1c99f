import { describe, expect, it } from "vitest";
import { planCounterCharge } from "@engine/movement/grid/charge";
import { planRetreat } from "@engine/movement/grid/retreat";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import type { Unit } from "@engine/board/types";
import { board, hexAt, unit } from "./grid-fixtures";
import { planBoth } from "./plan-both";

/*
 * The retreat test's blocked scenario (retreat.test.ts), on one hex layout, cube (q, r): R blue at
 * (0,0) retreats 1 cell from A red at (1,0). The steps 2 from A are (-1,1), (-1,0), (0,-1); B red at
 * (-2,1) covers the first two, C red at (0,-2) the last, so on one level R has no legal step. Put B
 * and C on another scene level and their zones no longer reach R: the first of those steps is free.
 */
describe("grid movement across scene levels", () => {
  const kind = "hex-odd-r";
  const at = (q: number, r: number) => hexAt(kind, q, r);
  const onLevel = (u: Unit, level: string): Unit => ({ ...u, level });
  const R = onLevel(unit("R", "blue", at(0, 0)), "ground");
  const A = onLevel(unit("A", "red", at(1, 0)), "ground");

  it("is blocked by enemy zones on its own level", () => {
    const b = board(kind, [
      R,
      A,
      onLevel(unit("B", "red", at(-2, 1)), "ground"),
      onLevel(unit("C", "red", at(0, -2)), "ground"),
    ]);
    const plan = planRetreat(createGridMoveContext(b), { unitId: "R", cells: 1 });
    expect(plan.moves).toEqual([]);
  });

  it("ignores enemy zones and enemies on another level", () => {
    const b = board(kind, [
      R,
      A,
      onLevel(unit("B", "red", at(-2, 1)), "roof"),
      onLevel(unit("C", "red", at(0, -2)), "roof"),
    ]);
    const plan = planRetreat(createGridMoveContext(b), { unitId: "R", cells: 1 });
    expect(plan.moves).toHaveLength(1);
    expect(plan.events).toEqual([]);
    const end = plan.moves[0]?.cells?.at(-1);
    expect([at(-1, 1), at(-1, 0), at(0, -1)]).toContainEqual(end);
  });
});

/*
 * The counter-charge test's square case (charge.test.ts): D (move 12: 3 cells) at (5,5) charges
 * the nearest enemy, E1 at (5,8), 3 away, before E2 at (9,5), 4 away. With E1 on the roof the
 * nearest enemy on D's level is E2: the line runs (6,5), (7,5), (8,5), and (8,5) touches E2 after
 * 3 cells. planBoth checks the board index against the naive oracle, which measures on one level too.
 */
describe("grid nearest enemy across scene levels", () => {
  it("charges the nearest enemy on its own level", () => {
    const D = unit("D", "blue", { i: 5, j: 5 }, { move: 12 });
    const E1 = { ...unit("E1", "red", { i: 5, j: 8 }, { formation: "X" }), level: "roof" };
    const E2 = unit("E2", "red", { i: 9, j: 5 }, { formation: "Y" });
    const plan = planBoth(board("square", [D, E1, E2]), (q) => planCounterCharge(q, { unitId: "D" }));
    expect(plan.moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 6, j: 5 },
      { i: 7, j: 5 },
      { i: 8, j: 5 },
    ]);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "D", otherId: "E2" }]);
  });
});
