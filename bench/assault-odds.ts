import { performance } from "node:perf_hooks";
import { assault } from "../src/rulesets/assault/assault-ruleset";
import { twoLines } from "../test/rulesets/assault/fixtures";
import { monteCarlo, type Tally } from "../test/rulesets/assault/monte-carlo";
import type { BenchRow } from "./bench-row";
import { medianTime } from "./timing";

/**
 * The assault's exact odds against the session played over and over with seeded dice (the same
 * policy: no further move, every supporting formation fires): a 12-unit-a-side assault on a hex
 * board, timed against 10,000 assaults, and a 4-a-side one held to 0.5% of 100,000 assaults.
 */

function timed(f: () => Tally): { ms: number; tally: Tally } {
  const start = performance.now();
  const tally = f();
  return { ms: performance.now() - start, tally };
}

const percent = (x: number): string => `${(100 * x).toFixed(2)}%`;

export function run(): Promise<BenchRow[]> {
  return Promise.resolve(measure());
}

function measure(): BenchRow[] {
  const large = twoLines(12);
  const exactLarge = medianTime(() => assault.odds(large), { warmup: 3, min: 5, max: 30, budgetMs: 1500 });
  const oddsLarge = assault.odds(large);
  const sampledLarge = timed(() => monteCarlo(large, 10_000, 20240611, true));

  const small = twoLines(4);
  const exactSmall = medianTime(() => assault.odds(small), { warmup: 3, min: 5, max: 50, budgetMs: 500 });
  const oddsSmall = assault.odds(small);
  const sampledSmall = timed(() => monteCarlo(small, 100_000, 20240612, true));
  const win = Math.abs(sampledSmall.tally.attackerWins - oddsSmall.attackerWins);
  const lost = [
    Math.abs(sampledSmall.tally.attackerLost / oddsSmall.expectedCasualties.attacker - 1),
    Math.abs(sampledSmall.tally.defenderLost / oddsSmall.expectedCasualties.defender - 1),
  ];
  if (win >= 0.005 || lost.some((x) => x >= 0.005)) {
    throw new Error(
      `assault-odds bench: 100,000 assaults differ from the exact odds by ${percent(win)} (win), ${lost.map(percent).join(", ")} (casualties)`,
    );
  }
  return [
    {
      name: "assault odds, 12 a side, exact vs 10,000 assaults",
      baselineMs: sampledLarge.ms,
      candidateMs: exactLarge,
      ratio: sampledLarge.ms / exactLarge,
      note: `exact: attacker wins ${percent(oddsLarge.attackerWins)}, losses ${oddsLarge.expectedCasualties.attacker.toFixed(3)} / ${oddsLarge.expectedCasualties.defender.toFixed(3)}; sampled: ${percent(sampledLarge.tally.attackerWins)}, ${sampledLarge.tally.attackerLost.toFixed(3)} / ${sampledLarge.tally.defenderLost.toFixed(3)}`,
    },
    {
      name: "assault odds, 4 a side, exact vs 100,000 assaults",
      baselineMs: sampledSmall.ms,
      candidateMs: exactSmall,
      ratio: sampledSmall.ms / exactSmall,
      note: `attacker wins ${percent(oddsSmall.attackerWins)} exact, ${percent(sampledSmall.tally.attackerWins)} sampled; losses within ${percent(Math.max(...lost))}: within 0.5%`,
    },
  ];
}
