import { HEX_KINDS } from "@engine/grid/hex";
import type { GridSpec } from "@engine/model/grid-spec";
import { readGridSpec } from "@engine/validation/read-grid";
import { fieldError, type Owner, ownerNamed, ownerOf } from "@engine/validation/field-errors";
import {
  type Fields,
  readBoolean,
  readInRange,
  readId,
  readItems,
  readList,
  readOffset,
  readRecord,
} from "@engine/validation/read-fields";
import { type Offset } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { commandTestError } from "./errors";
import { CHITS_RANGE } from "./declarations";
import { type CommandTestOptions, validateOptions } from "./options";
import { type CommandTestUnitData, validateUnitData } from "./unit-data";

/** A unit of a stack as the combat starts. */
export type StackUnitSetup = {
  readonly id: string;
  readonly name: string;
  readonly data: CommandTestUnitData;
  readonly disrupted: boolean;
};

/** A side's units in one hex. */
export type StackSetup = {
  readonly cell: Offset;
  readonly side: string;
  /** Under a forage marker: may neither attack nor support (Rule 10.1). */
  readonly forage: boolean;
  readonly units: readonly StackUnitSetup[];
};

/** One attack order (Rule 10), as plain data a scenario file can carry. */
export type CommandTestSetup = {
  /** A hex grid: stacks are next to each other when their hexes are. */
  readonly grid: GridSpec;
  /** Every unit of the attacking stack (all must be undisrupted; a commander's CR counts even if not ordered). */
  readonly attacking: StackSetup;
  /** The ids of the units given the order, all of the attacking stack. */
  readonly ordered: readonly string[];
  readonly defending: StackSetup;
  /** Each side's other stacks next to the defending stack: the stacks that may be called to support. */
  readonly supports: { readonly attacker: readonly StackSetup[]; readonly defender: readonly StackSetup[] };
  /** Command chits each side has left for the turn; a side not listed has none. */
  readonly chits: Readonly<Record<string, number>>;
  readonly options: CommandTestOptions;
};

const SETUP: Owner = ownerNamed("CombatSetup");

/**
 * Checks an attack order from any source and fills its defaults: every unit of the attacking stack
 * ordered, no supporting stacks, no chits, the default options. Throws an EngineError naming the
 * field at fault, or the rule broken: a disrupted unit in the attacking stack, or a forage marker
 * on it (Rule 10.1).
 */
export function validateSetup(input: unknown): CommandTestSetup {
  const fields = readRecord(input, SETUP, "setup");
  const grid = readGridSpec(fields["grid"], SETUP, HEX_KINDS, (got) => commandTestError("NotHex", { got }));
  const cells = createCellGrid(grid);
  const attacking = readStack(fields["attacking"], "attacking");
  const defending = readStack(fields["defending"], "defending");
  if (defending.side === attacking.side) throw commandTestError("SameSide", { got: defending.side });
  const supportFields: Fields =
    fields["supports"] === undefined ? {} : readRecord(fields["supports"], SETUP, "supports");
  const supports = {
    attacker: readSupports(supportFields["attacker"], "supports.attacker", attacking, defending, cells),
    defender: readSupports(supportFields["defender"], "supports.defender", defending, defending, cells),
  };
  checkNextTo(cells, attacking, defending, "attacking.cell");
  const all = [attacking, defending, ...supports.attacker, ...supports.defender].flatMap((stack) => stack.units);
  rejectDuplicates(all);
  const ordered =
    fields["ordered"] === undefined
      ? attacking.units.map((unit) => unit.id)
      : readOrdered(fields["ordered"], attacking);
  checkMayAttack(attacking);
  return {
    grid,
    attacking,
    ordered,
    defending,
    supports,
    chits: readChits(fields["chits"]),
    options: validateOptions(fields["options"], "options"),
  };
}

