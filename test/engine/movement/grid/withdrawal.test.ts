import { describe, expect, it } from "vitest";
import { HEX_KINDS, type HexKind } from "@engine/grid/hex";
import type { Board } from "@engine/board/types";
import { planWithdrawal, type WithdrawalRequest } from "@engine/movement/grid/withdrawal";
import { board, hexAt, unit } from "./grid-fixtures";
import { planBoth } from "./plan-both";

const withdraw = (b: Board, request: WithdrawalRequest) => planBoth(b, (q) => planWithdrawal(q, request));

describe.each(HEX_KINDS)("hex withdrawal on %s", (kind: HexKind) => {
  const at = (q: number, r: number) => hexAt(kind, q, r);

  it("leaves the enemy zone of control, ending further from the enemy", () => {
    // L (move 2) at (0,0) next to E at (1,0), so in E's zone. Two steps reach cells 3 from E:
    // (-2,2), (-2,1), (-2,0), (-1,-1), (0,-2). B at (-2,1) holds one and covers (-2,2) and
    // (-2,0); C at (1,-3) covers (0,-2). Only (-1,-1) is outside every zone. The zones may be
    // crossed on the way (the default), and the cheapest paths tie at 2: the search pushes
    // neighbours clockwise from (1,0), so (-1,0) is settled before (0,-1) and the path goes by it.
    const b = board(kind, [
      unit("L", "blue", at(0, 0), { move: 2 }),
      unit("E", "red", at(1, 0)),
      unit("B", "red", at(-2, 1)),
      unit("C", "red", at(1, -3)),
    ]);
    const plan = withdraw(b, { unitId: "L" });
    expect(plan.moves[0]?.cells).toEqual([at(0, 0), at(-1, 0), at(-1, -1)]);
    expect(plan.events).toEqual([]);
  });

  it("destroys a unit that cannot leave an enemy zone of control", () => {
    // L (move 1) between E1 at (1,0) and E2 at (-1,0): every neighbour of (0,0) is one of them or
    // next to one ((0,1) and (1,-1) touch E1, (-1,1) and (0,-1) touch E2).
    const b = board(kind, [
      unit("L", "blue", at(0, 0), { move: 1 }),
      unit("E1", "red", at(1, 0)),
      unit("E2", "red", at(-1, 0)),
    ]);
    expect(withdraw(b, { unitId: "L" })).toMatchObject({
      moves: [],
      events: [
        { kind: "blocked", unitId: "L", cause: "no-retreat", outcome: "eliminated" },
        { kind: "removed", unitId: "L", reason: "eliminated" },
      ],
    });
    // Without the destruction option it moves to the best place it can: still in a zone.
    const kept = withdraw(b, { unitId: "L", destroyIfTrapped: false });
    expect(kept.events.some((e) => e.kind === "removed")).toBe(false);
  });
});

describe("square withdrawal", () => {
  it("never plans a cell off the board's edge, and says which cells it refused for that", () => {
    // As below, L (move 2) at (5,5), E at (5,6); but the board's columns start at 5. E's zone is
    // rows 4-6, columns 5-7. Within two steps on the board: rows 3 to 7, columns 5 to 7, all at
    // most 2 from E; outside the zone only rows 3 and 7, every such cell 2 away at cost 2. The
    // lowest row, then column, wins: (3,5). Off the board: the first step's column-4 neighbours
    // (4,4), (5,4), (6,4). (Without the edge L goes to (3,3), three columns further west.)
    const b: Board = {
      ...board("square", [unit("L", "blue", { i: 5, j: 5 }, { move: 2 }), unit("E", "red", { i: 5, j: 6 })]),
      edge: { minI: 0, maxI: 10, minJ: 5, maxJ: 10 },
    };
    const plan = withdraw(b, { unitId: "L" });
    const move = plan.moves[0];
    expect(move?.cells?.at(-1)).toEqual({ i: 3, j: 5 });
    expect(move?.distance).toBe(2);
    expect(move?.cells?.every((cell) => cell.j >= 5)).toBe(true);
    for (const cell of [
      { i: 4, j: 4 },
      { i: 5, j: 4 },
      { i: 6, j: 4 },
    ]) {
      expect(move?.why?.notes).toContainEqual({ kind: "refused", step: 1, cell, why: { kind: "edge" } });
    }
    // The rules' own bounds, when a request gives them, stand in for the board's edge.
    const wider = withdraw(b, { unitId: "L", rules: { bounds: { minI: 0, maxI: 10, minJ: 0, maxJ: 10 } } });
    expect(wider.moves[0]?.cells?.at(-1)).toEqual({ i: 3, j: 3 });
  });

  it("leaves the enemy zone of control, ending further from the enemy", () => {
    // L (move 2) at (5,5), E at (5,6). Cells 3 from E (Chebyshev) within 2 steps: column 3, rows 3
    // to 7, all at cost 2 and outside E's zone; the lowest row wins: (3,3), reached by (4,4).
    const b = board("square", [unit("L", "blue", { i: 5, j: 5 }, { move: 2 }), unit("E", "red", { i: 5, j: 6 })]);
    expect(withdraw(b, { unitId: "L" }).moves[0]?.cells).toEqual([
      { i: 5, j: 5 },
      { i: 4, j: 4 },
      { i: 3, j: 3 },
    ]);
  });

  it("destroys a unit that cannot leave an enemy zone of control", () => {
    // E1 at (5,6) and E2 at (5,4) cover rows 4-6 of columns 3-7: all of L's neighbours.
    const b = board("square", [
      unit("L", "blue", { i: 5, j: 5 }, { move: 1 }),
      unit("E1", "red", { i: 5, j: 6 }),
      unit("E2", "red", { i: 5, j: 4 }),
    ]);
    expect(withdraw(b, { unitId: "L" }).events).toMatchObject([
      { kind: "blocked", unitId: "L", cause: "no-retreat", outcome: "eliminated" },
      { kind: "removed", unitId: "L", reason: "eliminated" },
    ]);
  });

  it("stays put when it is already where it should be", () => {
    // A move of 0 leaves only its own cell, out of E's zone: no move, but the status is added.
    const b = board("square", [unit("L", "blue", { i: 0, j: 0 }, { move: 0 }), unit("E", "red", { i: 0, j: 9 })]);
    expect(withdraw(b, { unitId: "L", addStatus: ["broken"] })).toEqual({
      moves: [],
      events: [{ kind: "status", unitId: "L", add: ["broken"], remove: [] }],
    });
  });
});
