import { describe, expect, it } from "vitest";
import { armourAgainst, bandOf, countSixes, victoryMargin } from "@rulesets/victory-margin/margin";

describe("the victory margin (fall-back-and-follow-up.txt, Victory Margin)", () => {
  it("adds the sixes and the attacker's armour advantage, and subtracts strength, armour and cover advantages", () => {
    // 4 sixes + 2 armour saves − strength 3 − 1 armour advantage − 1 cover advantage = 1.
    expect(
      victoryMargin({ sixes: 4, armourAdvantage: 2, strength: 3, defenderArmourAdvantage: 1, coverAdvantage: 1 }),
    ).toBe(1);
    // No sixes against a strength-2 unit in cover: 0 + 0 − 2 − 0 − 2 = −4.
    expect(
      victoryMargin({ sixes: 0, armourAdvantage: 0, strength: 2, defenderArmourAdvantage: 0, coverAdvantage: 2 }),
    ).toBe(-4);
  });

  it("counts every 6 thrown, whether it caused a casualty or was saved", () => {
    expect(countSixes([6, 1, 6, 5, 6])).toBe(3);
    expect(countSixes([])).toBe(0);
  });

  it("puts margins above the cover level in the must band, 1..cover in the may band, and 0 or less in none", () => {
    // Cover level 2: margins 1 and 2 leave the choice; 3 exceeds it.
    expect([-1, 0, 1, 2, 3].map((margin) => bandOf(margin, 2))).toEqual(["none", "none", "may", "may", "must"]);
    // No cover: any margin above 0 forces the fall back.
    expect(bandOf(1, 0)).toBe("must");
  });

  it("reads an armour advantage as armour less the best anti-tank value met, never below 0", () => {
    expect(armourAgainst(3, [1, 2, 0])).toBe(1);
    expect(armourAgainst(1, [4])).toBe(0);
    expect(armourAgainst(2, [])).toBe(2);
  });
});
