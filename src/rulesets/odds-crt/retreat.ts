import type { Offset } from "@engine/model/coordinates";
import type { CellRefusal } from "@engine/movement/move-plan";
import type { LocText } from "@engine/session/types";
import { refusalWords } from "@view/move-words";
import type { Priority } from "./definition";
import type { OddsCrtState, RefusedCell } from "./state";
import { type BoardNow, boardNow, cached, cellsOf, definitionOf, kindsAt, type UnitNow } from "./state-helpers";
import { defenderShiftAt, multiplierAt } from "./strengths";

/** Friends that must leave a hex to make room for a retreat, and the path each takes. */
export type Displacement = { readonly unitIds: readonly string[]; readonly path: readonly Offset[] };

/** A hex a retreat may end in, the way there, and what ranks it. */
export type RetreatOption = {
  readonly cell: Offset;
  readonly path: readonly Offset[];
  /** Friends displaced to make room (a last resort the definition allows), or null. */
  readonly displaces: Displacement | null;
  /** Hexes to the nearest enemy unit. */
  readonly enemyDistance: number;
  /** Friendly units already in the hex. */
  readonly friends: number;
  /** The hex's terrain as defence: shifts in the defender's favour weigh most, then the multiplier. */
  readonly cover: number;
};

/** Every hex a retreat may end in, ranked (best first), the best ones (ties), and the hexes refused with why. */
export type RetreatChoices = {
  readonly ranked: readonly RetreatOption[];
  readonly best: readonly RetreatOption[];
  readonly refused: readonly RefusedCell[];
};

type Context = {
  readonly state: OddsCrtState;
  readonly side: string;
  readonly board: BoardNow;
  /** The units that are moving (the retreating stack, the friends it displaces): not in the way. */
  readonly moving: ReadonlySet<string>;
};

/**
 * The retreat of `movers` (one stack) from `from`, `length` hexes. Each step goes one hex further
 * from the hex the stack left (so a retreat of 2 ends 2 hexes away), never off the map's edge,
 * into impassable terrain, into a hex holding an enemy, or into an enemy zone of control (the
 * hexes next to an enemy unit; a friend in the hex cancels it where the definition says so). The
 * retreat may not end over the stacking limit; where the definition allows displacement and no
 * other hex is left, it may, the friends there moving one hex on by the same rules.
 */
export function retreatChoices(
  state: OddsCrtState,
  movers: readonly UnitNow[],
  from: Offset,
  length: number,
): RetreatChoices {
  const [first] = movers;
  if (first === undefined) return { ranked: [], best: [], refused: [] };
  const moverIds = new Set(movers.map((unit) => unit.id));
  const context: Context = { state, side: first.side, board: boardNow(state), moving: moverIds };
  const grid = cellsOf(state.setup);
  const refused = new Map<number, RefusedCell>();
  // Layer by layer outward, each hex reached by the first path in the neighbours' order (as a
  // depth-first walk would find it first); each hex is looked at once.
  let layer = new Map<number, readonly Offset[]>([[grid.key(from), [from]]]);
  for (let step = 1; step <= length; step += 1) {
    const next = new Map<number, readonly Offset[]>();
    for (const path of layer.values())
      for (const cell of grid.neighbours(path[path.length - 1] ?? from)) {
        const key = grid.key(cell);
        if (next.has(key) || refused.has(key) || grid.distance(from, cell) !== step) continue;
        const why = obstacle(context, cell);
        if (why === null) next.set(key, [...path, cell]);
        else refused.set(key, { cell, why });
      }
    layer = next;
  }
  const ends = layer;
  const limit = definitionOf(state).retreat.stackingLimit;
  const normal: RetreatOption[] = [];
  const crowded: RetreatOption[] = [];
  for (const path of ends.values()) {
    const option = optionAt(context, path, null);
    if (limit === null || option.friends + movers.length <= limit) normal.push(option);
    else crowded.push(option);
  }
  const displacing =
    normal.length === 0 && definitionOf(state).retreat.displacement
      ? crowded.flatMap((option) => {
          const displaces = displacement(context, option.cell, from, moverIds);
          return displaces === null ? [] : [{ ...option, displaces }];
        })
      : [];
  for (const option of crowded) {
    if (displacing.some((other) => grid.key(other.cell) === grid.key(option.cell))) continue;
    const friend = friendsIn(context, option.cell)[0];
    refused.set(grid.key(option.cell), { cell: option.cell, why: { kind: "stacking", otherId: friend?.id ?? "" } });
  }
  const priorities = definitionOf(state).retreat.priorities;
  const ranked = [...normal, ...displacing].sort(
    (a, b) => compare(priorities, a, b) || a.cell.i - b.cell.i || a.cell.j - b.cell.j,
  );
  const top = ranked[0];
  return {
    ranked,
    best: top === undefined ? [] : ranked.filter((option) => compare(priorities, option, top) === 0),
    refused: [...refused.values()].sort((a, b) => a.cell.i - b.cell.i || a.cell.j - b.cell.j),
  };
}

