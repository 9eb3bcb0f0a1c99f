import { type Owner, ownerOf } from "@engine/validation/field-errors";
import {
  type Fields,
  readBoolean,
  readChoice,
  readFinite,
  readInteger,
  readItems,
  readList,
  readRecord,
  readText,
} from "@engine/validation/read-fields";
import { checkJsonSize } from "@engine/validation/read-json";
import { oddsCrtError } from "./errors";

/*
 * A game definition: everything one classic odds-ratio CRT game says about combat, as plain data
 * (JSON or YAML) a group can write. `readDefinition` checks one and names the field at fault.
 */

/** One odds column, `attacker`:`defender` (e.g. 3:1). */
export type OddsColumn = { readonly attacker: number; readonly defender: number };

/** What a result does to one side's units in the combat. */
export type SideEffect = {
  /** Every unit of the side is eliminated. */
  readonly eliminated: boolean;
  /** Steps the side loses, one unit at a time (its owner chooses which). */
  readonly steps: number;
  /** Hexes the side's surviving stacks retreat (0: none). */
  readonly retreat: number;
};

/** A result code and what it does. */
export type ResultCode = {
  readonly code: string;
  readonly attacker: SideEffect;
  readonly defender: SideEffect;
  /** Exchange: every defending unit is eliminated, the attacker loses at least as much printed strength. */
  readonly exchange: boolean;
};

/** Where a terrain kind counts: the defending hex, or every attacking hex (attacking out of a river, say). */
export const TERRAIN_PLACES = ["defender", "attackers"] as const;
export type TerrainPlace = (typeof TERRAIN_PLACES)[number];

/** What a terrain kind does to a combat: columns shifted (negative: towards the defender) and the defence multiplied. */
export type TerrainEffect = {
  readonly kind: string;
  readonly where: TerrainPlace;
  readonly shift: number;
  readonly multiplier: number;
};

/** Who picks a retreating stack's hex: a role, or the side that won (the retreating side's enemy). */
export const CHOOSERS = ["attacker", "defender", "owner", "victor"] as const;
export type Chooser = (typeof CHOOSERS)[number];

/** How retreat hexes are ranked, first priority first (see retreat.ts). */
export const PRIORITIES = ["furthest-from-enemy", "empty-hex", "defensive-terrain"] as const;
export type Priority = (typeof PRIORITIES)[number];

export type CrtDefinition = {
  readonly id: string;
  readonly columns: readonly OddsColumn[];
  /** One row per die face (1 first), each one result code per column. */
  readonly table: readonly (readonly string[])[];
  readonly results: readonly ResultCode[];
  readonly terrain: readonly TerrainEffect[];
  /** Area kinds no retreat or advance enters. */
  readonly impassable: readonly string[];
  /** A friendly unit in a hex cancels enemy zones of control there for a retreat. */
  readonly friendsNegateZoc: boolean;
  readonly retreat: {
    readonly chooser: Chooser;
    readonly priorities: readonly Priority[];
    /** As a last resort a retreat may end over the stacking limit, the friends there displaced one hex. */
    readonly displacement: boolean;
    /** Most units of a side in one hex after a retreat; null: no limit. */
    readonly stackingLimit: number | null;
  };
  readonly advance: {
    /** Most surviving attacking units that may advance into a vacated defending hex (0: no advance). */
    readonly units: number;
    /** The advance may enter a hex in an enemy zone of control. */
    readonly ignoresZoc: boolean;
  };
  /** Every unit in an enemy zone of control must attack (shown to the players; the turn is theirs to run). */
  readonly mandatory: boolean;
  /** One combat may attack several adjacent defending hexes at once. */
  readonly multiHex: boolean;
};

/** The caps on every size a definition's author controls. */
export const CAPS = {
  name: 40,
  code: 8,
  columns: 20,
  faces: { min: 2, max: 20 },
  odds: 99,
  results: 32,
  terrain: 32,
  impassable: 16,
  retreat: 3,
  steps: 4,
  shift: 6,
  advance: 12,
  stacking: 12,
} as const;

const NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const CODE = /^[A-Z][A-Z0-9]*$/;

