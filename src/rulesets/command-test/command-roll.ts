import type { StackUnitSetup } from "./setup";

/** Rule 10.2: d6 + CC + CR must reach this for the order (or a supporting stack) to go ahead. */
export const COMMAND_THRESHOLD = 7;

/** One command test: the die, what was added to it, and whether it passed. */
export type CommandRoll = {
  readonly die: number;
  readonly chits: number;
  readonly rating: number;
  readonly total: number;
  readonly passes: boolean;
};

/** Rule 10.2: a 1 fails whatever is added; otherwise die + CC + CR ≥ 7 passes. */
export function commandRoll(die: number, chits: number, rating: number): CommandRoll {
  const total = die + chits + rating;
  return { die, chits, rating, total, passes: die !== 1 && total >= COMMAND_THRESHOLD };
}

/** The CR of the stack's best commander (the highest only, when there are several); 0 without one. */
export function bestRating(units: readonly StackUnitSetup[]): number {
  return units.reduce((best, unit) => Math.max(best, unit.data.commander ?? 0), 0);
}

/** The exact chance that a command test with these chits and rating passes: the faces 2 to 6 that reach 7, over 6. */
export function passChance(chits: number, rating: number): number {
  let faces = 0;
  for (let die = 2; die <= 6; die += 1) if (die + chits + rating >= COMMAND_THRESHOLD) faces += 1;
  return faces / 6;
}