/** Why a unit of the context's side may not enter the hex, or null when it may. */
function obstacle(context: Context, cell: Offset): CellRefusal | null {
  const { state } = context;
  const edge = state.setup.edge;
  if (edge !== null && (cell.i < edge.minI || cell.i > edge.maxI || cell.j < edge.minJ || cell.j > edge.maxJ))
    return { kind: "edge" };
  const definition = definitionOf(state);
  const terrain =
    definition.impassable.length === 0
      ? undefined
      : kindsAt(state.setup, cell).find((kind) => definition.impassable.includes(kind));
  if (terrain !== undefined) return { kind: "terrain", terrain };
  // The units moving are the retreating side's own: never an enemy.
  const enemy = firstEnemy(context, cell);
  if (enemy !== undefined) return { kind: "enemy", otherId: enemy.id };
  if (definition.friendsNegateZoc && hasFriendStaying(context, cell)) return null;
  // The first enemy in the setup's order among the hexes around, as a search of the board would find it.
  const zoc = context.board.firstEnemyAround(context.side, cell);
  return zoc === undefined ? null : { kind: "zoc", otherId: zoc.id, side: zoc.side };
}

/** The first unit of another side in a hex, in the setup's order. */
function firstEnemy(context: Context, cell: Offset): UnitNow | undefined {
  return context.board.at(cell).find((unit) => unit.side !== context.side);
}

function hasFriendStaying(context: Context, cell: Offset): boolean {
  return context.board.at(cell).some((unit) => isFriendStaying(context, unit));
}

function isFriendStaying(context: Context, unit: UnitNow): boolean {
  return unit.side === context.side && !context.moving.has(unit.id);
}

function friendsIn(context: Context, cell: Offset): readonly UnitNow[] {
  return context.board.at(cell).filter((unit) => isFriendStaying(context, unit));
}

function optionAt(context: Context, path: readonly Offset[], displaces: Displacement | null): RetreatOption {
  const { state } = context;
  const cell = path[path.length - 1] ?? { i: 0, j: 0 };
  return {
    cell,
    path,
    displaces,
    enemyDistance: context.board.enemyDistance(context.side, cell),
    friends: friendsIn(context, cell).length,
    cover: coverAt(state, cell),
  };
}

/** Each hex's cover by setup: the terrain does not change within a combat. */
const COVERS = new WeakMap<OddsCrtState["setup"], Map<number, number>>();

function coverAt(state: OddsCrtState, cell: Offset): number {
  const covers = cached(COVERS, state.setup, () => new Map<number, number>());
  const key = cellsOf(state.setup).key(cell);
  let cover = covers.get(key);
  if (cover === undefined) {
    const definition = definitionOf(state);
    cover = -10 * defenderShiftAt(definition, state.setup, cell) + 2 * multiplierAt(definition, state.setup, cell);
    covers.set(key, cover);
  }
  return cover;
}

/**
 * The friends in `cell` moved one hex on to make room: to a neighbour they may enter (as a retreat
 * may), not back to where the retreat came from, within the stacking limit; the one furthest from
 * the enemy, then the lowest row and column. Null when they have nowhere to go.
 */
function displacement(
  context: Context,
  cell: Offset,
  from: Offset,
  moverIds: ReadonlySet<string>,
): Displacement | null {
  const grid = cellsOf(context.state.setup);
  const friends = friendsIn(context, cell);
  const limit = definitionOf(context.state).retreat.stackingLimit;
  const moved: Context = { ...context, moving: new Set([...moverIds, ...friends.map((unit) => unit.id)]) };
  const places = grid
    .neighbours(cell)
    .filter((next) => grid.key(next) !== grid.key(from) && obstacle(moved, next) === null)
    .map((next) => optionAt(moved, [cell, next], null))
    .filter((option) => limit === null || option.friends + friends.length <= limit)
    .sort((a, b) => b.enemyDistance - a.enemyDistance || a.cell.i - b.cell.i || a.cell.j - b.cell.j);
  const [best] = places;
  return best === undefined ? null : { unitIds: friends.map((unit) => unit.id), path: best.path };
}

function score(priority: Priority, option: RetreatOption): number {
  switch (priority) {
    case "furthest-from-enemy":
      return option.enemyDistance;
    case "empty-hex":
      return option.friends === 0 ? 1 : 0;
    case "defensive-terrain":
      return option.cover;
  }
}

/** Negative when `a` ranks before `b`: the first priority that tells them apart decides. */
function compare(priorities: readonly Priority[], a: RetreatOption, b: RetreatOption): number {
  for (const priority of priorities) {
    const difference = score(priority, b) - score(priority, a);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The priority that ranks `option` below `best`, or null when they tie on every priority. */
export function rankedBelowBy(
  priorities: readonly Priority[],
  option: RetreatOption,
  best: RetreatOption,
): Priority | null {
  return priorities.find((priority) => score(priority, option) !== score(priority, best)) ?? null;
}

/** A refused hex in words (a decision's reason, a chat line), as the move list words it. */
export function refusalText(refused: RefusedCell, nameOf: (id: string) => string): LocText {
  return refusalWords(refused.cell, refused.why, nameOf);
}
