import { describe, expect, it } from "vitest";
import { expectSameResult, playBoth } from "../same-answers";

describe("skirmish-recoil's combat from contact", () => {
  it("plays a hand-to-hand fight the attacker won, the result asked, as the scripted flight over the hedge", () => {
    expectSameResult({
      file: "skirmish-recoil/flight-over-the-hedge.yml",
      combat: "melee",
      contact: { attackerId: "warrior", defenderIds: ["redcoat"] },
      answers: { source: "hand-to-hand", victor: "attacker", result: "ask" },
    });
  });

  it("plays a fight the figure attacked won, its result given, as the scripted dragoons' recoil", () => {
    // The dragoon charged the horseman and lost: the horseman is the victor.
    expectSameResult({
      file: "skirmish-recoil/dragoons-ride-down-the-foot.yml",
      combat: "melee",
      contact: { attackerId: "dragoon", defenderIds: ["horseman"] },
      answers: { source: "hand-to-hand", victor: "defender", result: "recoil" },
    });
  });

  it("plays shooting that suppresses as the same selection written out", () => {
    const test = {
      file: "skirmish-recoil/dragoons-ride-down-the-foot.yml",
      combat: "melee",
      contact: { attackerId: "horseman", defenderIds: ["dragoon"] },
      answers: { source: "shooting", victor: "attacker", result: "suppressed" },
      selection: { victor: "horseman", loser: "dragoon", source: "shooting", result: "suppressed" },
      // The suppressed dragoon falls back 1" to its rear.
      decisions: [{ step: "suppression", picks: ["rear:1"] }],
    };
    expectSameResult(test);
    expect(playBoth(test).contact.outcome).toMatchObject({ result: "suppressed" });
  });
});
