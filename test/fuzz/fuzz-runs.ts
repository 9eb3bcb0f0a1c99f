/**
 * How many cases each fuzz suite tries: a CI-sized default per suite, scaled by FUZZ_RUNS (e.g.
 * `FUZZ_RUNS=20 npx vitest run test/fuzz` tries twenty times as many). Each suite prints what it
 * tried, so the README's reliability table can be filled from a run.
 */
export function fuzzRuns(base: number): number {
  return Math.max(1, Math.round(base * scale()));
}

/** A suite's time limit, ms: 60 s for the CI-sized run, scaled with FUZZ_RUNS. */
export function fuzzTimeout(): number {
  return Math.round(60_000 * Math.max(1, scale()));
}

function scale(): number {
  const value = Number(process.env["FUZZ_RUNS"] ?? "1");
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** A counter of cases a suite tried and of their failures, printed once the suite ends. */
export class CaseCount {
  tried = 0;
  constructor(readonly suite: string) {}

  report(): void {
    console.log(`fuzz ${this.suite}: ${this.tried} cases tried`);
  }
}

/** Object.prototype's names, which a record indexed by a user-written name must treat as ordinary. */
export const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
] as const;
