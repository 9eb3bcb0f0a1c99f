import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EngineError } from "@engine/errors";
import { turnBetween } from "@engine/geometry/facing";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import type { SkirmishState } from "@rulesets/skirmish-recoil/state";
import { advance } from "@engine/session/advance";
import { replay } from "@engine/session/replay";
import type { StepInput } from "@engine/session/types";
import { legalInput, setupInput } from "./arbitraries";
import { outcomeOf, played } from "./fixtures";

function badInput(state: SkirmishState): StepInput {
  const step = skirmishRecoil.pending(state);
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [99] };
  if (step.kind === "decision") {
    const illegal = step.options.find((option) => !option.legal);
    return { kind: "decision", step: step.id, picks: [illegal?.id ?? "no-such-option"] };
  }
  return { kind: "decision", step: "result", picks: ["flee"] };
}

describe("replaying a skirmish result", () => {
  it("rebuilds the same plain-JSON state from the log; bad inputs throw and change nothing; the board shows the fate", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), ({ board, selection }, randoms) => {
        const setup = skirmishRecoil.setupFromBoard(board, selection);
        let state = skirmishRecoil.start(setup);
        for (const random of randoms) {
          const before = JSON.stringify(state);
          expect(() => advance(skirmishRecoil, state, badInput(state))).toThrow(EngineError);
          expect(JSON.stringify(state)).toBe(before);
          const next = legalInput(state, random);
          if (next === null) break;
          state = advance(skirmishRecoil, state, next);
        }
        const outcome = outcomeOf(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(replay(skirmishRecoil, setup, state.log)).toEqual(state);
        const after = played(state).board;
        const loser = after.units.find((unit) => unit.id === "L");
        if (outcome.fate === "destroyed") expect(loser).toBeUndefined();
        if (outcome.fate === "downed") expect(loser?.status).toContain("downed");
        if (outcome.fate === "suppressed") expect(loser?.status).toContain("suppressed");
        // A fled figure has turned about, give or take the 90° it may turn aside.
        if (outcome.fate === "fled") expect(Math.abs(turnBetween(0, loser?.facing ?? 0))).toBeGreaterThanOrEqual(90);
        if (outcome.pursues)
          expect(["cavalry", "irregular"]).toContain(
            setup.figures.victor.data.irregular ? "irregular" : setup.figures.victor.data.type,
          );
      }),
      { numRuns: 100 },
    );
  });
});
