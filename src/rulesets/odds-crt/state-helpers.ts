import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { Offset } from "@engine/model/coordinates";
import type { Role } from "@engine/session/roles";
import { CAPS, type CrtDefinition } from "./definition";
import type { CrtUnit, OddsCrtSetup } from "./setup";
import type { OddsCrtState } from "./state";
import { strengthOf } from "./unit-data";

/** A setup's hex grid, its neighbour lists shared (read only). */
export type SetupGrid = Omit<CellGrid, "neighbours"> & { neighbours(cell: Offset): readonly Offset[] };

/** Offsets below this in size get a small key (see `smallKey`). */
const SMALL = 2 ** 14;

/**
 * A hex's key as a small integer where the offsets allow (every board a table holds): Maps keyed by
 * small integers hash far faster than by the grid's own keys, which are large floating-point
 * numbers. Other hexes keep the grid's key, made negative so that the two never meet.
 */
function smallKey(grid: CellGrid, cell: Offset): number {
  return Math.abs(cell.i) < SMALL && Math.abs(cell.j) < SMALL && Number.isInteger(cell.i) && Number.isInteger(cell.j)
    ? (cell.i + SMALL) * 2 * SMALL + (cell.j + SMALL)
    : -grid.key(cell) - 1;
}

function fromSmallKey(grid: CellGrid, key: number): Offset {
  return key < 0
    ? grid.fromKey(-key - 1)
    : { i: Math.floor(key / (2 * SMALL)) - SMALL, j: (key % (2 * SMALL)) - SMALL };
}

const GRIDS = new WeakMap<OddsCrtSetup, SetupGrid>();

/**
 * The setup's hex grid, built once per setup, each hex's neighbours listed once: the odds walk asks
 * for them thousands of times over the same few hexes.
 */
export function cellsOf(setup: OddsCrtSetup): SetupGrid {
  return cached(GRIDS, setup, () => {
    const grid = createCellGrid(setup.grid);
    const neighbours = new Map<number, readonly Offset[]>();
    return {
      ...grid,
      key: (cell) => smallKey(grid, cell),
      fromKey: (key) => fromSmallKey(grid, key),
      neighbours: (cell) => {
        const key = smallKey(grid, cell);
        let found = neighbours.get(key);
        if (found === undefined) {
          found = grid.neighbours(cell);
          neighbours.set(key, found);
        }
        return found;
      },
    };
  });
}

export function definitionOf(state: OddsCrtState): CrtDefinition {
  return state.setup.options.definition;
}

export function sideOf(state: OddsCrtState, role: Role): string {
  return role === "attacker" ? state.setup.attackerSide : state.setup.defenderSide;
}

/** Both sides: what a text whose numbers count both (strengths, odds, column) declares it counts. */
export function bothSides(state: OddsCrtState): string[] {
  return [state.setup.attackerSide, state.setup.defenderSide];
}

export function hexesOf(state: OddsCrtState, role: Role): readonly Offset[] {
  return role === "attacker" ? state.setup.attacking : state.setup.defending;
}

