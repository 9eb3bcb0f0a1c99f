import { describe, it } from "vitest";
import { expectSameResult } from "../same-answers";

describe("victory-margin's combat from contact", () => {
  it("asks the round's dice and each side's rear supports, and plays as the scripted ridge breakthrough", () => {
    expectSameResult({
      file: "victory-margin/breakthrough-at-the-ridge.yml",
      combat: "ridge",
      contact: { attackerId: "panzers", defenderIds: ["rifles"] },
      answers: { attackDice: 5, attackerSupports: ["motorised"], defenderSupports: ["reserve"] },
    });
  });

  it("rolls the dice a scripted combat gives as faces: the same faces, the same result", () => {
    expectSameResult({
      file: "victory-margin/hold-or-give-ground.yml",
      combat: "grenadiers-hold",
      contact: { attackerId: "battalion", defenderIds: ["grenadiers"] },
      answers: { attackDice: 4 },
      dice: [6, 6, 3, 1],
    });
  });

  it("asks the defending units the round eliminated, and plays as the scripted stand-in", () => {
    expectSameResult({
      file: "victory-margin/through-the-gap.yml",
      combat: "stand-in",
      contact: { attackerId: "infantry", defenderIds: ["platoon"] },
      answers: { attackDice: 3, defenderSupports: ["company"], eliminated: ["platoon"] },
      dice: [6, 5, 2],
    });
  });
});
