import { describe, it, expect } from "vitest";
import { bestRating, commandRoll, passChance } from "@rulesets/command-test/command-roll";
import { validateSetup } from "@rulesets/command-test/setup";
import { attack, counter, decide, hex, hexBoard, lineKeys, outcomeOf, pendingId, roll } from "./fixtures";

describe("the command test (Rule 10.2)", () => {
  it("fails on a roll of 1 whatever the chits and rating", () => {
    // 1 + 6 CC + CR 6 = 13, far above 7, but a 1 fails.
    expect(commandRoll(1, 6, 6)).toEqual({ die: 1, chits: 6, rating: 6, total: 13, passes: false });
    expect(commandRoll(2, 6, 6).passes).toBe(true);
  });

  it("goes ahead at 7 or more: die + CC + CR", () => {
    // 4 + 1 + 2 = 7 goes ahead; 3 + 1 + 2 = 6 fails; 6 with nothing added fails.
    expect(commandRoll(4, 1, 2).passes).toBe(true);
    expect(commandRoll(3, 1, 2).passes).toBe(false);
    expect(commandRoll(6, 0, 0).passes).toBe(false);
  });

  it("counts the best commander's CR only", () => {
    const setup = validateSetup({
      grid: hexBoard([]).grid,
      attacking: {
        cell: hex(0, 0),
        side: "red",
        units: [
          { id: "a", data: { strength: 2 } },
          { id: "ney", data: { commander: 1, strength: 0 } },
          { id: "mur", data: { commander: 3, strength: 0 } },
        ],
      },
      defending: { cell: hex(1, 0), side: "blue", units: [{ id: "b" }] },
    });
    // CRs 1 and 3: the highest, 3 (not 4, not 1).
    expect(bestRating(setup.attacking.units)).toBe(3);
    expect(bestRating(setup.defending.units)).toBe(0);
  });

  it("counts a commander of the stack who is not given the order", () => {
    // Only "a" is ordered; Ney (CR 2) stands in the stack: 5 + 0 CC + 2 = 7 goes ahead.
    const board = hexBoard([
      counter("a", "red", hex(0, 0), { strength: 2 }),
      counter("ney", "red", hex(0, 0), { commander: 2, strength: 0 }),
      counter("b", "blue", hex(1, 0)),
    ]);
    const state = roll(attack(board, { from: hex(0, 0), target: hex(1, 0), units: ["a"] }), "command", 5);
    expect(lineKeys(state.effects)[0]).toBe("Log.GoesAhead");
    expect(state.command).toEqual({ die: 5, chits: 0, rating: 2, total: 7, passes: true });
  });

  it("ends a failed order with no combat, on a 1 as below 7", () => {
    const board = hexBoard([counter("a", "red", hex(0, 0), { commander: 5 }), counter("b", "blue", hex(1, 0))]);
    const start = attack(board, { from: hex(0, 0), target: hex(1, 0), chits: { red: 3 } });
    // 1 + 3 CC + CR 5 = 9, but a 1.
    expect(pendingId(start)).toBe("chits:attacker");
    const one = roll(decide(start, "chits:attacker", "3"), "command", 1);
    expect(outcomeOf(one)).toEqual({
      goesAhead: false,
      chitsSpent: { attacker: 3, defender: 0 },
      supporting: { attacker: [], defender: [] },
      strength: null,
      column: null,
      result: null,
    });
    expect(lineKeys(one.effects)).toEqual(["Log.Chits", "Log.FailsOnOne"]);
    expect(one.effects[0]).toEqual({ kind: "resource", side: "red", resource: "command-chits", delta: -3 });
    // No commander and no chits: 6 + 0 + 0 = 6 is below 7.
    const plain = hexBoard([counter("a", "red", hex(0, 0)), counter("b", "blue", hex(1, 0))]);
    const low = roll(attack(plain, { from: hex(0, 0), target: hex(1, 0) }), "command", 6);
    expect(pendingId(low)).toBe("done");
    expect(lineKeys(low.effects)).toEqual(["Log.Fails"]);
    expect(low.effects).toHaveLength(1);
  });

  it("has the exact chance of passing: the faces 2 to 6 that reach 7", () => {
    // CC 1 + CR 2 needs 4+: 3 faces. Nothing added needs 7: none. CC 6 needs 1+, but 1 fails: 5.
    // CC 3 + CR 1 needs 3+: 4 faces. CR 1 alone needs a 6; CR 2 alone a 5 or 6.
    expect(passChance(1, 2)).toBe(3 / 6);
    expect(passChance(0, 0)).toBe(0);
    expect(passChance(6, 0)).toBe(5 / 6);
    expect(passChance(3, 1)).toBe(4 / 6);
    expect(passChance(0, 1)).toBe(1 / 6);
    expect(passChance(0, 2)).toBe(2 / 6);
  });
});
