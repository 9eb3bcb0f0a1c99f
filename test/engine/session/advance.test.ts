import { describe, it, expect } from "vitest";
import { advance } from "@engine/session/advance";
import { refusal, toy } from "./toy-machine";

const started = toy.start({ threshold: 8 });
const betHigh = advance(toy, started, { kind: "decision", step: "bet", picks: ["high"] });

describe("advance", () => {
  it("applies a valid input and appends a plain copy of it to the log", () => {
    const input = { kind: "decision", step: "bet", picks: ["high"], extra: "dropped" } as const;
    const next = advance(toy, started, input);
    expect(next.bet).toBe("high");
    expect(next.log).toEqual([{ kind: "decision", step: "bet", picks: ["high"] }]);
    expect(started.log).toEqual([]);
  });

  it("refuses an input for another step, of the wrong kind, or after the end", () => {
    expect(refusal(started, { kind: "decision", step: "other", picks: ["high"] })).toBe(
      "WARGAME.Error.Session.NotPending",
    );
    expect(refusal(started, { kind: "roll", step: "bet", dice: [3] })).toBe("WARGAME.Error.Session.WrongKind");
    const done = advance(toy, betHigh, { kind: "roll", step: "dice", dice: [4, 5] });
    expect(refusal(done, { kind: "roll", step: "dice", dice: [1, 1] })).toBe("WARGAME.Error.Session.Finished");
  });

  it("refuses unknown, illegal, repeated picks and a wrong number of picks", () => {
    expect(refusal(started, { kind: "decision", step: "bet", picks: ["middle"] })).toBe(
      "WARGAME.Error.Session.UnknownOption",
    );
    expect(refusal(started, { kind: "decision", step: "bet", picks: ["cheat"] })).toBe(
      "WARGAME.Error.Session.IllegalOption",
    );
    expect(refusal(started, { kind: "decision", step: "bet", picks: [] })).toBe("WARGAME.Error.Session.PickExactly");
    expect(refusal(started, { kind: "decision", step: "bet", picks: ["low", "high"] })).toBe(
      "WARGAME.Error.Session.PickExactly",
    );
  });

  it("refuses a roll with the wrong number of dice or a face the die does not have", () => {
    expect(refusal(betHigh, { kind: "roll", step: "dice", dice: [3] })).toBe("WARGAME.Error.Session.DiceCount");
    expect(refusal(betHigh, { kind: "roll", step: "dice", dice: [3, 7] })).toBe("WARGAME.Error.Session.DieFace");
    expect(refusal(betHigh, { kind: "roll", step: "dice", dice: [0, 2] })).toBe("WARGAME.Error.Session.DieFace");
    expect(refusal(betHigh, { kind: "roll", step: "dice", dice: [2.5, 2] })).toBe("WARGAME.Error.Session.DieFace");
  });

  it("says in English which step and value are wrong", () => {
    expect(() => advance(toy, betHigh, { kind: "roll", step: "dice", dice: [3, 7] })).toThrow(
      "Roll dice (2d6): 7 is not a face of a 6-sided die.",
    );
  });
});
