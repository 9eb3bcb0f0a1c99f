import type { RollStep } from "./types";
import { parseDice } from "./dice";
import { nextRandom } from "./prng";
import { sessionError } from "./session-errors";

/** Where a driver gets a roll's numbers: one per die of the step's expression. */
export type DiceSource = (step: RollStep) => readonly number[];

/** Dice from a seeded generator: the same seed gives the same rolls, run after run. */
export function seededDice(seed: number): DiceSource {
  let state = seed | 0;
  return (step) => {
    const { count, faces } = parseDice(step.dice);
    return Array.from({ length: count }, () => {
      const drawn = nextRandom(state);
      state = drawn.state;
      return 1 + Math.floor(drawn.value * faces);
    });
  };
}

/** Dice taken in order from a list (tests, replays of a table's real rolls); throws when it runs out. */
export function fixedDice(values: readonly number[]): DiceSource {
  let next = 0;
  return (step) => {
    const { count } = parseDice(step.dice);
    if (next + count > values.length) throw sessionError("DiceExhausted", { pending: step.id });
    const taken = values.slice(next, next + count);
    next += count;
    return taken;
  };
}