export function hexId(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

/** The hex a `hexId` names (a retreat record's hex, say). */
export function cellOfHexId(id: string): Offset {
  const [i, j] = id.split(",").map(Number);
  return { i: i ?? 0, j: j ?? 0 };
}

/** A unit as it stands now: where it has moved to in this combat. */
export type UnitNow = CrtUnit & { readonly stepsLost: number };

/** What never changes within a combat, looked up by id and by hex (a board may hold 10,000 units). */
type SetupIndex = {
  readonly grid: SetupGrid;
  /** Each unit as it stands before the combat. */
  readonly byId: ReadonlyMap<string, UnitNow>;
  readonly order: ReadonlyMap<string, number>;
  readonly byCell: ReadonlyMap<number, readonly UnitNow[]>;
  readonly terrain: ReadonlyMap<number, readonly string[]>;
  readonly fighters: Readonly<Record<Role, readonly UnitNow[]>>;
  readonly fighterIds: Readonly<Record<Role, ReadonlySet<string>>>;
  /** Each fighter's slot (see `unitSlots`), in the order of `fighters`: given up front, the walk reads them on every board. */
  readonly fighterSlots: Readonly<Record<Role, readonly number[]>>;
  /** The board before the combat: every other board is worked out from it, change by change. */
  readonly root: Board;
  /**
   * Hexes to the nearest enemy, by side and by what the combat has done to that side's enemies
   * (`Board.enemies`): boards that differ only in the side's own units (its own stacks' retreats,
   * say) share them.
   */
  readonly distances: Map<string, Map<number, number>>;
  /** Names of the ways a side's enemies have been moved or eliminated, each a short number. */
  readonly enemyStates: Map<string, number>;
  /** Units as the combat moved or reduced them, by id, hex and steps lost: one object on every board. */
  readonly shifted: Map<string, Map<number, UnitNow[]>>;
  /**
   * A place in a board's lists for each unit and hex the combat has changed, given when first
   * changed: a board copies its parent's short lists, not maps keyed by id (copying a map is slow).
   */
  readonly unitSlots: Map<string, number>;
  readonly hexSlots: Map<number, number>;
  /** The rings of hexes around a hex, by its key (see `ringAround`). */
  readonly rings: Map<number, (readonly Offset[])[]>;
  /** The attacking and the defending side. */
  readonly sides: readonly string[];
};

const SETUP_INDEXES = new WeakMap<OddsCrtSetup, SetupIndex>();

function indexOf(setup: OddsCrtSetup): SetupIndex {
  return cached(SETUP_INDEXES, setup, () => {
    const grid = cellsOf(setup);
    const units: UnitNow[] = setup.units.map((unit) => ({ ...unit, stepsLost: unit.data.stepsLost }));
    const byCell = new Map<number, UnitNow[]>();
    for (const unit of units) {
      const key = grid.key(unit.cell);
      const here = byCell.get(key);
      if (here === undefined) byCell.set(key, [unit]);
      else here.push(unit);
    }
    const hexes = (list: readonly Offset[]) => new Set(list.map((hex) => grid.key(hex)));
    const attacking = hexes(setup.attacking);
    const defending = hexes(setup.defending);
    const fighters = {
      attacker: units.filter((unit) => unit.side === setup.attackerSide && attacking.has(grid.key(unit.cell))),
      defender: units.filter((unit) => unit.side === setup.defenderSide && defending.has(grid.key(unit.cell))),
    };
    const ids = (list: readonly UnitNow[]) => new Set(list.map((unit) => unit.id));
    const index: Omit<SetupIndex, "root"> = {
      grid,
      byId: new Map(units.map((unit) => [unit.id, unit])),
      order: new Map(units.map((unit, n) => [unit.id, n])),
      byCell,
      // The first entry of a hex counts, as a search would find it.
      terrain: new Map([...setup.terrain].reverse().map((entry) => [grid.key(entry.cell), entry.kinds])),
      fighters,
      fighterIds: { attacker: ids(fighters.attacker), defender: ids(fighters.defender) },
      fighterSlots: {
        attacker: fighters.attacker.map((_unit, n) => n),
        defender: fighters.defender.map((_unit, n) => fighters.attacker.length + n),
      },
      distances: new Map(),
      enemyStates: new Map(),
      shifted: new Map(),
      unitSlots: new Map([...fighters.attacker, ...fighters.defender].map((unit, n) => [unit.id, n])),
      hexSlots: new Map(),
      rings: new Map(),
      sides: [setup.attackerSide, setup.defenderSide],
    };
    return { ...index, root: derive(index, null, NO_CHANGE) };
  });
}

/**
 * The board as a state leaves it, looked up by id and by hex. Only the units the combat touched
 * (moved, eliminated, steps lost: a few dozen) are held by the board; the rest come from the
 * setup's index, so a lookup costs what is in one hex, not what is on the board.
 */
export type BoardNow = {
  /** The unit as it stands now, or undefined once eliminated. */
  unit(id: string): UnitNow | undefined;
  /** The units in a hex now, in the setup's order. */
  at(cell: Offset): readonly UnitNow[];
  /** The units of a role that fought in the combat and are still on the board, in the setup's order. */
  combatants(role: Role): readonly UnitNow[];
  /** Those of them in a hex now. */
  combatantsAt(role: Role, cell: Offset): readonly UnitNow[];
  /** The first unit not of `side`, in the setup's order, in the hexes around `cell`: whose zone of control it is in. */
  firstEnemyAround(side: string, cell: Offset): UnitNow | undefined;
  /** Hexes from `cell` to the nearest unit not of `side` (0 when there is none). */
  enemyDistance(side: string, cell: Offset): number;
};

/** A board and what it is made of: the units the combat changed and the hexes it touched. */
type Board = BoardNow & {
  /** Every unit the combat changed, as it stands now (null once eliminated), by its slot. */
  readonly changed: readonly (UnitNow | null | undefined)[];
  /** What each hex the combat touched holds now, by its slot. */
  readonly hexes: readonly (readonly UnitNow[] | undefined)[];
  /** Numbers naming how the combat has moved and eliminated the enemies of each of its sides (see `distances`). */
  readonly enemies: ReadonlyMap<string, number>;
};

/** What the combat did since a board: the entries appended to the state's three lists. */
type Change = {
  readonly moved: OddsCrtState["moved"];
  readonly eliminated: readonly string[];
  readonly stepsLost: readonly string[];
};

const NO_CHANGE: Change = { moved: [], eliminated: [], stepsLost: [] };

/**
 * The list each of a state's lists was made from by `appended`: a state's board is worked out from
 * the board of the lists it extends, by what was added (a retreat, a step lost), not from the start.
 */
const LINEAGE = new WeakMap<readonly unknown[], readonly unknown[]>();

/** `list` with `items` added at the end, remembering what it extends (see `LINEAGE`). */
export function appended<T>(list: readonly T[], items: readonly T[]): readonly T[] {
  if (items.length === 0) return list;
  const next = [...list, ...items];
  LINEAGE.set(next, list);
  return next;
}

/**
 * Boards by the three lists they are read from: states copied by spreading share them, so the
 * states a session passes through between two changes (and the branches of an enumeration that
 * have not parted yet) share one board and what was worked out on it.
 */
const BOARDS = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], WeakMap<readonly unknown[], Board>>>();

