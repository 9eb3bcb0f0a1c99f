import fc from "fast-check";
import type { Area, Unit } from "@engine/board/types";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import type { SkirmishState } from "@rulesets/skirmish-recoil/state";
import { parseDice } from "@engine/session/dice";
import type { StepInput } from "@engine/session/types";
import { box, figure, inchBoard } from "./fixtures";

const data = fc.record({
  type: fc.constantFrom("infantry", "cavalry"),
  irregular: fc.boolean(),
  fer: fc.integer({ min: 0, max: 8 }),
  terrainMoves: fc.constantFrom({}, { woods: 2 }, { woods: 5 }),
});

/** A friend of L's in one of two places behind it, facing one of three ways, or none there. */
const friend = fc.option(fc.record({ data, facing: fc.constantFrom(0, 90, 180) }), { nil: undefined });

/**
 * Random results: loser L at the origin facing down, victor V touching it (or shooting from
 * afar), up to two friends of L's and an enemy behind it, maybe a hedge, woods and a trench.
 */
export const setupInput = fc
  .record({
    l: data,
    v: data,
    vMove: fc.integer({ min: 3, max: 12 }),
    f1: friend,
    f2: friend,
    enemy: fc.boolean(),
    hedge: fc.boolean(),
    woods: fc.boolean(),
    trench: fc.boolean(),
    shooting: fc.boolean(),
    result: fc.constantFrom(undefined, "recoil", "flee", "downed", "break-off"),
    options: fc.record({
      breakOff: fc.constantFrom("loser-recoils", "loser-stays"),
      ferTest: fc.constantFrom("d6-plus-fer", "fer-die"),
      crossingTarget: fc.integer({ min: 1, max: 6 }),
      turnAround: fc.boolean(),
      downedDifficultGoing: fc.boolean(),
    }),
  })
  .map((r) => {
    const units: Unit[] = [
      figure("L", "blue", 0, 0, r.l),
      figure("V", "red", 0, r.shooting ? 160 : 20, r.v, { move: r.vMove }),
      ...(r.f1 === undefined ? [] : [figure("F1", "blue", 0, -50, r.f1.data, { facing: r.f1.facing })]),
      ...(r.f2 === undefined ? [] : [figure("F2", "blue", 30, -40, r.f2.data, { facing: r.f2.facing })]),
      ...(r.enemy ? [figure("E", "red", -30, -35)] : []),
    ];
    const areas: Area[] = [
      ...(r.hedge ? [box("hedge", "barrier", -300, -120, 300, -110)] : []),
      ...(r.woods ? [box("woods", "woods", 40, -200, 200, 40)] : []),
      ...(r.trench ? [box("trench", "trench", -20, -15, 20, 10)] : []),
    ];
    const source = r.shooting ? "shooting" : "hand-to-hand";
    return {
      board: inchBoard(units, { areas }),
      selection: {
        victor: "V",
        loser: "L",
        source,
        ...(r.shooting || r.result === undefined ? {} : { result: r.result }),
        options: r.options,
      },
    };
  });

/** A legal input for the pending step, chosen by `random`; null when the session is done. */
export function legalInput(state: SkirmishState, random: number): StepInput | null {
  const step = skirmishRecoil.pending(state);
  if (step.kind === "done") return null;
  if (step.kind === "roll") {
    const { count, faces } = parseDice(step.dice);
    return { kind: "roll", step: step.id, dice: Array.from({ length: count }, (_, k) => 1 + ((random >> k) % faces)) };
  }
  const legal = step.options.filter((option) => option.legal);
  return { kind: "decision", step: step.id, picks: [legal[random % legal.length]?.id ?? ""] };
}
