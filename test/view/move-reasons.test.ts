import { describe, expect, it } from "vitest";
import { applyEffects } from "@engine/session/apply-effects";
import { replay } from "@engine/session/replay";
import { moveWords } from "@view/move-words";
import { localizeText } from "@view/template-helpers";
import { randomMoments } from "./sessions";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

/*
 * Every move of every scenario's plan carries its reasons, in the plan and in words: random
 * sessions of every combat of every scenario file (scenarios added later are covered too), each
 * played to its end and planned as the hosts plan it.
 */
describe("the reasons of every move of every scenario", () => {
  const done = randomMoments(8).filter((moment) => moment.step.kind === "done");

  it("are in the plan and in the move lines, in words, for every move", () => {
    let moves = 0;
    for (const moment of done) {
      const ruleset = SHIPPED.ruleset(moment.rulesetId);
      const state = replay(ruleset, ruleset.setupFromBoard(moment.board, moment.selection), moment.log);
      const plan = ruleset.planMoves(applyEffects(moment.board, ruleset.effects(state)), state);
      const lines = moveWords(plan, moment.board, SHIPPED.statuses);
      plan.moves.forEach((move, n) => {
        moves += 1;
        expect(move.why?.rule.kind, `${moment.combat}: ${move.unitId}`).toBeDefined();
        const reasons = lines[n]?.reasons ?? [];
        expect(reasons.length).toBeGreaterThanOrEqual(1);
        for (const reason of reasons) {
          const text = localizeText(reason, strictEnglish);
          // Words, not ids or keys: no "WARGAME." left, no empty names.
          expect(text).not.toMatch(/WARGAME\.|\(\)|\s\./);
        }
      });
      for (const event of plan.events) {
        if (
          event.kind === "blocked" &&
          event.cause === "no-retreat" &&
          plan.moves.every((move) => move.unitId !== event.unitId)
        ) {
          expect(
            event.notes?.length ?? 0,
            `${moment.combat}: ${event.unitId} has no way out, and says why`,
          ).toBeGreaterThan(0);
        }
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