/** The value kept under `key`, made and kept the first time it is asked for. */
export function cached<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

function cachedIn<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

export function boardNow(state: OddsCrtState): BoardNow {
  return boardOf(indexOf(state.setup), state.moved, state.eliminated, state.stepsLost);
}

function boardOf(
  index: SetupIndex,
  moved: Change["moved"],
  eliminated: readonly string[],
  lost: readonly string[],
): Board {
  const byEliminated = cached(BOARDS, moved, () => new WeakMap());
  const byLost = cached(byEliminated, eliminated, () => new WeakMap());
  return cached(byLost, lost, () => {
    // From the board of the lists these extend, one list at a time; lists of unknown make from the
    // start. Once a list's board is made, what it extends is forgotten, so that the boards of earlier
    // states can be let go.
    const movedFrom = LINEAGE.get(moved) as Change["moved"] | undefined;
    if (movedFrom !== undefined) {
      const board = derive(index, boardOf(index, movedFrom, eliminated, lost), {
        ...NO_CHANGE,
        moved: moved.slice(movedFrom.length),
      });
      LINEAGE.delete(moved);
      return board;
    }
    const eliminatedFrom = LINEAGE.get(eliminated) as readonly string[] | undefined;
    if (eliminatedFrom !== undefined) {
      const board = derive(index, boardOf(index, moved, eliminatedFrom, lost), {
        ...NO_CHANGE,
        eliminated: eliminated.slice(eliminatedFrom.length),
      });
      LINEAGE.delete(eliminated);
      return board;
    }
    const lostFrom = LINEAGE.get(lost) as readonly string[] | undefined;
    if (lostFrom !== undefined) {
      const board = derive(index, boardOf(index, moved, eliminated, lostFrom), {
        ...NO_CHANGE,
        stepsLost: lost.slice(lostFrom.length),
      });
      LINEAGE.delete(lost);
      return board;
    }
    return derive(index, index.root, { moved, eliminated, stepsLost: lost });
  });
}

/**
 * The hexes `distance` steps from `cell`, each ring found once per setup from the two inside it:
 * the search for the nearest enemy reads the same rings on every board.
 */
