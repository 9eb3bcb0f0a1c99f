import { describe, it, expect } from "vitest";
import { allRolls, checkRoll, parseDice } from "@engine/session/dice";
import { fixedDice, seededDice } from "@engine/session/dice-source";
import { nextRandom } from "@engine/session/prng";
import type { RollStep } from "@engine/session/types";

const rollOf = (dice: string): RollStep => ({
  kind: "roll",
  id: "r",
  side: "a",
  dice,
  purpose: { key: "k", data: {} },
});

describe("dice expressions", () => {
  it("reads the count (1 when left out) and the faces", () => {
    expect(parseDice("1d6")).toEqual({ count: 1, faces: 6 });
    expect(parseDice("d6")).toEqual({ count: 1, faces: 6 });
    expect(parseDice("2d10")).toEqual({ count: 2, faces: 10 });
  });

  it("refuses anything else", () => {
    for (const bad of ["", "6", "0d6", "2d0", "1d6+1", "two d6"])
      expect(() => parseDice(bad)).toThrow(/not a dice expression/);
  });

  it("checks a result's shape", () => {
    expect(() => checkRoll(rollOf("2d6"), [1, 6])).not.toThrow();
    expect(() => checkRoll(rollOf("2d6"), [1])).toThrow(/needs 2 dice/);
  });

  it("lists every result of a roll: 2d3 has 9", () => {
    expect(allRolls({ count: 2, faces: 3 })).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
  });
});

describe("dice sources", () => {
  it("gives the fixed dice in order, per die, and refuses to run past the list", () => {
    const dice = fixedDice([3, 4, 5]);
    expect(dice(rollOf("2d6"))).toEqual([3, 4]);
    expect(dice(rollOf("1d6"))).toEqual([5]);
    expect(() => dice(rollOf("1d6"))).toThrow(/ran out/);
  });

  it("gives the same rolls for the same seed, all faces, about equally often", () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const rolls = Array.from({ length: 6000 }, () => a(rollOf("1d6"))[0] ?? 0);
    expect(Array.from({ length: 6000 }, () => b(rollOf("1d6"))[0] ?? 0)).toEqual(rolls);
    for (let face = 1; face <= 6; face += 1) {
      const count = rolls.filter((roll) => roll === face).length;
      // 1000 expected; 5 standard deviations (about 29 each) either way.
      expect(Math.abs(count - 1000)).toBeLessThan(150);
    }
    expect(seededDice(43)(rollOf("2d6"))).not.toEqual(seededDice(42)(rollOf("2d6")));
  });

  it("draws numbers in [0, 1) from a pure generator", () => {
    const first = nextRandom(7);
    expect(nextRandom(7)).toEqual(first);
    expect(first.value).toBeGreaterThanOrEqual(0);
    expect(first.value).toBeLessThan(1);
    expect(nextRandom(first.state).value).not.toBe(first.value);
  });
});
