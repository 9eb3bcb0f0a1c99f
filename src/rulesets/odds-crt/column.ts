import type { CrtDefinition, OddsColumn } from "./definition";

/** The odds column of a combat: where the strengths put it, the shift, and where it ends. */
export type ColumnChoice = {
  /** The column the strengths alone reach (an index into the definition's columns). */
  readonly base: number;
  /** The total column shift (negative: towards the defender). */
  readonly shift: number;
  /** The column used: base shifted, kept within the table. */
  readonly index: number;
};

/**
 * The column the strengths reach: the rightmost whose odds the attacker reaches, so odds are
 * rounded in the defender's favour (7 against 3 is 2.33:1, read as 2:1; 5 against 6 is 1:1.2, read
 * as 1:2). Below the first column the first, beyond the last the last; an attack of 0 uses the
 * first column, a defence of 0 the last. `defence` may hold halves (a ×1.5 multiplier).
 */
export function baseColumn(columns: readonly OddsColumn[], attack: number, defence: number): number {
  if (columns.length === 0) throw new RangeError("odds-crt: a table has at least one column");
  if (attack <= 0) return 0;
  // a:b is reached when attack / defence ≥ a / b, compared in whole numbers (defence doubled).
  const reached = columns.map((column) => 2 * attack * column.defender >= column.attacker * Math.round(2 * defence));
  const last = reached.lastIndexOf(true);
  return last === -1 ? 0 : last;
}

/** The column used after `shift` columns (shifts add up), clamped to the table. */
export function columnFor(definition: CrtDefinition, attack: number, defence: number, shift: number): ColumnChoice {
  const base = baseColumn(definition.columns, attack, defence);
  const index = Math.min(definition.columns.length - 1, Math.max(0, base + shift));
  return { base, shift, index };
}