function ringAround(index: Omit<SetupIndex, "root">, cell: Offset, distance: number): readonly Offset[] {
  const { grid } = index;
  const rings = cachedIn(index.rings, grid.key(cell), (): (readonly Offset[])[] => [[cell]]);
  while (rings.length <= distance) {
    const inner = rings[rings.length - 2] ?? NO_HEXES;
    const ring = rings[rings.length - 1] ?? NO_HEXES;
    // A hex's neighbours lie in its own ring or the rings either side of it.
    const seen = new Set([...inner, ...ring].map((hex) => grid.key(hex)));
    const next: Offset[] = [];
    for (const hex of ring)
      for (const neighbour of grid.neighbours(hex))
        if (!seen.has(grid.key(neighbour))) {
          seen.add(grid.key(neighbour));
          next.push(neighbour);
        }
    rings.push(next);
  }
  return rings[distance] ?? NO_HEXES;
}

const NO_HEXES: readonly Offset[] = [];

/** How far the search for the nearest enemy goes ring by ring before it reads the whole board. */
const NEAR = 2 * CAPS.retreat + 4;

const NOBODY: readonly UnitNow[] = [];

/**
 * The board `parent` (null: the setup's own) becomes after `change`. Only the units the change
 * names and the hexes they leave or enter are worked out again; the rest is the parent's.
 */
function derive(index: Omit<SetupIndex, "root">, parent: Board | null, change: Change): Board {
  const {
    grid,
    byId,
    order,
    byCell,
    fighters,
    fighterIds,
    fighterSlots,
    distances,
    enemyStates,
    shifted,
    unitSlots,
    hexSlots,
    sides,
  } = index;
  const changed = parent === null ? [] : parent.changed.slice();
  const hexes = parent === null ? [] : parent.hexes.slice();
  const current = (id: string): UnitNow | null => {
    const slot = unitSlots.get(id);
    const now = slot === undefined ? undefined : changed[slot];
    return now !== undefined ? now : (byId.get(id) ?? null);
  };
  const listAt = (key: number): readonly UnitNow[] => {
    const slot = hexSlots.get(key);
    return (slot === undefined ? undefined : hexes[slot]) ?? byCell.get(key) ?? NOBODY;
  };
  /** The unit as it was before the combat, at `cell` with `extra` steps lost since: one object on every board. */
  const shift = (unit: UnitNow, cell: Offset, extra: number): UnitNow => {
    const base = byId.get(unit.id) ?? unit;
    if (extra === 0 && grid.key(cell) === grid.key(base.cell)) return base;
    const byHex = cachedIn(shifted, unit.id, () => new Map<number, UnitNow[]>());
    const byLost = cachedIn(byHex, grid.key(cell), (): UnitNow[] => []);
    return (byLost[extra] ??= { ...base, cell, stepsLost: base.stepsLost + extra });
  };
  // Each unit named, as it stood before the change and as it stands after it.
  const before = new Map<string, UnitNow>();
  const update = (id: string, next: (unit: UnitNow) => UnitNow | null): void => {
    const unit = current(id);
    if (unit === null) return;
    if (!before.has(id)) before.set(id, unit);
    changed[cachedIn(unitSlots, id, () => unitSlots.size)] = next(unit);
  };
  const extraOf = (unit: UnitNow): number => unit.stepsLost - (byId.get(unit.id) ?? unit).stepsLost;
  for (const move of change.moved) update(move.unitId, (unit) => shift(unit, move.cell, extraOf(unit)));
  for (const id of change.stepsLost) update(id, (unit) => shift(unit, unit.cell, extraOf(unit) + 1));
  for (const id of change.eliminated) update(id, () => null);
  const rank = (id: string): number => order.get(id) ?? 0;
  // The hexes the named units left or entered, their units in the setup's order.
  const touched = new Set<number>();
  before.forEach((was, id) => {
    touched.add(grid.key(was.cell));
    const now = current(id);
    if (now !== null) touched.add(grid.key(now.cell));
  });
  touched.forEach((key) => {
    const stayed = listAt(key).filter((unit) => !before.has(unit.id));
    const came: UnitNow[] = [];
    before.forEach((_was, id) => {
      const now = current(id);
      if (now !== null && grid.key(now.cell) === key) came.push(now);
    });
    hexes[cachedIn(hexSlots, key, () => hexSlots.size)] =
      came.length === 0 ? stayed : [...stayed, ...came].sort((a, b) => rank(a.id) - rank(b.id));
  });
  const at = (cell: Offset): readonly UnitNow[] => listAt(grid.key(cell));
  const nearest = (side: string, cell: Offset): number => {
    const isEnemy = (unit: UnitNow): boolean => unit.side !== side;
    for (let distance = 0; distance <= NEAR; distance += 1) {
      const ring = ringAround(index, cell, distance);
      if (ring.length === 0) break;
      if (ring.some((hex) => at(hex).some(isEnemy))) return distance;
    }
    // No enemy near: the whole board (rare: the combat's own enemies stand next to it).
    let best = Infinity;
    for (const unit of byId.values()) {
      const now = current(unit.id);
      if (isEnemy(unit) && now !== null) best = Math.min(best, grid.distance(now.cell, cell));
    }
    return best === Infinity ? 0 : best;
  };
  /** The enemies of each side the change moved (to a hex) or eliminated (-1), in the order named. */
  // How each side of the combat finds its enemies now: the parent's name, unless the change moved
  // or eliminated one of them (kept by name, not by the parent, so that boards can be let go).
  const enemies = new Map<string, number>();
  for (const side of sides) {
    let since = "";
    before.forEach((was, id) => {
      const now = current(id);
      if (was.side === side || (now !== null && grid.key(now.cell) === grid.key(was.cell))) return;
      since += now === null ? `${id}:-1,` : `${id}:${grid.key(now.cell)},`;
    });
    const was = parent?.enemies.get(side);
    const name = `${side}|${was ?? ""}|${since}`;
    enemies.set(side, was !== undefined && since === "" ? was : cachedIn(enemyStates, name, () => enemyStates.size));
  }
  const fighting = new Map<Role, readonly UnitNow[]>();
  const fightingAt: Record<Role, Map<number, readonly UnitNow[]>> = { attacker: new Map(), defender: new Map() };
  const enemyDistances = new Map<string, Map<number, number>>();
  return {
    changed,
    hexes,
    enemies,
    unit: (id) => current(id) ?? undefined,
    at,
    combatants: (role) =>
      cachedIn(fighting, role, () => {
        // A loop: `flatMap` would make a list for each unit, on every board.
        const list: UnitNow[] = [];
        fighters[role].forEach((unit, n) => {
          const now = changed[fighterSlots[role][n] ?? -1];
          if (now !== null) list.push(now ?? unit);
        });
        return list;
      }),
    combatantsAt: (role, cell) =>
      cachedIn(fightingAt[role], grid.key(cell), () => at(cell).filter((unit) => fighterIds[role].has(unit.id))),
    firstEnemyAround: (side, cell) => {
      let first: UnitNow | undefined;
      for (const hex of grid.neighbours(cell))
        for (const unit of at(hex))
          if (unit.side !== side) {
            // A hex lists its units in the setup's order: its first enemy is the one to weigh.
            if (first === undefined || rank(unit.id) < rank(first.id)) first = unit;
            break;
          }
      return first;
    },
    enemyDistance: (side, cell) =>
      cachedIn(
        cachedIn(enemyDistances, side, () => {
          const name = enemies.get(side);
          return name === undefined
            ? new Map<number, number>()
            : cachedIn(distances, `${side}|${name}`, () => new Map<number, number>());
        }),
        grid.key(cell),
        () => nearest(side, cell),
      ),
  };
}

