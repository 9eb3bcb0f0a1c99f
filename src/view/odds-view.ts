import { isRecord } from "../engine/board/read-fields";
import type { Distribution } from "../engine/session/distribution";
import { say } from "./text";
import type { LocText, OddsRow, OddsTable } from "./view-types";

type Primitive = string | number | boolean;

/** A distribution's rows, numbers in ascending order, each with its percentage. */
export function distributionRows<T>(distribution: Distribution<T>, label: (value: T) => LocText): OddsRow[] {
  const sorted = [...distribution].sort((a, b) => (typeof a.value === "number" && typeof b.value === "number" ? a.value - b.value : 0));
  return sorted.map(({ value, p }) => ({ label: label(value), percent: (p * 100).toFixed(1), width: Math.round(p * 100) }));
}

/**
 * Odds of a ruleset with no view of its own: every field that is a distribution of plain values
 * (numbers, names, yes/no) becomes a table titled with the field's name.
 */
export function genericOddsTables(odds: unknown): OddsTable[] {
  if (!isRecord(odds)) return [];
  return Object.entries(odds).flatMap(([name, field]) => {
    const distribution = primitiveDistribution(field);
    if (distribution === null) return [];
    return [{ title: say("WARGAME.View.Odds.Field", { name }), rows: distributionRows(distribution, (value) => say("WARGAME.View.Odds.Value", { value: String(value) })) }];
  });
}

function primitiveDistribution(value: unknown): Distribution<Primitive> | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const entries: { value: Primitive; p: number }[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry["p"] !== "number") return null;
    const inner = entry["value"];
    if (typeof inner !== "string" && typeof inner !== "number" && typeof inner !== "boolean") return null;
    entries.push({ value: inner, p: entry["p"] });
  }
  return entries;
}
