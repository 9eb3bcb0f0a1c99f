import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { enemyContacts } from "@engine/board/enemy-contacts";
import { footprintsOverlap } from "@engine/grid/footprint";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { advance } from "@engine/session/advance";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import { legalInput, setupInput } from "./arbitraries";
import { base, begin, cmBoard, decide, played, roll } from "./fixtures";

/** The enemies a unit touches in the sandbox's and Foundry's index (the rule system's settings, the default tolerance). */
function shownContacts(board: Parameters<typeof createBoardIndex>[0], id: string): string[] {
  return enemyContacts(createBoardIndex(board, zocSettingsFor(victoryMargin)), id);
}

describe("a victory test's follow-ups on the board (fall-back-and-follow-up.txt)", () => {
  it("a rally forward never ends in contact with an enemy as both hosts show contact; no follow-up ends overlapping", () => {
    fc.assert(
      fc.property(setupInput, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), ({ board, selection }, randoms) => {
        let state = victoryMargin.start(victoryMargin.setupFromBoard(board, selection));
        for (const random of randoms) {
          const next = legalInput(state, random);
          if (next === null) break;
          state = advance(victoryMargin, state, next);
        }
        const { plan, board: after } = played(state);
        for (const request of victoryMargin.moveRequests(state)) {
          if (request.kind === "fall-back") continue;
          const unit = after.units.find((u) => u.id === request.unitId);
          if (unit === undefined || !plan.moves.some((m) => m.unitId === unit.id && m.distance > 0)) continue;
          if (request.kind === "rally-forward") expect(shownContacts(after, unit.id), unit.id).toEqual([]);
          for (const other of after.units) if (other.id !== unit.id) expect(footprintsOverlap(unit, other)).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("a rally forward after a fall back of 1 to 6 cm, past other enemies, never ends in contact as the hosts show it", () => {
    // A at the origin; D touching it above, shifted sideways; enemy E somewhere behind D. Must fall
    // back (2 − 1 = 1 > 0), 1 cm a pip; then A rallies forward into D's old place.
    const shape = fc.record({
      dx: fc.integer({ min: -30, max: 30 }),
      die: fc.integer({ min: 1, max: 6 }),
      e: fc.record({ x: fc.integer({ min: -60, max: 60 }), y: fc.integer({ min: -140, max: -45 }) }),
    });
    fc.assert(
      fc.property(shape, ({ dx, die, e }) => {
        const units = [base("A", "red", 0, 0), base("D", "blue", dx, -20), base("E", "blue", e.x, e.y)];
        const board = cmBoard(units);
        const state = decide(
          roll(begin(board, { attackRoll: [6, 6] }), "fall-back", die),
          "follow-up:A",
          "rally-forward",
        );
        const { plan, board: after } = played(state);
        if (!plan.moves.some((move) => move.unitId === "A" && move.distance > 0)) return;
        expect(shownContacts(after, "A")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
