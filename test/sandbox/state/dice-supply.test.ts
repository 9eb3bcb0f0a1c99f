import { describe, expect, it } from "vitest";
import { seededDice } from "@engine/session/dice-source";
import type { RollStep } from "@engine/session/types";
import { pageDice } from "@sandbox/state/dice-supply";

function step(dice: string): RollStep {
  return { kind: "roll", id: "roll", side: "a", dice, purpose: { key: "WARGAME.X", data: {} } };
}

describe("the page's dice", () => {
  it("deals the listed dice first, then the seed's, as the engine's resolver does", () => {
    const supply = pageDice([5, 3], 7);
    const seeded = seededDice(7);
    expect(supply.roll(step("d6"))).toEqual([5]);
    expect(supply.roll(step("1d6"))).toEqual([3]);
    expect(supply.roll(step("2d6"))).toEqual(seeded(step("2d6")));
  });

  it("never splits a roll between the list and the seed", () => {
    // One die listed, two wanted: both come from the seed.
    const supply = pageDice([6], 11);
    expect(supply.roll(step("2d6"))).toEqual(seededDice(11)(step("2d6")));
  });

  it("deals a scripted example's own dice after the link's, then the seed's; fresh dice skip them", () => {
    const supply = pageDice([1], 7);
    supply.script([5, 3, 2]);
    expect(supply.roll(step("1d6"))).toEqual([1]);
    expect(supply.roll(step("2d6"))).toEqual([5, 3]);
    expect(supply.roll(step("1d6"))).toEqual([2]);
    expect(supply.roll(step("1d6"))).toEqual(seededDice(7)(step("1d6")));
    const fresh = pageDice([], 7);
    fresh.script([]);
    expect(fresh.roll(step("1d6"))).toEqual(seededDice(7)(step("1d6")));
  });

  it("forgets the link's dice once another scenario is shown", () => {
    const supply = pageDice([6, 6], 3);
    supply.dropLinked();
    expect(supply.roll(step("2d6"))).toEqual(seededDice(3)(step("2d6")));
  });
});