/** The units of a role that fought in the combat and are still on the board, in the setup's order. */
export function combatants(state: OddsCrtState, role: Role): readonly UnitNow[] {
  return boardNow(state).combatants(role);
}

/** Every unit of a role's side in the hexes of that role at the start (what fights). */
export function fighters(setup: OddsCrtSetup, role: Role): readonly CrtUnit[] {
  return indexOf(setup).fighters[role];
}

/** A unit's strengths now, its steps lost counted. */
export function currentStrength(unit: UnitNow): { readonly attack: number; readonly defence: number } {
  return unit.stepsLost === unit.data.stepsLost
    ? strengthOf(unit.data)
    : strengthOf({ ...unit.data, stepsLost: unit.stepsLost });
}

const CLEAR: readonly string[] = [];

/** The terrain kinds of a hex (none listed: clear). */
export function kindsAt(setup: OddsCrtSetup, cell: Offset): readonly string[] {
  const index = indexOf(setup);
  return index.terrain.get(index.grid.key(cell)) ?? CLEAR;
}

/** The unit of the setup with this id (the flow guarantees it). */
export function unitById(state: OddsCrtState, id: string): CrtUnit {
  const unit = indexOf(state.setup).byId.get(id);
  if (unit === undefined) throw new Error(`odds-crt: unit ${id} is not in the setup`);
  return unit;
}
