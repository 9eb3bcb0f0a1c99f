import fc from "fast-check";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import type { StepInput } from "@engine/session/types";
import { SQUARE } from "./fixtures";

/** Random combat setups and legal inputs, for the property tests. */
const box = fc.record({ attack: fc.integer({ min: 0, max: 12 }), defense: fc.integer({ min: 0, max: 12 }) });

const unitData = fc.record({
  type: fc.constantFrom("infantry", "armor", "other"),
  element: fc.constantFrom(null, "a", "b"),
  parent: fc.constantFrom("p", "q"),
  track: fc.array(box, { minLength: 1, maxLength: 3 }),
  armor: box,
  traits: fc.subarray(["infantry-support"]),
});

const squareUnit = (side: string) =>
  fc
    .record({
      data: unitData,
      lost: fc.nat(2),
      tipped: fc.boolean(),
      lowSupply: fc.boolean(),
      doubled: fc.boolean(),
      acrossBridge: fc.boolean(),
      cameFrom: fc.constantFrom(null, { i: 5, j: 4 }, { i: 4, j: 4 }),
    })
    .map(({ data, lost, ...rest }) => ({ side, data, stepsLost: lost % data.track.length, ...rest }));

const gun = fc.record({
  side: fc.constantFrom("red", "blue"),
  cell: fc.record({ i: fc.integer({ min: 0, max: 10 }), j: fc.integer({ min: 0, max: 10 }) }),
  data: fc.record({
    type: fc.constant("artillery"),
    element: fc.constantFrom(null, "a", "b"),
    parent: fc.constantFrom("p", "q"),
    barrage: fc.record({
      value: fc.integer({ min: 1, max: 6 }),
      range: fc.integer({ min: 0, max: 8 }),
      rocket: fc.boolean(),
    }),
  }),
  tipped: fc.boolean(),
  lowSupply: fc.boolean(),
});

const kinds = ["open", "urban", "woods", "mountain", "bocage", "soft-ground"];

export const setupInput = fc
  .record({
    red: fc.array(squareUnit("red"), { minLength: 1, maxLength: 3 }),
    blue: fc.array(squareUnit("blue"), { minLength: 1, maxLength: 3 }),
    guns: fc.array(gun, { maxLength: 3 }),
    terrain: fc.array(
      fc.record({
        cell: fc.record({ i: fc.integer({ min: 0, max: 10 }), j: fc.integer({ min: 0, max: 10 }) }),
        kind: fc.constantFrom(...kinds),
      }),
      { maxLength: 6 },
    ),
    kind: fc.constantFrom(...kinds),
    weather: fc.constantFrom("clear", "rain"),
    tacticalPhase: fc.integer({ min: 1, max: 2 }),
    ops: fc.record({ red: fc.nat(3), blue: fc.nat(3) }),
    preparedPositions: fc.nat(3),
    flanking: fc.boolean(),
    evasion: fc.constantFrom("retreat-after-hits", "none"),
  })
  .map((input) => ({
    square: SQUARE,
    activeSide: "red",
    units: [...input.red, ...input.blue].map((unit, index) => ({ id: `u${index}`, ...unit })),
    artillery: input.guns.map((artillery, index) => ({ id: `g${index}`, ...artillery })),
    terrain: [{ cell: SQUARE, kind: input.kind }, ...input.terrain],
    weather: input.weather,
    tacticalPhase: input.tacticalPhase,
    ops: input.ops,
    preparedPositions: input.preparedPositions,
    flanking: input.flanking,
    options: { evasion: input.evasion },
  }));

/** A legal input for the state's pending step, drawn from `random`; null when the combat is over. */
export function legalInput(state: CombatGridState, random: number): StepInput | null {
  const step = combatGrid.pending(state);
  if (step.kind === "done") return null;
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [1 + (random % 6)] };
  const legal = step.options.filter((option) => option.legal).map((option) => option.id);
  const count = step.min + (random % (Math.min(step.max, legal.length) - step.min + 1));
  const rotated = [...legal.slice(random % legal.length), ...legal.slice(0, random % legal.length)];
  return { kind: "decision", step: step.id, picks: rotated.slice(0, count) };
}
