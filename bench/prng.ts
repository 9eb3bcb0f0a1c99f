import { nextRandom } from "../src/engine/session/prng";

/** The engine's seeded generator as a stateful source, so that benchmark boards repeat run after run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed | 0;
  const next = (): number => {
    const drawn = nextRandom(state);
    state = drawn.state;
    return drawn.value;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick: no items");
      return item;
    },
  };
}
