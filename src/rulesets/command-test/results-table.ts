import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { readCount, readItems, readPositive, readRecord, readText } from "@engine/validation/read-fields";
import { commandTestError } from "./errors";

import type { Role } from "@engine/session/roles";

export type { Role };

/**
 * One odds column of a results table: it applies when the attacker's strength is at least
 * `attacker`:`defender` times the defender's; `results` holds one result code per die face, 1 first.
 */
export type ResultsColumn = {
  readonly attacker: number;
  readonly defender: number;
  readonly results: readonly string[];
};

/** What a result code does: NE, AR<n>/DR<n> (retreat n hexes), AE/DE (eliminated), EX (exchange). */
export type CombatResult =
  | { readonly kind: "none" }
  | { readonly kind: "retreat"; readonly role: Role; readonly hexes: number }
  | { readonly kind: "eliminated"; readonly role: Role }
  | { readonly kind: "exchange" };

const DIE_FACES = 6;

/**
 * The module's generic results table, a labelled default: the text's Rule 11 (combat results) is
 * not included, so this is not the original rule. Die 1 is the attacker's worst roll.
 */
export const GENERIC_RESULTS_TABLE: readonly ResultsColumn[] = [
  { attacker: 1, defender: 2, results: ["AE", "AR1", "AR1", "NE", "NE", "DR1"] },
  { attacker: 1, defender: 1, results: ["AR1", "AR1", "NE", "NE", "DR1", "EX"] },
  { attacker: 2, defender: 1, results: ["AR1", "NE", "NE", "DR1", "EX", "DR2"] },
  { attacker: 3, defender: 1, results: ["NE", "NE", "DR1", "EX", "DR2", "DR2"] },
  { attacker: 4, defender: 1, results: ["NE", "DR1", "EX", "DR2", "DR2", "DE"] },
  { attacker: 5, defender: 1, results: ["DR1", "EX", "DR2", "DR2", "DE", "DE"] },
];

const CODE = /^(?:NE|AE|DE|EX|([AD])R([1-9]\d*))$/;

/** The result a code stands for, or null when it is not a result code. */
export function parseResult(code: string): CombatResult | null {
  const match = CODE.exec(code);
  if (match === null) return null;
  const [, side, hexes] = match;
  if (side !== undefined && hexes !== undefined)
    return { kind: "retreat", role: side === "A" ? "attacker" : "defender", hexes: Number(hexes) };
  if (code === "AE") return { kind: "eliminated", role: "attacker" };
  if (code === "DE") return { kind: "eliminated", role: "defender" };
  return code === "EX" ? { kind: "exchange" } : { kind: "none" };
}

export function columnLabel(column: ResultsColumn): string {
  return `${column.attacker}:${column.defender}`;
}

/**
 * The column for the strengths: the rightmost whose odds the attacker reaches (odds are rounded
 * in the defender's favour); below the first column the first, beyond the last the last. An
 * attacker of strength 0 always uses the first column, a defender of 0 against any strength the last.
 */
export function columnFor(table: readonly ResultsColumn[], attack: number, defence: number): ResultsColumn {
  const [first] = table;
  if (first === undefined) throw new RangeError("columnFor: the results table has no column");
  if (attack === 0) return first;
  // a:d is reached when attack/defence >= a/d, compared in whole numbers.
  return table.filter((column) => column.attacker * defence <= attack * column.defender).at(-1) ?? first;
}

/** The result of `die` in the column, parsed (tables are checked on the way in). */
export function resultOf(column: ResultsColumn, die: number): { readonly code: string; readonly result: CombatResult } {
  const code = column.results[die - 1];
  const result = code === undefined ? null : parseResult(code);
  if (code === undefined || result === null)
    throw new RangeError(`resultOf: no result for die ${die} in column ${columnLabel(column)}`);
  return { code, result };
}

/** Reads a results table (a list of columns, odds rising); throws an EngineError naming the field. */
export function validateResultsTable(input: unknown, at: string): ResultsColumn[] {
  const who = ownerOf("Options", at, undefined);
  const columns = readItems(input, 1, who, at, (item, _who, field) => readColumn(item, who, field));
  columns.forEach((column, index) => {
    const previous = columns[index - 1];
    if (previous !== undefined && column.attacker * previous.defender <= previous.attacker * column.defender) {
      throw commandTestError("ColumnOrder", { field: at, got: columnLabel(column), previous: columnLabel(previous) });
    }
  });
  return columns;
}

function readColumn(input: unknown, who: Owner, field: string): ResultsColumn {
  const fields = readRecord(input, who, field);
  const results = readItems(fields["results"], 0, who, `${field}.results`, (code, _who, path) => {
    const text = readText(code, who, path);
    if (parseResult(text) === null) throw commandTestError("ResultCode", { field: path, got: text });
    return text;
  });
  if (results.length !== DIE_FACES)
    throw commandTestError("DieRows", { field: `${field}.results`, got: results.length });
  return {
    attacker: readPositiveWhole(fields["attacker"], who, `${field}.attacker`),
    defender: readPositiveWhole(fields["defender"], who, `${field}.defender`),
    results,
  };
}

function readPositiveWhole(value: unknown, who: Owner, field: string): number {
  readPositive(value, who, field);
  return readCount(value, who, field);
}
