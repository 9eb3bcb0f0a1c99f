import { appendFileSync } from "node:fs";
import { basename } from "node:path";
import { expect } from "vitest";
import { recordedCases } from "./fuzz-cases";

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

/**
 * A counter of cases a suite tried, printed once the suite ends, with what else the suite counted.
 * The README's reliability table is generated from these lines (`npm run fuzz -- --table`,
 * tools/fuzz.ts, recorded in fuzz-cases.json); a run at the fixed seed and CI size checks them
 * against that record, so the table cannot drift from what the suites do.
 */
export class CaseCount {
  tried = 0;
  constructor(readonly suite: string) {}

  report(detail?: string): void {
    console.log(`fuzz ${this.suite}: ${this.tried} cases tried${detail === undefined ? "" : `; ${detail}`}`);
    const key = basename(expect.getState().testPath ?? "").replace(/\.test\.ts$/, "");
    const cases = detail === undefined ? `${this.tried}` : `${this.tried} (${detail})`;
    const out = process.env["FUZZ_REPORT"];
    if (out !== undefined) appendFileSync(out, `${JSON.stringify({ suite: key, cases })}\n`);
    else if (process.env["FUZZ_RUNS"] === undefined && process.env["FC_SEED"] === undefined)
      expect(cases, `${key}: the README's case count (npm run fuzz -- --table)`).toBe(recordedCases()[key]?.ci);
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
