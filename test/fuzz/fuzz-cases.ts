import { readFileSync } from "node:fs";

/** The case counts the README shows, per suite: at CI size and at FUZZ_RUNS=5. */
export type FuzzCases = Readonly<Record<string, { readonly ci: string; readonly x5: string }>>;

export const FUZZ_CASES_FILE = "test/fuzz/fuzz-cases.json";

export function recordedCases(): FuzzCases {
  return JSON.parse(readFileSync(FUZZ_CASES_FILE, "utf8")) as FuzzCases;
}