/** Reads a game definition; throws an EngineError naming the field at fault. */
export function readDefinition(input: unknown, at: string): CrtDefinition {
  const who = ownerOf("Options", at, undefined);
  checkJsonSize(input, who, at);
  const fields = readRecord(input, who, at);
  const field = (name: string): string => `${at}.${name}`;
  const columns = readColumns(fields["columns"], who, field("columns"));
  const results = readResults(fields["results"], who, field("results"));
  const retreat = fields["retreat"] === undefined ? {} : readRecord(fields["retreat"], who, field("retreat"));
  const advance = fields["advance"] === undefined ? {} : readRecord(fields["advance"], who, field("advance"));
  return {
    id: readName(fields["id"], field("id"), CAPS.name),
    columns,
    table: readTable(fields["table"], who, field("table"), columns.length, results),
    results,
    terrain: readCapped(fields["terrain"], CAPS.terrain, who, field("terrain"), readTerrain),
    impassable:
      fields["impassable"] === undefined
        ? ["impassable"]
        : readCapped(fields["impassable"], CAPS.impassable, who, field("impassable"), (item, _who, path) =>
            readName(item, path, CAPS.name),
          ),
    friendsNegateZoc: readBoolean(fields["friendsNegateZoc"], who, field("friendsNegateZoc"), false),
    retreat: {
      chooser:
        retreat["chooser"] === undefined
          ? "defender"
          : readChoice(retreat["chooser"], CHOOSERS, who, field("retreat.chooser")),
      priorities: readPriorities(retreat["priorities"], who, field("retreat.priorities")),
      displacement: readBoolean(retreat["displacement"], who, field("retreat.displacement"), false),
      stackingLimit:
        retreat["stackingLimit"] === undefined || retreat["stackingLimit"] === null
          ? null
          : readWhole(retreat["stackingLimit"], who, field("retreat.stackingLimit"), 1, CAPS.stacking),
    },
    advance: {
      units:
        advance["units"] === undefined ? 0 : readWhole(advance["units"], who, field("advance.units"), 0, CAPS.advance),
      ignoresZoc: readBoolean(advance["ignoresZoc"], who, field("advance.ignoresZoc"), true),
    },
    mandatory: readBoolean(fields["mandatory"], who, field("mandatory"), false),
    multiHex: readBoolean(fields["multiHex"], who, field("multiHex"), false),
  };
}

/** A plain name: letters, digits and dashes, so `__proto__` or `constructor` never reads as one. */
export function readName(value: unknown, field: string, max: number, pattern = NAME): string {
  if (typeof value !== "string" || value.length > max || !pattern.test(value))
    throw oddsCrtError("BadName", { field, max, got: typeof value === "string" ? value : String(value) });
  return value;
}

function readCapped<T>(
  value: unknown,
  max: number,
  who: Owner,
  field: string,
  read: (item: unknown, who: Owner, field: string) => T,
): T[] {
  if (value === undefined) return [];
  const list = readList(value, who, field);
  if (list.length > max) throw oddsCrtError("TooMany", { field, got: list.length, max });
  return readItems(list, 0, who, field, read);
}

function readWhole(value: unknown, who: Owner, field: string, min: number, max: number): number {
  const n = readInteger(value, who, field);
  if (n < min || n > max) throw oddsCrtError("OutOfRange", { field, min, max, got: n });
  return n;
}

/** "a:b" with a, b whole numbers 1–99. */
export function parseColumn(text: string): OddsColumn | null {
  const match = /^([1-9]\d?):([1-9]\d?)$/.exec(text);
  if (match === null) return null;
  return { attacker: Number(match[1]), defender: Number(match[2]) };
}

export function columnLabel(column: OddsColumn): string {
  return `${column.attacker}:${column.defender}`;
}

function readColumns(value: unknown, who: Owner, field: string): OddsColumn[] {
  const labels = readCapped(value, CAPS.columns, who, field, (item, _who, path) => readText(item, who, path));
  if (labels.length === 0) throw oddsCrtError("OutOfRange", { field, min: 1, max: CAPS.columns, got: 0 });
  const columns = labels.map((label, index) => {
    const column = parseColumn(label);
    if (column === null) throw oddsCrtError("Column", { field: `${field}[${index}]`, got: label });
    return column;
  });
  columns.forEach((column, index) => {
    const previous = columns[index - 1];
    if (previous !== undefined && column.attacker * previous.defender <= previous.attacker * column.defender)
      throw oddsCrtError("ColumnOrder", {
        field: `${field}[${index}]`,
        got: columnLabel(column),
        previous: columnLabel(previous),
      });
  });
  return columns;
}

