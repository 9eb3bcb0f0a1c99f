import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { advance } from "@engine/session/advance";
import { replay } from "@engine/session/replay";
import type { SessionStateBase, StepMachine } from "@engine/session/types";
import { EngineError } from "@engine/errors";
import { badInput, legalInput, setupInput } from "./arbitraries";

/** Plays legal random inputs (refusing a bad one before each), at most `limit`; returns the last state. */
function play<S, T extends SessionStateBase, O>(
  machine: StepMachine<S, T, O>,
  start: T,
  randoms: readonly number[],
): T {
  let state = start;
  for (const random of randoms) {
    const before = JSON.stringify(state);
    expect(() => advance(machine, state, badInput(machine.pending(state)))).toThrow(EngineError);
    expect(JSON.stringify(state)).toBe(before);
    const next = legalInput(machine.pending(state), random);
    if (next === null) break;
    state = advance(machine, state, next);
  }
  return state;
}

describe("replaying", () => {
  it("an attack order rebuilds the same plain-JSON state from its log; bad inputs throw and change nothing", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (input, randoms) => {
        const setup = commandTest.validateSetup(input);
        const state = play(commandTest, commandTest.start(setup), randoms);
        const step = commandTest.pending(state);
        expect(step.kind).toBe("done");
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(replay(commandTest, setup, state.log)).toEqual(state);
        if (step.kind !== "done") return;
        // Chits spent never exceed a side's pool, and a failed order has no combat.
        expect(step.outcome.chitsSpent.attacker).toBeLessThanOrEqual(setup.chits["red"] ?? 0);
        expect(step.outcome.chitsSpent.defender).toBeLessThanOrEqual(setup.chits["blue"] ?? 0);
        if (!step.outcome.goesAhead) expect(step.outcome.result).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
