/** Timing helpers for the benchmarks: medians of repeated runs, after a warm-up. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  const lower = sorted[mid - 1] ?? upper;
  return sorted.length % 2 === 0 ? (lower + upper) / 2 : upper;
}

export interface Repeat {
  /** Runs before timing starts (JIT warm-up). */
  readonly warmup: number;
  /** Timed runs at least, and at most. */
  readonly min: number;
  readonly max: number;
  /** Stop after `min` runs once this much time (ms) has been spent timing. */
  readonly budgetMs: number;
}

/** The median time (ms) of `step(k)` over repeated runs; `step` gets the run number. */
export function medianTime(step: (k: number) => void, repeat: Repeat): number {
  let k = 0;
  for (; k < repeat.warmup; k++) step(k);
  const times: number[] = [];
  let spent = 0;
  while (times.length < repeat.max && (times.length < repeat.min || spent < repeat.budgetMs)) {
    const start = performance.now();
    step(k++);
    const took = performance.now() - start;
    times.push(took);
    spent += took;
  }
  return median(times);
}
