import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assault } from "@rulesets/assault/assault-ruleset";
import type { AssaultState } from "@rulesets/assault/state";
import { applyPlan } from "@engine/movement/apply-plan";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";
import { replay } from "@engine/session/replay";
import type { StepInput } from "@engine/session/types";
import { EngineError } from "@engine/errors";
import { legalInput, setupInput } from "./arbitraries";

/** An input the step must refuse: a face the die lacks, an illegal or unknown option, a wrong step id. */
function badInput(state: AssaultState, random: number): StepInput {
  const step = assault.pending(state);
  if (step.kind === "roll")
    return random % 2 === 0
      ? { kind: "roll", step: step.id, dice: [7] }
      : { kind: "roll", step: "result:9:attacker", dice: [1, 1] };
  if (step.kind === "decision") {
    const illegal = step.options.find((option) => !option.legal);
    return { kind: "decision", step: step.id, picks: illegal === undefined ? ["no-such-option"] : [illegal.id] };
  }
  return { kind: "roll", step: "attack:1:attacker", dice: [1] };
}

/** Where each unit stands: what a board says about positions. */
const places = (units: AssaultState["board"]["units"]) =>
  Object.fromEntries(units.map((unit) => [unit.id, unit.footprint])) as Record<string, unknown>;

describe("replaying an assault", () => {
  it("rebuilds the same plain-JSON state from the log; bad inputs throw and change nothing; the plan ends where the session did", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 80, maxLength: 80 }), (input, randoms) => {
        const setup = assault.validateSetup(input);
        let state = assault.start(setup);
        for (const random of randoms) {
          const before = JSON.stringify(state);
          expect(() => advance(assault, state, badInput(state, random))).toThrow(EngineError);
          expect(JSON.stringify(state)).toBe(before);
          const next = legalInput(state, random);
          if (next === null) break;
          state = advance(assault, state, next);
        }
        expect(assault.pending(state).kind).toBe("done");
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(replay(assault, setup, state.log)).toEqual(state);
        const affected = applyEffects(setup.board, assault.effects(state));
        expect(places(applyPlan(affected, assault.planMoves(affected, state)).units)).toEqual(
          places(state.board.units),
        );
      }),
      { numRuns: 80 },
    );
  });
});
