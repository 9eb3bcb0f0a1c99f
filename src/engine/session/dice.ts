import { ownerNamed } from "../validation/field-errors";
import type { RollStep } from "./types";
import { sessionError } from "./session-errors";
import { LIMITS, limitError } from "../limits";

export interface DiceShape {
  readonly count: number;
  readonly faces: number;
}

/** Reads "1d6", "d6" or "2d10" into a count of dice and their faces. */
export function parseDice(expression: string): DiceShape {
  const match = /^(\d*)d(\d+)$/.exec(expression);
  const count = match?.[1] === "" ? 1 : Number(match?.[1] ?? 0);
  const faces = Number(match?.[2] ?? 0);
  if (count < 1 || faces < 1) throw sessionError("DiceExpression", { got: expression });
  if (count > LIMITS.dice) throw limitError("Dice", { owner: ownerNamed("Roll").owner, got: count, max: LIMITS.dice });
  return { count, faces };
}

/** Throws unless `values` is one face per die of the step's expression. */
export function checkRoll(step: RollStep, values: readonly number[]): void {
  const { count, faces } = parseDice(step.dice);
  const base = { pending: step.id, dice: step.dice };
  if (values.length !== count) throw sessionError("DiceCount", { ...base, need: count, got: values.length });
  for (const value of values) {
    if (!Number.isInteger(value) || value < 1 || value > faces) {
      throw sessionError("DieFace", { ...base, faces, got: String(value) });
    }
  }
}

/** Every result of a roll of `shape`, each as one face per die; all are equally likely. */
export function allRolls(shape: DiceShape): number[][] {
  let rolls: number[][] = [[]];
  for (let die = 0; die < shape.count; die += 1) {
    rolls = rolls.flatMap((roll) => Array.from({ length: shape.faces }, (_, face) => [...roll, face + 1]));
  }
  return rolls;
}
