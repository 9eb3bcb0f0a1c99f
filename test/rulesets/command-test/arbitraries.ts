import fc from "fast-check";
import type { Step, StepInput } from "@engine/session/types";
import { hex, hexBoard } from "./fixtures";

/** Random attack orders and legal inputs, for the property tests. */
const unitData = fc.record({ strength: fc.nat(6), commander: fc.option(fc.nat(4), { nil: null }) });

type StackInput = {
  readonly cell: { readonly i: number; readonly j: number };
  readonly side: string;
  readonly forage: boolean;
  readonly units: readonly {
    readonly data: { readonly strength: number; readonly commander: number | null };
    readonly disrupted: boolean;
  }[];
};

const stackOf = (
  side: string,
  cell: { i: number; j: number },
  forage: fc.Arbitrary<boolean>,
  disrupted: fc.Arbitrary<boolean>,
) =>
  fc
    .record({ units: fc.array(fc.record({ data: unitData, disrupted }), { minLength: 1, maxLength: 3 }), forage })
    .map((stack): StackInput => ({ cell, side, ...stack }));

/** Red at (0,0) attacks blue at (1,0); each side may have stacks in two of the hexes next to blue. */
export const setupInput = fc
  .record({
    attacking: stackOf("red", hex(0, 0), fc.constant(false), fc.constant(false)),
    defending: stackOf("blue", hex(1, 0), fc.boolean(), fc.boolean()),
    red: fc
      .subarray([hex(0, 1), hex(1, -1)])
      .chain((cells) => fc.tuple(...cells.map((cell) => stackOf("red", cell, fc.boolean(), fc.boolean())))),
    blue: fc
      .subarray([hex(2, 0), hex(2, -1)])
      .chain((cells) => fc.tuple(...cells.map((cell) => stackOf("blue", cell, fc.boolean(), fc.boolean())))),
    chits: fc.record({ red: fc.nat(3), blue: fc.nat(3) }),
    retreatZoc: fc.constantFrom("forbidden", "allowed"),
    disruptedMaySupport: fc.boolean(),
  })
  .map((input) => {
    let next = 0;
    const named = (stack: StackInput) => ({
      ...stack,
      units: stack.units.map((unit) => ({ id: `u${next++}`, ...unit })),
    });
    const attacking = named(input.attacking);
    return {
      grid: hexBoard([]).grid,
      attacking,
      ordered: attacking.units.slice(0, 1 + (attacking.units.length > 1 ? 1 : 0)).map((unit) => unit.id),
      defending: named(input.defending),
      supports: { attacker: input.red.map(named), defender: input.blue.map(named) },
      chits: input.chits,
      options: { retreatZoc: input.retreatZoc, disruptedMaySupport: input.disruptedMaySupport },
    };
  });

/**
 * A legal input for the step, drawn from `random`; null when the session is over. A side declines
 * to attack only one time in eight when it has an order to give, so that turns see several attacks.
 */
export function legalInput(step: Step<unknown>, random: number): StepInput | null {
  if (step.kind === "done") return null;
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [1 + (random % 6)] };
  const all = step.options.filter((option) => option.legal).map((option) => option.id);
  const orders = all.filter((id) => id !== "decline");
  const legal = all.includes("decline") && orders.length > 0 && random % 8 !== 0 ? orders : all;
  const count = step.min + (random % (Math.min(step.max, legal.length) - step.min + 1));
  const rotated = [...legal.slice(random % legal.length), ...legal.slice(0, random % legal.length)];
  return { kind: "decision", step: step.id, picks: rotated.slice(0, count) };
}

/** An input the step must refuse: an illegal option, a face the die lacks, or a wrong step id. */
export function badInput(step: Step<unknown>): StepInput {
  if (step.kind === "roll") return { kind: "roll", step: step.id, dice: [7] };
  if (step.kind === "decision") {
    const illegal = step.options.find((option) => !option.legal);
    return { kind: "decision", step: step.id, picks: illegal === undefined ? ["no-such-option"] : [illegal.id] };
  }
  return { kind: "roll", step: "command", dice: [1] };
}
