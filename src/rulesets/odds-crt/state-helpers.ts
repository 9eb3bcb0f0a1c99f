import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { Offset } from "@engine/model/coordinates";
import type { Role } from "@engine/session/roles";
import { CAPS, type CrtDefinition } from "./definition";
import type { CrtUnit, OddsCrtSetup } from "./setup";
import type { OddsCrtState } from "./state";
import { strengthOf } from "./unit-data";

/** A setup's hex grid, its neighbour lists shared (read only). */
export type SetupGrid = Omit<CellGrid, "neighbours"> & { neighbours(cell: Offset): readonly Offset[] };

const GRIDS = new WeakMap<OddsCrtSetup, SetupGrid>();

/**
 * The setup's hex grid, built once per setup, each hex's neighbours listed once: the odds walk asks
 * for them thousands of times over the same few hexes.
 */
export function cellsOf(setup: OddsCrtSetup): SetupGrid {
  return cached(GRIDS, setup, () => {
    const grid = createCellGrid(setup.grid);
    const neighbours = new Map<number, readonly Offset[]>();
    return { ...grid, neighbours: (cell) => cachedIn(neighbours, grid.key(cell), () => grid.neighbours(cell)) };
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
  /**
   * Hexes to the nearest enemy, by side and by what the combat has done to that side's enemies:
   * boards that differ only in the side's own units (its own stacks' retreats, say) share them.
   */
  readonly distances: Map<string, Map<number, number>>;
  /** Units as the combat moved or reduced them, by id, hex and steps lost: one object on every board. */
  readonly shifted: Map<string, Map<number, UnitNow[]>>;
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
    return {
      grid,
      byId: new Map(units.map((unit) => [unit.id, unit])),
      order: new Map(units.map((unit, n) => [unit.id, n])),
      byCell,
      // The first entry of a hex counts, as a search would find it.
      terrain: new Map([...setup.terrain].reverse().map((entry) => [grid.key(entry.cell), entry.kinds])),
      fighters,
      fighterIds: { attacker: ids(fighters.attacker), defender: ids(fighters.defender) },
      distances: new Map(),
      shifted: new Map(),
    };
  });
}

/**
 * The board as a state leaves it, looked up by id and by hex. Only the units the combat touched
 * (moved, eliminated, steps lost: a few dozen) are read from the state; the rest come from the
 * setup's index, so a lookup costs what is in one hex, not what is on the board.
 */
export type BoardNow = {
  /** The unit as it stands now, or undefined once eliminated. */
  unit(id: string): UnitNow | undefined;
  /** The units in a hex now, in the setup's order. */
  at(cell: Offset): readonly UnitNow[];
  /** A unit's place in the setup's order. */
  order(id: string): number;
  /** The units of a role that fought in the combat and are still on the board, in the setup's order. */
  combatants(role: Role): readonly UnitNow[];
  /** Hexes from `cell` to the nearest unit not of `side` (0 when there is none). */
  enemyDistance(side: string, cell: Offset): number;
};

/**
 * Boards by the three lists they are read from: states copied by spreading share them, so the
 * states a session passes through between two changes (and the branches of an enumeration that
 * have not parted yet) share one board and what was worked out on it.
 */
const BOARDS = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], WeakMap<readonly unknown[], BoardNow>>>();

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
  const byEliminated = cached(BOARDS, state.moved, () => new WeakMap());
  const byLost = cached(byEliminated, state.eliminated, () => new WeakMap());
  return cached(byLost, state.stepsLost, () => buildBoard(state));
}

/** How far the search for the nearest enemy goes ring by ring before it reads the whole board. */
const NEAR = 2 * CAPS.retreat + 4;

