import { describe, expect, it } from "vitest";
import { planRetreat } from "@engine/movement/grid/retreat";
import type { MoveNote } from "@engine/movement/move-plan";
import { board, unit } from "./grid-fixtures";
import { planBoth } from "./plan-both";

/*
 * Why a grid retreat goes where it goes. Square grid, 8-way, equidistant diagonals (Chebyshev
 * distance); R (blue) at row 5, column 5, attacker A (red) east of it at (5,6). A's zone of
 * control is rows 4-6 of columns 5-7. The first step must go 2 from A: column 4, rows 4-6.
 */
const R = unit("R", "blue", { i: 5, j: 5 });
const A = unit("A", "red", { i: 5, j: 6 });

const refused = (i: number, j: number, why: Extract<MoveNote, { kind: "refused" }>["why"], step = 1): MoveNote => ({
  kind: "refused",
  step,
  cell: { i, j },
  why,
});

describe("the reasons of a grid retreat", () => {
  it("name each first step refused and the step that went around a zone of control", () => {
    // B (red) at (5,2) covers rows 4-6 of columns 1-3; C at (8,3) rows 7-9 of columns 2-4.
    // Step 1 from (5,5): (5,6) holds A; (4,5), (4,6), (6,5), (6,6) stay 1 from A (not further;
    // also in A's zone, but the retreat's own rule is said); (4,4), (5,4), (6,4) are open, and the
    // tie goes to the lowest row, (4,4). Step 2 from (4,4): column 3 is 3 from A; (4,3) and (5,3)
    // are in B's zone, (3,3) is free: the one way, forced. The rest stay within 2 of A.
    const b = board("square", [R, A, unit("B", "red", { i: 5, j: 2 }), unit("C", "red", { i: 8, j: 3 })]);
    const plan = planBoth(b, (q) => planRetreat(q, { unitId: "R", cells: 2 }));
    const why = plan.moves[0]?.why;
    expect(why?.rule).toEqual({ kind: "retreat", distance: 2 });
    const notAway = { kind: "not-away" } as const;
    expect(why?.notes).toHaveLength(8);
    expect(why?.notes).toEqual(
      expect.arrayContaining([
        refused(5, 6, { kind: "enemy", otherId: "A" }),
        refused(4, 5, notAway),
        refused(4, 6, notAway),
        refused(6, 5, notAway),
        refused(6, 6, notAway),
        { kind: "forced", step: 2, cell: { i: 3, j: 3 } },
        refused(4, 3, { kind: "zoc", otherId: "B", side: "red" }, 2),
        refused(5, 3, { kind: "zoc", otherId: "B", side: "red" }, 2),
      ]),
    );
  });

  it("name every neighbour refused when there is no way out, on the blocked event", () => {
    // B at (5,3) covers rows 4-6 of columns 2-4: the three cells of column 4 are in its zone; the
    // other five neighbours are A's cell or stay 1 from A. Eliminated, with eight reasons.
    const b = board("square", [R, A, unit("B", "red", { i: 5, j: 3 })]);
    const plan = planBoth(b, (q) => planRetreat(q, { unitId: "R", cells: 1 }));
    expect(plan.moves).toEqual([]);
    const blocked = plan.events[0];
    expect(blocked).toMatchObject({ kind: "blocked", cause: "no-retreat", outcome: "eliminated" });
    const zoc = { kind: "zoc", otherId: "B", side: "red" } as const;
    const notes = blocked?.kind === "blocked" ? blocked.notes : undefined;
    expect(notes).toHaveLength(8);
    expect(notes).toEqual(
      expect.arrayContaining([
        refused(4, 4, zoc),
        refused(5, 4, zoc),
        refused(6, 4, zoc),
        refused(5, 6, { kind: "enemy", otherId: "A" }),
      ]),
    );
  });

  it("name impassable ground by its kind", () => {
    // Rows 4-6 of column 4 are marsh, impassable: nothing is open; each column-4 cell says marsh.
    const marsh = { i: 4, j: 4 };
    const b = board("square", [R, A]);
    const areas = [5, 4, 6].map((i) => ({ id: `m${i}`, kind: "marsh", shape: { cells: [{ ...marsh, i }] } }));
    const plan = planBoth({ ...b, terrain: { walls: [], areas } }, (q) =>
      planRetreat(q, { unitId: "R", cells: 1, rules: { terrain: { impassable: ["marsh"], extraCost: {} } } }),
    );
    const blocked = plan.events[0];
    expect(blocked?.kind === "blocked" ? blocked.notes : []).toEqual(
      expect.arrayContaining([refused(4, 4, { kind: "terrain", terrain: "marsh" })]),
    );
  });
});
