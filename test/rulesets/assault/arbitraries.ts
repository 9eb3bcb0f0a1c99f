import fc from "fast-check";
import { assault } from "@rulesets/assault/assault-ruleset";
import type { AssaultState } from "@rulesets/assault/state";
import type { StepInput } from "@engine/session/types";
import { board } from "./fixtures";

/** Random assault setups on small square and hex boards, and legal inputs, for the property tests. */
const unitData = fc.record({
  type: fc.constantFrom("infantry", "vehicle", "other"),
  closeCombat: fc.integer({ min: 0, max: 6 }),
  firefight: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  armour: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
});

/** Formations: A (red) assaults X (blue), with Y (blue) as a second target or a bystander, and supporters. */
const FORMATIONS = [
  { id: "A", side: "red", min: 1 },
  { id: "T", side: "red", min: 0 },
  { id: "X", side: "blue", min: 1 },
  { id: "Y", side: "blue", min: 0 },
  { id: "S", side: "blue", min: 0 },
] as const;

const formationState = fc.record({ broken: fc.boolean(), marched: fc.boolean(), shock: fc.nat(3) });

export const setupInput = fc
  .record({
    kind: fc.constantFrom("square", "hex-odd-r", "hex-even-q"),
    counts: fc.tuple(...FORMATIONS.map((formation) => fc.integer({ min: formation.min, max: 3 }))),
    cells: fc.uniqueArray(fc.record({ i: fc.integer({ min: 0, max: 6 }), j: fc.integer({ min: 0, max: 8 }) }), {
      minLength: 15,
      maxLength: 15,
      selector: (cell) => `${cell.i},${cell.j}`,
    }),
    data: fc.array(unitData, { minLength: 15, maxLength: 15 }),
    moves: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 15, maxLength: 15 }),
    states: fc.record({
      A: formationState,
      T: formationState,
      X: formationState,
      Y: formationState,
      S: formationState,
    }),
    targetY: fc.boolean(),
    woods: fc.subarray(
      [0, 1, 2, 3, 4, 5, 6].flatMap((i) => [
        { i, j: 4 },
        { i, j: 5 },
      ]),
    ),
    options: fc.record({
      zocRadius: fc.integer({ min: 0, max: 2 }),
      coherencyTiles: fc.integer({ min: 0, max: 3 }),
      counterChargeRounding: fc.constantFrom("floor", "round", "ceil"),
      stackingLimit: fc.integer({ min: 0, max: 2 }),
      saves: fc.boolean(),
      coverSave: fc.integer({ min: 0, max: 6 }),
      withdrawEndFurther: fc.boolean(),
      withdrawLeaveZoc: fc.boolean(),
      withdrawDestroyTrapped: fc.boolean(),
      breakAt: fc.constantFrom("units-remaining", "never"),
    }),
  })
  .map(({ kind, counts, cells, data, moves, states, targetY, woods, options }) => {
    let n = 0;
    const units = FORMATIONS.flatMap((formation, f) =>
      Array.from({ length: counts[f] ?? 0 }, () => {
        const k = n++;
        return {
          id: `${formation.id.toLowerCase()}${k}`,
          side: formation.side,
          formation: formation.id,
          footprint: { kind: "cells", cells: [cells[k]] },
          facing: 0,
          move: moves[k] ?? 4,
          data: data[k] ?? {},
        };
      }),
    );
    const present = new Set<string>(units.map((unit) => unit.formation));
    return {
      board: board(units, kind, woods.length === 0 ? [] : [{ id: "woods", kind: "woods", shape: { cells: woods } }]),
      attacker: "A",
      targets: targetY && present.has("Y") ? ["X", "Y"] : ["X"],
      formations: Object.fromEntries(Object.entries(states).filter(([id]) => present.has(id))),
      options: { ...options, targetGroupTiles: 20 },
    };
  });

/** A legal input for the step the state waits for, picked by `random`; null when done. */
export function legalInput(state: AssaultState, random: number): StepInput | null {
  const step = assault.pending(state);
  if (step.kind === "done") return null;
  if (step.kind === "roll") {
    const count = Number(/^(\d+)d6$/.exec(step.dice)?.[1] ?? 1);
    return {
      kind: "roll",
      step: step.id,
      dice: Array.from({ length: count }, (_, k) => 1 + (Math.floor(random / 6 ** (k % 8)) % 6)),
    };
  }
  const legal = step.options.filter((option) => option.legal).map((option) => option.id);
  const count = step.min + (random % (Math.min(step.max, legal.length) - step.min + 1));
  const start = random % Math.max(1, legal.length);
  const picks = Array.from({ length: count }, (_, k) => legal[(start + k) % legal.length] ?? "");
  return { kind: "decision", step: step.id, picks };
}