const SIDE_EFFECT_NONE: SideEffect = { eliminated: false, steps: 0, retreat: 0 };

function readResults(value: unknown, who: Owner, field: string): ResultCode[] {
  const fields = readRecord(value, who, field);
  const entries = Object.entries(fields);
  if (entries.length === 0 || entries.length > CAPS.results)
    throw oddsCrtError("OutOfRange", { field, min: 1, max: CAPS.results, got: entries.length });
  return entries.map(([code, meaning]) => {
    const path = `${field}.${code}`;
    readName(code, path, CAPS.code, CODE);
    const parts: Fields = meaning === null ? {} : readRecord(meaning, who, path);
    return {
      code,
      attacker: readSideEffect(parts["attacker"], who, `${path}.attacker`),
      defender: readSideEffect(parts["defender"], who, `${path}.defender`),
      exchange: readBoolean(parts["exchange"], who, `${path}.exchange`, false),
    };
  });
}

function readSideEffect(value: unknown, who: Owner, field: string): SideEffect {
  if (value === undefined) return SIDE_EFFECT_NONE;
  const fields = readRecord(value, who, field);
  return {
    eliminated: readBoolean(fields["eliminated"], who, `${field}.eliminated`, false),
    steps: fields["steps"] === undefined ? 0 : readWhole(fields["steps"], who, `${field}.steps`, 0, CAPS.steps),
    retreat:
      fields["retreat"] === undefined ? 0 : readWhole(fields["retreat"], who, `${field}.retreat`, 0, CAPS.retreat),
  };
}

function readTable(
  value: unknown,
  who: Owner,
  field: string,
  columns: number,
  results: readonly ResultCode[],
): string[][] {
  const rows = readCapped(value, CAPS.faces.max, who, field, (row, _who, path) => {
    const codes = readItems(row, 0, who, path, (item, _w, cell) => {
      const code = readText(item, who, cell);
      if (!results.some((result) => result.code === code))
        throw oddsCrtError("UnknownCode", {
          field: cell,
          got: code,
          choices: results.map((result) => result.code).join(", "),
        });
      return code;
    });
    if (codes.length !== columns) throw oddsCrtError("RowLength", { field: path, got: codes.length, columns });
    return codes;
  });
  if (rows.length < CAPS.faces.min)
    throw oddsCrtError("OutOfRange", { field, min: CAPS.faces.min, max: CAPS.faces.max, got: rows.length });
  return rows;
}

function readTerrain(value: unknown, who: Owner, field: string): TerrainEffect {
  const fields = readRecord(value, who, field);
  const shift =
    fields["shift"] === undefined ? 0 : readWhole(fields["shift"], who, `${field}.shift`, -CAPS.shift, CAPS.shift);
  const multiplier =
    fields["multiplier"] === undefined ? 1 : readFinite(fields["multiplier"], who, `${field}.multiplier`);
  if (!(multiplier >= 0.5 && multiplier <= 4 && Number.isInteger(multiplier * 2)))
    throw oddsCrtError("Multiplier", { field: `${field}.multiplier`, got: multiplier });
  return {
    kind: readName(fields["kind"], `${field}.kind`, CAPS.name),
    where:
      fields["where"] === undefined ? "defender" : readChoice(fields["where"], TERRAIN_PLACES, who, `${field}.where`),
    shift,
    multiplier,
  };
}

function readPriorities(value: unknown, who: Owner, field: string): Priority[] {
  const priorities = readCapped(value, PRIORITIES.length, who, field, (item, _who, path) =>
    readChoice(item, PRIORITIES, who, path),
  );
  priorities.forEach((priority, index) => {
    if (priorities.indexOf(priority) !== index)
      throw oddsCrtError("DuplicatePriority", { field: `${field}[${index}]`, got: priority });
  });
  return priorities;
}

/** The result code's meaning (codes in a table are checked on the way in). */
export function resultOf(definition: CrtDefinition, code: string): ResultCode {
  const found = definition.results.find((result) => result.code === code);
  if (found === undefined) throw new RangeError(`odds-crt: ${code} is not a result of ${definition.id}`);
  return found;
}

/** The die a definition's table is rolled with: one die of as many faces as the table has rows. */
export function dieOf(definition: CrtDefinition): string {
  return `1d${definition.table.length}`;
}
