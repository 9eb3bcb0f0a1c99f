import fc from "fast-check";
import type { Unit } from "@engine/board/types";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import type { VictoryMarginState } from "@rulesets/victory-margin/state";
import { parseDice } from "@engine/session/dice";
import type { StepInput } from "@engine/session/types";
import { base, cmBoard } from "./fixtures";

const data = fc.record({
  strength: fc.integer({ min: 0, max: 3 }),
  armour: fc.integer({ min: 0, max: 3 }),
  antiTank: fc.integer({ min: 0, max: 3 }),
  cover: fc.integer({ min: 0, max: 3 }),
  breakthrough: fc.boolean(),
});

/**
 * Random victory tests: attacker A with support B beside it, defender D touching A with supports
 * S and T behind it (some maybe eliminated), a friend F of D's further back, dice rolled or entered,
 * random options and turn statuses.
 */
export const setupInput = fc
  .record({
    a: data,
    b: data,
    d: data,
    s: data,
    t: data,
    supports: fc.subarray(["S", "T"]),
    eliminated: fc.subarray(["D", "S", "T"]),
    rolled: fc.boolean(),
    dice: fc.integer({ min: 0, max: 4 }),
    faces: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }),
    spent: fc.boolean(),
    won: fc.boolean(),
    withB: fc.boolean(),
    options: fc.record({
      armourAdvantage: fc.constantFrom("armour-minus-anti-tank", "entered"),
      blockedFallBack: fc.constantFrom("stops", "eliminated"),
      spentBreakthrough: fc.constantFrom("rally-forward", "stay"),
    }),
  })
  .map((r) => {
    const units: Unit[] = [
      base("A", "red", 0, 0, r.a),
      base("B", "red", 50, 0, r.b, { status: r.spent ? ["broke-through"] : [] }),
      base("D", "blue", 0, -20, r.d),
      base("S", "blue", -5, -60, r.s),
      base("T", "blue", 45, -55, r.t),
      base("F", "blue", 10, -110),
    ];
    const eliminated = r.eliminated.filter((id) => id === "D" || r.supports.includes(id));
    return {
      board: cmBoard(units),
      selection: {
        attacker: "A",
        attackerSupports: r.withB ? ["B"] : [],
        defender: "D",
        defenderSupports: r.supports,
        eliminated,
        attackerWon: r.won || eliminated.length > 0,
        ...(r.rolled ? { attackDice: r.dice } : { attackRoll: r.faces }),
        options: r.options,
      },
    };
  });

/** A legal input for the pending step, chosen by `random`; null when the session is done. */
export function legalInput(state: VictoryMarginState, random: number): StepInput | null {
  const step = victoryMargin.pending(state);
  if (step.kind === "done") return null;
  if (step.kind === "roll") {
    const { count, faces } = parseDice(step.dice);
    return {
      kind: "roll",
      step: step.id,
      dice: Array.from({ length: count }, (_, k) => 1 + (((random >> (k % 16)) + k * 7) % faces)),
    };
  }
  const legal = step.options.filter((option) => option.legal);
  return { kind: "decision", step: step.id, picks: [legal[random % legal.length]?.id ?? ""] };
}
