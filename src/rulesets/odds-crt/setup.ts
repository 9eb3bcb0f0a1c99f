import { HEX_KINDS, isHexKind } from "@engine/grid/hex";
import type { GridSpec } from "@engine/model/grid-spec";
import { readGridSpec } from "@engine/validation/read-grid";
import { firstCell } from "@engine/board/first-cell";
import type { Board, CellBounds } from "@engine/board/types";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { LIMITS, limitError } from "@engine/limits";
import type { Offset } from "@engine/model/coordinates";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { fieldError, type Owner, ownerNamed, ownerOf } from "@engine/validation/field-errors";
import { readId, readInteger, readItems, readList, readOffset, readRecord } from "@engine/validation/read-fields";
import { CAPS } from "./definition";
import { oddsCrtError } from "./errors";
import { type OddsCrtOptions, validateOptions } from "./options";
import { type OddsCrtUnitData, validateUnitData } from "./unit-data";

/** A unit on the board as the combat starts (combatants and bystanders alike). */
export type CrtUnit = {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly cell: Offset;
  readonly data: OddsCrtUnitData;
};

/** The terrain kinds of one hex near the combat. */
export type CellTerrain = { readonly cell: Offset; readonly kinds: readonly string[] };

/** One combat, as plain data a scenario file can carry. */
export type OddsCrtSetup = {
  readonly grid: GridSpec;
  /** The board's edge; null: none (a retreat then never leaves the map by the edge). */
  readonly edge: CellBounds | null;
  readonly attackerSide: string;
  readonly defenderSide: string;
  /** The attacking hexes: every unit of the attacker's side in them attacks. */
  readonly attacking: readonly Offset[];
  /** The defending hexes: every unit of the defender's side in them defends. */
  readonly defending: readonly Offset[];
  /** Every unit near the combat (it blocks, exerts zones of control, may be displaced). */
  readonly units: readonly CrtUnit[];
  /** The terrain kinds of the hexes near the combat (a hex not listed is clear). */
  readonly terrain: readonly CellTerrain[];
  readonly options: OddsCrtOptions;
};

/** Most hexes on one side of a combat: a hex has six neighbours. */
export const MAX_HEXES = 6;
const SETUP: Owner = ownerNamed("CombatSetup");
const SELECTION = ownerOf("Combat", "combat", undefined);

/**
 * Checks a combat from any source and fills its defaults; throws an EngineError naming the field at
 * fault: hexes that hold no unit of the right side, hexes listed twice, an attacking hex next to no
 * defending hex (or the reverse), several defending hexes where the definition allows one.
 */
export function validateSetup(input: unknown): OddsCrtSetup {
  const fields = readRecord(input, SETUP, "setup");
  const grid = readGridSpec(fields["grid"], SETUP, HEX_KINDS, (got) => oddsCrtError("NotHex", { got }));
  const cells = createCellGrid(grid);
  const options = validateOptions(fields["options"], "options");
  const unitList = readList(fields["units"], SETUP, "units");
  if (unitList.length > LIMITS.units)
    throw limitError("Units", { owner: SETUP.owner, field: "units", got: unitList.length, max: LIMITS.units });
  const units = readItems(unitList, 1, SETUP, "units", (item, _who, at) => readUnit(item, at));
  // The first unit of each id, by a map: a board may hold 10,000 units.
  const firstOf = new Map<string, number>();
  units.forEach((unit, index) => {
    if (!firstOf.has(unit.id)) firstOf.set(unit.id, index);
    const first = firstOf.get(unit.id) ?? index;
    if (first !== index)
      throw fieldError("DuplicateId", ownerOf("Unit", `units[${index}]`, unit.name), "id", unit.id, {
        other: units[first]?.name ?? "",
      });
  });
  const attacking = readHexes(fields["attacking"], "attacking", cells);
  const defending = readHexes(fields["defending"], "defending", cells);
  if (!options.definition.multiHex && defending.length > 1)
    throw oddsCrtError("OneHexOnly", { field: "defending", definition: options.definition.id, got: defending.length });
  const attackerSide = sideIn(units, cells, attacking, "attacking");
  const defenderSide = sideIn(units, cells, defending, "defending");
  if (attackerSide === defenderSide) {
    const cell = defending[0] ?? { i: 0, j: 0 };
    throw oddsCrtError("NoEnemy", { field: "defending[0]", i: cell.i, j: cell.j, side: attackerSide });
  }
  checkNextTo(cells, attacking, defending, "attacking");
  checkNextTo(cells, defending, attacking, "defending");
  return {
    grid,
    edge: fields["edge"] === undefined || fields["edge"] === null ? null : readEdge(fields["edge"]),
    attackerSide,
    defenderSide,
    attacking,
    defending,
    units,
    terrain: readTerrainList(fields["terrain"]),
    options,
  };
}

function readEdge(input: unknown): CellBounds {
  const fields = readRecord(input, SETUP, "edge");
  const read = (name: keyof CellBounds): number => readInteger(fields[name], SETUP, `edge.${name}`);
  return { minI: read("minI"), maxI: read("maxI"), minJ: read("minJ"), maxJ: read("maxJ") };
}

