import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import { advance } from "@engine/session/advance";
import { replay } from "@engine/session/replay";
import type { StepInput } from "@engine/session/types";
import { EngineError } from "@engine/errors";
import { legalInput, setupInput } from "./arbitraries";

/** An input the step must refuse: an illegal option, a face the die lacks, or a wrong step id. */
function badInput(state: CombatGridState): StepInput {
  const step = combatGrid.pending(state);
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [7] };
  if (step.kind === "decision") {
    const illegal = step.options.find((option) => !option.legal);
    return { kind: "decision", step: step.id, picks: illegal === undefined ? ["no-such-option"] : [illegal.id] };
  }
  return { kind: "roll", step: "roll:attacker", dice: [1] };
}

describe("replaying a combat", () => {
  it("rebuilds the same plain-JSON state from the log; bad inputs throw and change nothing", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (input, randoms) => {
        const setup = combatGrid.validateSetup(input);
        let state = combatGrid.start(setup);
        for (const random of randoms) {
          const before = JSON.stringify(state);
          expect(() => advance(combatGrid, state, badInput(state))).toThrow(EngineError);
          expect(JSON.stringify(state)).toBe(before);
          const next = legalInput(state, random);
          if (next === null) break;
          state = advance(combatGrid, state, next);
        }
        expect(combatGrid.pending(state).kind).toBe("done");
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(replay(combatGrid, setup, state.log)).toEqual(state);
        // The defender holding sends every attacker left back; otherwise the attackers hold the square.
        const step = combatGrid.pending(state);
        if (step.kind === "done" && step.outcome.result === "holds") {
          const attackers = state.units.filter((unit) => unit.role === "attacker" && unit.presence === "in");
          expect(
            combatGrid.moveRequests(state).filter((request) => attackers.some((unit) => unit.id === request.unitId)),
          ).toHaveLength(attackers.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});