/** Rule 10.1: every unit of the attacking stack undisrupted, and no forage marker on it. */
function checkMayAttack(stack: StackSetup): void {
  if (stack.forage) throw commandTestError("Forage", { i: stack.cell.i, j: stack.cell.j });
  const disrupted = stack.units.find((unit) => unit.disrupted);
  if (disrupted !== undefined) throw commandTestError("Disrupted", { unit: disrupted.name });
}

function readStack(input: unknown, at: string): StackSetup {
  const fields = readRecord(input, SETUP, at);
  return {
    cell: readOffset(fields["cell"], SETUP, `${at}.cell`),
    side: readId(fields["side"], SETUP, `${at}.side`),
    forage: readBoolean(fields["forage"], SETUP, `${at}.forage`, false),
    units: readItems(fields["units"], 1, SETUP, `${at}.units`, (item, _who, path) => readUnit(item, path)),
  };
}

function readUnit(input: unknown, at: string): StackUnitSetup {
  const fields = readRecord(input, SETUP, at);
  const label = typeof fields["name"] === "string" && fields["name"] !== "" ? fields["name"] : fields["id"];
  const who = ownerOf("Unit", at, typeof label === "string" && label !== "" ? label : undefined);
  const id = readId(fields["id"], who, "id");
  const name = fields["name"] === undefined ? id : readId(fields["name"], who, "name");
  return {
    id,
    name,
    data: validateUnitData(fields["data"], name),
    disrupted: readBoolean(fields["disrupted"], who, "disrupted", false),
  };
}

/** A side's supporting stacks: of `own`'s side, next to the defending hex, one per hex, none in `own`'s. */
function readSupports(
  input: unknown,
  at: string,
  own: StackSetup,
  defending: StackSetup,
  grid: CellGrid,
): StackSetup[] {
  const stacks =
    input === undefined ? [] : readList(input, SETUP, at).map((item, index) => readStack(item, `${at}[${index}]`));
  stacks.forEach((stack, index) => {
    const field = `${at}[${index}]`;
    if (stack.side !== own.side) throw commandTestError("WrongSide", { field, got: stack.side, side: own.side });
    checkNextTo(grid, stack, defending, `${field}.cell`);
    const taken = [own, ...stacks.slice(0, index)].some((other) => grid.key(other.cell) === grid.key(stack.cell));
    if (taken) throw commandTestError("SameHex", { field: `${field}.cell`, i: stack.cell.i, j: stack.cell.j });
  });
  return stacks;
}

function checkNextTo(grid: CellGrid, stack: StackSetup, defending: StackSetup, field: string): void {
  if (!grid.adjacent(stack.cell, defending.cell)) {
    throw commandTestError("NotAdjacent", {
      field,
      i: stack.cell.i,
      j: stack.cell.j,
      ti: defending.cell.i,
      tj: defending.cell.j,
    });
  }
}

function readOrdered(input: unknown, attacking: StackSetup): string[] {
  const ids = readItems(input, 1, SETUP, "ordered", (item, who, field) => readId(item, who, field));
  ids.forEach((id, index) => {
    if (!attacking.units.some((unit) => unit.id === id))
      throw commandTestError("NotInStack", { field: `ordered[${index}]`, got: id });
    if (ids.indexOf(id) !== index)
      throw fieldError("DuplicateId", SETUP, `ordered[${index}]`, id, { other: `ordered[${ids.indexOf(id)}]` });
  });
  return ids;
}

function readChits(input: unknown): Record<string, number> {
  const fields: Fields = input === undefined ? {} : readRecord(input, SETUP, "chits");
  return Object.fromEntries(
    Object.entries(fields).map(([side, chits]) => [side, readInRange(chits, SETUP, `chits.${side}`, CHITS_RANGE)]),
  );
}

function rejectDuplicates(units: readonly StackUnitSetup[]): void {
  units.forEach((unit, index) => {
    const first = units.findIndex((other) => other.id === unit.id);
    if (first !== index) {
      throw fieldError("DuplicateId", ownerOf("Unit", unit.name, unit.name), "id", unit.id, {
        other: units[first]?.name ?? "",
      });
    }
  });
}
