import type { Distribution } from "../engine/session/distribution";
import type { LocText, OddsRow } from "./view-types";

/** A row of chance: its label and percentage. */
export function chanceRow(label: LocText, p: number): OddsRow {
  return { label, percent: (p * 100).toFixed(1), width: Math.round(p * 100) };
}

/**
 * A distribution's rows, numbers in ascending order, each with its percentage; outcomes that
 * cannot happen are left out (a table of zeros answers nothing).
 */
export function distributionRows<T>(distribution: Distribution<T>, label: (value: T) => LocText): OddsRow[] {
  const sorted = [...distribution].sort((a, b) =>
    typeof a.value === "number" && typeof b.value === "number" ? a.value - b.value : 0,
  );
  return sorted.filter(({ p }) => p > 0).map(({ value, p }) => chanceRow(label(value), p));
}

/** The chance of every outcome `test` accepts. */
export function chanceOf<T>(distribution: Distribution<T>, test: (value: T) => boolean): number {
  return distribution.reduce((sum, entry) => sum + (test(entry.value) ? entry.p : 0), 0);
}

/** The mean of a number's distribution. */
export function meanOf(distribution: Distribution<number>): number {
  return distribution.reduce((sum, entry) => sum + entry.value * entry.p, 0);
}
