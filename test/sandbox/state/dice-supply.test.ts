import { describe, expect, it } from "vitest";
import { seededDice } from "../../../src/engine/session/dice-source";
import type { RollStep } from "../../../src/engine/session/types";
import { diceSupply } from "../../../src/sandbox/state/dice-supply";

function step(dice: string): RollStep {
  return { kind: "roll", id: "roll", side: "a", dice, purpose: { key: "WARGAME.X", data: {} } };
}

describe("the page's dice", () => {
  it("deals the listed dice first, then the seed's, as the engine's resolver does", () => {
    const supply = diceSupply([5, 3], 7);
    const seeded = seededDice(7);
    expect(supply(step("d6"))).toEqual([5]);
    expect(supply(step("1d6"))).toEqual([3]);
    expect(supply(step("2d6"))).toEqual(seeded(step("2d6")));
  });

  it("never splits a roll between the list and the seed", () => {
    // One die listed, two wanted: both come from the seed, and the listed die is left unused.
    const supply = diceSupply([6], 11);
    expect(supply(step("2d6"))).toEqual(seededDice(11)(step("2d6")));
  });
});