function readUnit(input: unknown, at: string): CrtUnit {
  const fields = readRecord(input, SETUP, at);
  const label = typeof fields["name"] === "string" && fields["name"] !== "" ? fields["name"] : fields["id"];
  const who = ownerOf("Unit", at, typeof label === "string" && label !== "" ? label : undefined);
  const id = readId(fields["id"], who, "id");
  const name = fields["name"] === undefined ? id : readId(fields["name"], who, "name");
  return {
    id,
    name,
    side: readId(fields["side"], who, "side"),
    cell: readOffset(fields["cell"], who, "cell"),
    data: validateUnitData(fields["data"], name),
  };
}

function readHexes(input: unknown, field: string, cells: CellGrid): Offset[] {
  const list = readList(input, SETUP, field);
  if (list.length > MAX_HEXES) throw oddsCrtError("TooMany", { field, got: list.length, max: MAX_HEXES });
  const hexes = readItems(list, 1, SETUP, field, (item, who, at) => readOffset(item, who, at));
  hexes.forEach((hex, index) => {
    if (hexes.findIndex((other) => cells.key(other) === cells.key(hex)) !== index)
      throw oddsCrtError("SameHex", { field: `${field}[${index}]`, i: hex.i, j: hex.j });
  });
  return hexes;
}

/** The one side whose units stand in the hexes (every hex must hold some, of that side only). */
function sideIn(units: readonly CrtUnit[], cells: CellGrid, hexes: readonly Offset[], field: string): string {
  let side: string | null = null;
  hexes.forEach((hex, index) => {
    const here = units.filter((unit) => cells.key(unit.cell) === cells.key(hex));
    const [first] = here;
    if (first === undefined) throw oddsCrtError("EmptyHex", { field: `${field}[${index}]`, i: hex.i, j: hex.j });
    side ??= first.side;
    const other = here.find((unit) => unit.side !== side);
    if (other !== undefined)
      throw oddsCrtError("WrongSide", { field: `${field}[${index}]`, i: hex.i, j: hex.j, got: other.side, side });
  });
  if (side === null) throw new RangeError("odds-crt: a side of a combat has at least one hex");
  return side;
}

function checkNextTo(cells: CellGrid, hexes: readonly Offset[], others: readonly Offset[], field: string): void {
  hexes.forEach((hex, index) => {
    if (!others.some((other) => cells.adjacent(hex, other)))
      throw oddsCrtError("NotAdjacent", { field: `${field}[${index}]`, i: hex.i, j: hex.j });
  });
}

function readTerrainList(input: unknown): CellTerrain[] {
  if (input === undefined) return [];
  const list = readList(input, SETUP, "terrain");
  if (list.length > LIMITS.areas)
    throw limitError("Areas", { owner: SETUP.owner, field: "terrain", got: list.length, max: LIMITS.areas });
  return list.map((item, index) => {
    const at = `terrain[${index}]`;
    const fields = readRecord(item, SETUP, at);
    return {
      cell: readOffset(fields["cell"], SETUP, `${at}.cell`),
      kinds: readItems(fields["kinds"], 0, SETUP, `${at}.kinds`, (kind, who, path) => readId(kind, who, path)),
    };
  });
}

/**
 * A combat read off a hex board. The selection says what the board cannot: `attackers` (the hexes
 * attacking), `targets` (the hexes attacked) and `options`. Every unit on the board goes into the
 * setup (for zones of control, blocking and displacement), and the terrain kinds of the hexes a
 * retreat or advance may reach: within the longest retreat plus one of the combat's hexes.
 */
export function setupFromBoard(board: Board, selection: unknown): OddsCrtSetup {
  const fields = readRecord(selection, SELECTION, "combat");
  if (!isHexKind(board.grid.kind)) throw oddsCrtError("NotHex", { got: board.grid.kind });
  const cells = createCellGrid(board.grid);
  const attacking = readItems(fields["attackers"], 1, SELECTION, "attackers", (item, who, at) =>
    readOffset(item, who, at),
  );
  const defending = readItems(fields["targets"], 1, SELECTION, "targets", (item, who, at) => readOffset(item, who, at));
  const units = board.units.flatMap((unit) => {
    const cell = firstCell(unit);
    return cell === null ? [] : [{ id: unit.id, name: unit.name, side: unit.side, cell, data: unit.data }];
  });
  const context = createGridMoveContext(board);
  const near = new Map<number, Offset>();
  for (const hex of [...attacking, ...defending])
    for (const cell of cells.within(hex, CAPS.retreat + 1)) near.set(cells.key(cell), cell);
  const terrain = [...near.values()].flatMap((cell) => {
    const kinds = context.kindsAt(cell);
    return kinds.length === 0 ? [] : [{ cell, kinds: [...new Set(kinds)] }];
  });
  return validateSetup({
    grid: board.grid,
    edge: board.edge ?? null,
    attacking,
    defending,
    units,
    terrain,
    ...(fields["options"] === undefined ? {} : { options: fields["options"] }),
  });
}
