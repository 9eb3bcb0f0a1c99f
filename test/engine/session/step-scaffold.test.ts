import { describe, expect, it } from "vitest";
import { type Examination, ask, auto, done, stepScaffold } from "@engine/session/step-scaffold";
import type { RollStep } from "@engine/session/types";

/** A countdown: from n it moves on by itself to n − 1 while n is odd, asks for a die at an even n > 0, and is done at 0. */
const DIE: RollStep = {
  kind: "roll",
  id: "die",
  side: "red",
  dice: "1d6",
  purpose: { key: "WARGAME.Test.Die", data: {} },
};
function examine(n: number): Examination<number, string> {
  if (n === 0) return done("over");
  return n % 2 === 1 ? auto(n - 1) : ask(DIE);
}
const countdown = stepScaffold("countdown", examine);

describe("the step scaffold", () => {
  it("runs the automatic moves until a state waits for an input or is done", () => {
    expect(countdown.settle(5)).toBe(4);
    expect(countdown.settle(4)).toBe(4);
    expect(countdown.settle(1)).toBe(0);
  });

  it("stops early where `stop` accepts a state", () => {
    expect(countdown.settle(7, (n) => n === 7)).toBe(7);
  });

  it("answers pending from the same examination, and refuses a state that would still move on", () => {
    expect(countdown.pending(4)).toBe(DIE);
    expect(countdown.pending(0)).toEqual({ kind: "done", outcome: "over" });
    expect(() => countdown.pending(3)).toThrow("countdown: an unsettled state was handed out");
  });
});
