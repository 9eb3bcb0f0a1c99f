import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EngineError } from "@engine/errors";
import { distance } from "@engine/geometry/vector";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import type { VictoryMarginState } from "@rulesets/victory-margin/state";
import { advance } from "@engine/session/advance";
import { replay } from "@engine/session/replay";
import type { StepInput } from "@engine/session/types";
import { legalInput, setupInput } from "./arbitraries";
import { centreOf, outcomeOf, played } from "./fixtures";

function badInput(state: VictoryMarginState): StepInput {
  const step = victoryMargin.pending(state);
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [7] };
  if (step.kind === "decision") {
    const illegal = step.options.find((option) => !option.legal);
    return { kind: "decision", step: step.id, picks: [illegal?.id ?? "no-such-option"] };
  }
  return { kind: "roll", step: "attack", dice: [1] };
}

describe("replaying a victory test", () => {
  it("rebuilds the same plain-JSON state from the log; bad inputs throw and change nothing; the outcome keeps the text's bands", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), ({ board, selection }, randoms) => {
        const setup = victoryMargin.setupFromBoard(board, selection);
        let state = victoryMargin.start(setup);
        for (const random of randoms) {
          const before = JSON.stringify(state);
          expect(() => advance(victoryMargin, state, badInput(state))).toThrow(EngineError);
          expect(JSON.stringify(state)).toBe(before);
          const next = legalInput(state, random);
          if (next === null) break;
          state = advance(victoryMargin, state, next);
        }
        const outcome = outcomeOf(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(replay(victoryMargin, setup, state.log)).toEqual(state);
        // Must fall back above the cover level; nothing at 0 or less; a fall back of margin × d6, 1 to 6 cm a die.
        if (outcome.band === "must") expect(outcome.effect).toBe("falls-back");
        if (outcome.band === "none") expect(["no-effect", "eliminated"]).toContain(outcome.effect);
        if (outcome.effect === "falls-back") {
          const margin = outcome.margin ?? 0;
          expect(outcome.fallBack).toBeGreaterThanOrEqual(margin);
          expect(outcome.fallBack).toBeLessThanOrEqual(6 * margin);
        }
        // Follow-ups only after a margin above 0 or an eliminated defender.
        if (Object.keys(outcome.followUps).length > 0)
          expect((outcome.margin ?? 0) > 0 || setup.eliminated.includes("D")).toBe(true);
        // Planned on the board, no unit that falls back ends nearer the attacker.
        const { board: after } = played(state);
        for (const request of victoryMargin.moveRequests(state)) {
          if (request.kind !== "fall-back" || !after.units.some((unit) => unit.id === request.unitId)) continue;
          const from = distance(centreOf(board, request.unitId), centreOf(board, "A"));
          expect(distance(centreOf(after, request.unitId), centreOf(board, "A"))).toBeGreaterThanOrEqual(from - 1e-6);
        }
      }),
      { numRuns: 120 },
    );
  });
});
