import type { DiceSource } from "../src/engine/session/dice-source";
import type { Distribution } from "../src/engine/session/distribution";

/**
 * A rule system's exact odds at its largest documented input, as `ruleset-odds.ts` times them: each
 * rule system that has one keeps it in `test/rulesets/<id>/odds-bench.ts` (exporting `oddsBenchCase`).
 */
export interface OddsBenchCase {
  readonly name: string;
  /** The exact odds, as one distribution over what a player reads. */
  readonly exact: () => Distribution<string>;
  /** One session played to the end with these dice, read the same way. */
  readonly play: (dice: DiceSource) => string;
  readonly seed: number;
  /** Sessions played against the exact odds (default 100,000), and the largest gap allowed (default 0.5%). */
  readonly runs?: number;
  readonly tolerance?: number;
}

/** Two readings of a distribution's values joined, as one key (a player reads both at once). */
export function joint<T>(distribution: Distribution<T>, read: (value: T) => string): Distribution<string> {
  const sums = new Map<string, number>();
  for (const { value, p } of distribution) sums.set(read(value), (sums.get(read(value)) ?? 0) + p);
  return [...sums].map(([value, p]) => ({ value, p }));
}
