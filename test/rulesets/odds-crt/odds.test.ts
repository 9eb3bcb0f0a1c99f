import { describe, it, expect } from "vitest";
import { probabilityOf } from "@engine/session/distribution";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { combat, counter, hex, hexBoard } from "./fixtures";

const A = hex(0, 0);
const D = hex(1, 0);

describe("exact odds", () => {
  it("gives each result its faces' share: classic 2:1 (4 against 2)", () => {
    // 2:1 column, die 1–6: AR AR NE DR EX DR.
    const board = hexBoard([counter("a", "red", A, { attack: 4 }), counter("d", "blue", D, { defence: 2 })]);
    const odds = oddsCrt.odds(combat(board, [A], [D]));
    expect(probabilityOf(odds.result, "AR")).toBeCloseTo(2 / 6);
    expect(probabilityOf(odds.result, "NE")).toBeCloseTo(1 / 6);
    expect(probabilityOf(odds.result, "DR")).toBeCloseTo(2 / 6);
    expect(probabilityOf(odds.result, "EX")).toBeCloseTo(1 / 6);
    // EX eliminates d, and a (4) pays its 2: one unit each side, 1 in 6.
    expect(probabilityOf(odds.defenderEliminated, 1)).toBeCloseTo(1 / 6);
    expect(probabilityOf(odds.attackerEliminated, 1)).toBeCloseTo(1 / 6);
    // Retreats: AR and DR (4 in 6) all find a hex; NE and EX ask none.
    expect(probabilityOf(odds.retreat, "retreated")).toBeCloseTo(4 / 6);
    expect(probabilityOf(odds.retreat, "none")).toBeCloseTo(2 / 6);
  });

  it("counts a retreat with nowhere to go as blocked: every hex in a zone of control", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 4 }),
      counter("x", "red", hex(3, -1), { attack: 0 }),
      counter("y", "red", hex(1, 2), { attack: 0 }),
      counter("d", "blue", D, { defence: 2 }),
    ]);
    const odds = oddsCrt.odds(combat(board, [A], [D]));
    // DR on dice 4 and 6; AR (dice 1, 2): a's own retreat hexes are free.
    expect(probabilityOf(odds.retreat, "blocked")).toBeCloseTo(2 / 6);
  });
});