function buildBoard(state: OddsCrtState): BoardNow {
  const { grid, byId, order, byCell, fighters, distances, shifted } = indexOf(state.setup);
  const gone = new Set(state.eliminated);
  const movedTo = new Map<string, Offset>();
  for (const move of state.moved) movedTo.set(move.unitId, move.cell);
  const lost = new Map<string, number>();
  for (const id of state.stepsLost) lost.set(id, (lost.get(id) ?? 0) + 1);
  /** The unit now: the setup's own object unless the combat moved it or took a step from it. */
  const now = (unit: UnitNow): UnitNow => {
    const cell = movedTo.get(unit.id) ?? unit.cell;
    const extra = lost.get(unit.id) ?? 0;
    if (cell === unit.cell && extra === 0) return unit;
    const byHex = cachedIn(shifted, unit.id, () => new Map<number, UnitNow[]>());
    const byLost = cachedIn(byHex, grid.key(cell), (): UnitNow[] => []);
    return (byLost[extra] ??= { ...unit, cell, stepsLost: unit.stepsLost + extra });
  };
  /** Where units arrived and which hexes the combat touched, worked out when a hex is first read. */
  let placed: { readonly arrivals: Map<number, UnitNow[]>; readonly touched: Set<number> } | undefined;
  const placement = (): NonNullable<typeof placed> => {
    if (placed !== undefined) return placed;
    const arrivals = new Map<number, UnitNow[]>();
    for (const [id, cell] of movedTo) {
      const unit = byId.get(id);
      if (unit === undefined || gone.has(id)) continue;
      const here = arrivals.get(grid.key(cell));
      if (here === undefined) arrivals.set(grid.key(cell), [unit]);
      else here.push(unit);
    }
    // The hexes the combat touched: where a unit was eliminated, moved from or to, or lost a step.
    const touched = new Set(arrivals.keys());
    const touch = (id: string): void => {
      const unit = byId.get(id);
      if (unit !== undefined) touched.add(grid.key(unit.cell));
    };
    gone.forEach(touch);
    movedTo.forEach((_cell, id) => touch(id));
    lost.forEach((_count, id) => touch(id));
    placed = { arrivals, touched };
    return placed;
  };
  const rank = (id: string): number => order.get(id) ?? 0;
  const cells = new Map<number, readonly UnitNow[]>();
  const fighting = new Map<Role, readonly UnitNow[]>();
  const at = (cell: Offset): readonly UnitNow[] => {
    const key = grid.key(cell);
    const base = byCell.get(key) ?? [];
    const { arrivals, touched } = placement();
    // Most hexes the combat never touched: the setup's own list.
    if (!touched.has(key)) return base;
    return cachedIn(cells, key, () => {
      const stayed = base.filter((unit) => !gone.has(unit.id) && !movedTo.has(unit.id)).map(now);
      const came = arrivals.get(key);
      return came === undefined ? stayed : [...stayed, ...came.map(now)].sort((a, b) => rank(a.id) - rank(b.id));
    });
  };
  const nearest = (side: string, cell: Offset): number => {
    const isEnemy = (unit: UnitNow): boolean => unit.side !== side;
    const seen = new Set([grid.key(cell)]);
    let ring: Offset[] = [cell];
    for (let distance = 0; distance <= NEAR && ring.length > 0; distance += 1) {
      if (ring.some((hex) => at(hex).some(isEnemy))) return distance;
      const next: Offset[] = [];
      for (const hex of ring)
        for (const neighbour of grid.neighbours(hex))
          if (!seen.has(grid.key(neighbour))) {
            seen.add(grid.key(neighbour));
            next.push(neighbour);
          }
      ring = next;
    }
    // No enemy near: the whole board (rare: the combat's own enemies stand next to it).
    let best = Infinity;
    for (const unit of byId.values())
      if (isEnemy(unit) && !gone.has(unit.id)) best = Math.min(best, grid.distance(now(unit).cell, cell));
    return best === Infinity ? 0 : best;
  };
  /**
   * The distances shared by every board where the side's enemies stand as they do here: keyed by
   * the enemies eliminated (null) or moved (their hex), in the order the combat did it.
   */
  const sharedDistances = (side: string): Map<number, number> => {
    const changes: [string, number][] = [];
    for (const id of gone) if (byId.get(id)?.side !== side) changes.push([id, NaN]);
    for (const [id, cell] of movedTo)
      if (!gone.has(id) && byId.get(id)?.side !== side) changes.push([id, grid.key(cell)]);
    return cachedIn(distances, JSON.stringify([side, changes]), () => new Map<number, number>());
  };
  const enemyDistances = new Map<string, Map<number, number>>();
  return {
    unit: (id) => {
      const unit = byId.get(id);
      return unit === undefined || gone.has(id) ? undefined : now(unit);
    },
    at,
    combatants: (role) => cachedIn(fighting, role, () => fighters[role].filter((unit) => !gone.has(unit.id)).map(now)),
    order: rank,
    enemyDistance: (side, cell) =>
      cachedIn(
        cachedIn(enemyDistances, side, () => sharedDistances(side)),
        grid.key(cell),
        () => nearest(side, cell),
      ),
  };
}

/** The units of a role that fought in the combat and are still on the board, in the setup's order. */
export function combatants(state: OddsCrtState, role: Role): readonly UnitNow[] {
  return boardNow(state).combatants(role);
}

/** Whether the unit is one of a role's fighters. */
export function foughtFor(setup: OddsCrtSetup, role: Role, id: string): boolean {
  return indexOf(setup).fighterIds[role].has(id);
}

/** Every unit of a role's side in the hexes of that role at the start (what fights). */
export function fighters(setup: OddsCrtSetup, role: Role): readonly CrtUnit[] {
  return indexOf(setup).fighters[role];
}

/** A unit's strengths now, its steps lost counted. */
export function currentStrength(unit: UnitNow): { readonly attack: number; readonly defence: number } {
  return strengthOf({ ...unit.data, stepsLost: unit.stepsLost });
}

/** The terrain kinds of a hex (none listed: clear). */
export function kindsAt(setup: OddsCrtSetup, cell: Offset): readonly string[] {
  const index = indexOf(setup);
  return index.terrain.get(index.grid.key(cell)) ?? [];
}

/** The unit of the setup with this id (the flow guarantees it). */
export function unitById(state: OddsCrtState, id: string): CrtUnit {
  const unit = indexOf(state.setup).byId.get(id);
  if (unit === undefined) throw new Error(`odds-crt: unit ${id} is not in the setup`);
  return unit;
}
