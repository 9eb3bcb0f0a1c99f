/** Timing helpers for the benchmarks: medians of repeated runs, after a warm-up. */

/**
 * Milliseconds of CPU this process has used (user and system, its GC threads included). The
 * machine the benchmarks run on may be shared: CPU time leaves out the time spent waiting for a
 * core, which wall-clock time counts and which swings tenfold under load. Node only.
 */
export function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

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

/** The median CPU time (ms, `cpuClock`) of `step(k)` over repeated runs; `step` gets the run number. */
export function medianTime(step: (k: number) => void, repeat: Repeat): number {
  let k = 0;
  for (; k < repeat.warmup; k++) step(k);
  const times: number[] = [];
  let spent = 0;
  while (times.length < repeat.max && (times.length < repeat.min || spent < repeat.budgetMs)) {
    const start = cpuClock();
    step(k++);
    const took = cpuClock() - start;
    times.push(took);
    spent += took;
  }
  return median(times);
}
