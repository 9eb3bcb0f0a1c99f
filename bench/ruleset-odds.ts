import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { seededDice } from "../src/engine/session/dice-source";
import { SHIPPED_RULESETS } from "../src/rulesets/shipped";
import type { BenchRow } from "./bench-row";
import type { OddsBenchCase } from "./odds-case";
import { cpuClock, medianTime } from "./timing";

/**
 * Each shipped rule system's exact odds at its largest documented input (its
 * `test/rulesets/<id>/odds-bench.ts`), timed against 100,000 sessions played with seeded dice under
 * the same policy, and held to 0.5% of them on every value of the odds a player reads (a larger gap
 * throws). The exact odds' budget is 50 ms (they "stay live"): each row says whether it was met. A
 * rule system without such a file gets a row saying so, so none is left out unseen.
 */

const RUNS = 100_000;
const BUDGET_MS = 50;

const percent = (x: number): string => `${(100 * x).toFixed(2)}%`;

function measure(c: OddsBenchCase): BenchRow {
  const runs = c.runs ?? RUNS;
  const tolerance = c.tolerance ?? 0.005;
  const exactMs = medianTime(() => c.exact(), { warmup: 2, min: 5, max: 30, budgetMs: 1000 });
  const exact = c.exact();
  const dice = seededDice(c.seed);
  const counts = new Map<string, number>();
  // CPU time, as the exact odds are timed (wall time on a shared machine would flatter the ratio).
  const start = cpuClock();
  for (let run = 0; run < runs; run += 1) {
    const key = c.play(dice);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sampledMs = cpuClock() - start;
  let worst = 0;
  for (const { value, p } of exact) worst = Math.max(worst, Math.abs((counts.get(value) ?? 0) / runs - p));
  const unseen = [...counts.keys()].filter((key) => !exact.some((entry) => entry.value === key));
  if (worst >= tolerance || unseen.length > 0)
    throw new Error(
      `ruleset-odds bench, ${c.name}: sampled odds differ by ${percent(worst)}; unseen ${unseen.join(", ")}`,
    );
  return {
    name: `${c.name}: exact vs ${runs.toLocaleString("en")} sessions`,
    baselineMs: sampledMs,
    candidateMs: exactMs,
    ratio: sampledMs / exactMs,
    // Wall-clock time on a shared machine varies; the note says plainly whether the budget was met.
    note: `${exactMs <= BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget; ${exact.length} values, largest gap ${percent(worst)} (within ${percent(tolerance)})`,
  };
}

function isCaseModule(loaded: unknown): loaded is { oddsBenchCase(): OddsBenchCase } {
  return (
    typeof loaded === "object" &&
    loaded !== null &&
    "oddsBenchCase" in loaded &&
    typeof loaded.oddsBenchCase === "function"
  );
}

async function rowOf(id: string): Promise<BenchRow> {
  const file = fileURLToPath(new URL(`../test/rulesets/${id}/odds-bench.ts`, import.meta.url));
  const loaded: unknown = existsSync(file) ? await import(pathToFileURL(file).href) : undefined;
  if (!isCaseModule(loaded))
    return {
      name: `${id}: no odds bench case`,
      baselineMs: 0,
      candidateMs: 0,
      ratio: 0,
      note: `no test/rulesets/${id}/odds-bench.ts (its odds may be timed by a bench of its own)`,
    };
  return measure(loaded.oddsBenchCase());
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { ruleset } of SHIPPED_RULESETS) rows.push(await rowOf(ruleset.id));
  return rows;
}
