/**
 * How many cases each fuzz suite tries: a CI-sized default per suite, scaled by FUZZ_RUNS (e.g.
 * `FUZZ_RUNS=20 npx vitest run test/fuzz` tries twenty times as many). Each suite prints what it
 * tried, so the README's reliability table can be filled from a run.
 */
export function fuzzRuns(base: number): number {
  const scale = Number(process.env["FUZZ_RUNS"] ?? "1");
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
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
