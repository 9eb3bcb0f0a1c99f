import type { Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { add, scale } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { Block } from "./blocked";
import type { PlanContext } from "./plan-context";
import { inScope, type FriendRules } from "./rules";
import { trace, type Encounter, type Leg } from "./trace";

type UnitMet = Extract<Encounter, { kind: "unit" }>;

/** Offsets (pixels) closer than this count as the same place. */
const SAME = 1e-9;

/** The rules of one straight move (fall back, recoil, suppression, a push). */
export interface LineRules {
  readonly friends: FriendRules;
  /** Area kinds the move may not enter. */
  readonly blocking: ReadonlySet<string>;
  /**
   * Friends that flee when the mover runs into them (cavalry recoiling into friendly infantry),
   * and the flee they make: `flee` plans it on the context, fleeing from the mover.
   */
  readonly makesFlee?: {
    readonly applies: (mover: Unit, friend: Unit) => boolean;
    readonly flee: (context: PlanContext, friendId: string, mover: Unit, chain: readonly string[]) => void;
  };
}

export interface LineMove {
  readonly unitId: string;
  /** Unit vector along the move; the unit keeps its facing. */
  readonly dir: Point;
  /** Pixels. */
  readonly length: number;
  readonly rules: LineRules;
  /** The units whose moves led to this one (pushers, fleeing cavalry): never pushed or put to flight by it. */
  readonly chain: readonly string[];
  /** Whether the mover may pass through friends; pushed units only push. */
  readonly mayPass: boolean;
  /** The longest chain of units (pushers and fleeing units, this one included) allowed. */
  readonly maxChain: number;
}

export interface LineOutcome {
  /** Pixels moved. */
  readonly travelled: number;
  readonly blocked: Block | null;
}

/**
 * Moves a unit straight along `dir`, resolving what it meets in order along its line:
 * - a friend in the `pass` scope is passed through when there is room to end clear behind it
 *   (every friend between there and it passable too, nothing else in the way); the move is then
 *   at least long enough to end clear;
 * - otherwise a friend in the `push` scope is pushed along the same line for the rest of the
 *   move, by the same rules without passing; a push that cannot go its whole way is undone;
 * - a friend `makesFlee` applies to flees (once); then the move goes on;
 * - anything else (an enemy, another friend, a wall that blocks movement, a blocking area, the
 *   table's edge) stops the move where the mover touches it, never inside a friend it was
 *   passing (it stops where it entered that friend instead).
 * The moves and events go into the context; the caller reports a block its own way.
 */
export function lineMove(context: PlanContext, move: LineMove): LineOutcome {
  const { world } = context;
  const mover = world.unit(move.unitId);
  const from = footprintCenter(mover);
  const { friends } = move.rules;
  const legOf = (length: number): Leg => ({ moverId: mover.id, from, facing: mover.facing, dir: move.dir, length });
  const met = (length: number): Encounter[] => trace(world, legOf(length), move.rules.blocking);
  const passable = (unit: Unit): boolean =>
    move.mayPass && unit.side === mover.side && inScope(friends.pass, mover.facing, unit, friends.facingTolerance);
  const passed = new Map<string, UnitMet>();
  const dealt = new Set<string>();

  const finish = (at: number, blocked: Block | null): LineOutcome => {
    let s = Math.max(0, at);
    if (blocked !== null) s = outsideAll(s, [...passed.values()]);
    if (s > 0) context.moveTo(mover.id, add(from, scale(move.dir, s)), mover.facing);
    const through = [...passed.values()].filter((f) => f.sOut <= s + SAME).sort((a, b) => a.sIn - b.sIn);
    for (const f of through) context.emit({ kind: "passed-through", unitId: mover.id, otherId: f.id });
    return { travelled: s, blocked };
  };

  let target = move.length;
  // Every round passes, pushes or puts to flight a new friend, or ends the move.
  for (let round = 0; round <= 3 * world.board.units.length; round++) {
    const found = met(target);
    for (const e of found) if (e.kind === "unit" && passed.has(e.id)) passed.set(e.id, e);
    const issue = found.find((e) => !(e.kind === "unit" && passed.has(e.id)));
    if (issue === undefined) return finish(target, null);
    if (issue.kind !== "unit") return finish(issue.sIn, blockOf(issue));
    const other = world.unit(issue.id);
    if (other.side !== mover.side) return finish(issue.sIn, { cause: "enemy", otherId: other.id });
    const stopped = { cause: "friend", otherId: other.id } as const;
    if (dealt.has(other.id)) return finish(issue.sIn, stopped);
    const chain = [...move.chain, mover.id];
    // A unit whose move led here is never pushed or put to flight again: chains stay acyclic.
    const free = chain.length <= move.maxChain && !chain.includes(other.id);
    const flee = move.rules.makesFlee;
    if (free && flee !== undefined && flee.applies(mover, other)) {
      dealt.add(other.id);
      context.emit({ kind: "made-to-flee", unitId: mover.id, otherId: other.id });
      flee.flee(context, other.id, mover, chain);
      continue;
    }
    if (passable(other)) {
      const room = roomBehind(issue, passed, met, passable, (id) => world.unit(id));
      if (room !== null) {
        for (const f of room.crossed) passed.set(f.id, f);
        target = Math.max(target, room.end);
        continue;
      }
    }
    if (free && inScope(friends.push, mover.facing, other, friends.facingTolerance)) {
      const mark = context.mark();
      const push = target - Math.max(0, issue.sIn);
      context.emit({ kind: "pushed", unitId: mover.id, otherId: other.id, distance: push / world.ppu });
      const rules = { friends, blocking: move.rules.blocking };
      const pushed = lineMove(context, { ...move, unitId: other.id, length: push, rules, chain, mayPass: false });
      if (pushed.blocked === null) {
        dealt.add(other.id);
        continue;
      }
      context.rollback(mark);
    }
    return finish(issue.sIn, stopped);
  }
  return finish(0, { cause: "friend" });
}

/**
 * Where the mover ends clear behind a friend it meets, passing every friend it then overlaps, or
 * null when something it may not pass lies in the way.
 */
function roomBehind(
  first: UnitMet,
  passed: ReadonlyMap<string, UnitMet>,
  met: (length: number) => Encounter[],
  passable: (unit: Unit) => boolean,
  unitOf: (id: string) => Unit,
): { readonly end: number; readonly crossed: readonly UnitMet[] } | null {
  const crossed = new Map<string, UnitMet>([[first.id, first]]);
  let end = first.sOut;
  for (;;) {
    const next = met(end).find((e) => !(e.kind === "unit" && (passed.has(e.id) || crossed.has(e.id))));
    if (next === undefined) return { end, crossed: [...crossed.values()] };
    if (next.kind !== "unit" || !passable(unitOf(next.id))) return null;
    crossed.set(next.id, next);
    end = Math.max(end, next.sOut);
  }
}

/** The offset at or before `s` where the mover overlaps none of the units (touching allowed). */
export function outsideAll(s: number, units: readonly UnitMet[]): number {
  let at = s;
  for (;;) {
    const inside = units.find((f) => f.sIn + SAME < at && at < f.sOut - SAME);
    if (inside === undefined) return at;
    at = Math.max(0, inside.sIn);
  }
}

export function blockOf(e: Exclude<Encounter, UnitMet>): Block {
  if (e.kind === "wall") return { cause: "wall", otherId: e.id };
  if (e.kind === "area") return { cause: "terrain", otherId: e.id };
  return { cause: "edge" };
}
