import { describe, expect, it } from "vitest";
import { advance } from "@engine/session/advance";
import { refusal, toy } from "./toy-machine";

const started = toy.start({ threshold: 8 });
const betHigh = advance(toy, started, { kind: "decision", step: "bet", picks: ["high"] });

describe("advance refuses inputs of the wrong shape with a named error", () => {
  it.each([
    null,
    undefined,
    3,
    "bet",
    [],
    { kind: "decision" },
    { kind: "wish", step: "bet", picks: [] },
    { kind: "decision", step: 1, picks: [] },
  ])("%j is no input", (input) => {
    expect(refusal(started, input)).toBe("WARGAME.Error.Session.NotInput");
  });

  it.each([null, "high", [1], [null], { 0: "high" }])("picks %j are not a list of option ids", (picks) => {
    expect(refusal(started, { kind: "decision", step: "bet", picks })).toBe("WARGAME.Error.Session.NotPicks");
  });

  it.each([null, "3,4", ["3", "4"], [{}]])("dice %j are not a list of numbers", (dice) => {
    expect(refusal(betHigh, { kind: "roll", step: "dice", dice })).toBe("WARGAME.Error.Session.NotDice");
  });
});
