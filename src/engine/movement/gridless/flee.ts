import { ownerNamed } from "@engine/validation/field-errors";
import { FLEE_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { facingVector } from "@engine/geometry/facing";
import { add, scale } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked, type Block } from "./blocked";
import { checkNumber } from "./gridless-errors";
import { headingOrder } from "./heading-order";
import { blockOf, outsideAll, type LineRules } from "./line-move";
import { planOn, type PlanContext } from "./plan-context";
import { recoilLeg } from "./recoil-leg";
import {
  inScope,
  RECOIL_FRIENDS,
  type BlockedRule,
  type FleeTerrain,
  type FriendRules,
  type FriendScope,
} from "./rules";
import { trace, turnChecker, type Encounter } from "./trace";
import type { GridlessWorld } from "./world";
import { LIMITS, limitError } from "@engine/limits";

/** How a unit flees (skirmish-recoil: recoil 2, turn 180°, then its full move up to 12). */
export interface FleeRules {
  /** The recoil that starts the flee, straight back (table units). */
  readonly recoil: number;
  /** The longest flee leg after the turn (table units); the leg runs the unit's full move up to this. */
  readonly maxMove: number;
  /** The largest turn off the straight line either way, degrees. Default 90. */
  readonly maxDeviation?: number;
  /** The step of the heading search, degrees: the turn taken is the smallest multiple of it that works. Default 1. */
  readonly angleStep?: number;
  /** Friends met in the recoil leg. Default RECOIL_FRIENDS. */
  readonly friends?: FriendRules;
  /**
   * Friends the flee leg may pass through (ending clear of them), judged against the flee
   * heading with `friends.facingTolerance`; other friends are avoided. Default "same-facing".
   */
  readonly fleeThrough?: FriendScope;
  /** Impassable and difficult areas are avoided; barriers are crossed with a test. */
  readonly terrain: FleeTerrain;
  /** Area kinds that stop the recoil leg. Default `terrain.impassable`. */
  readonly recoilBlocking?: readonly string[];
  /** The roll to cross a barrier (e.g. "1d6" against 4); failing it destroys the unit. */
  readonly crossing: { readonly dice: string; readonly target: number };
  /** Friends that flee in turn when the recoil leg runs into them (cavalry into infantry), by these rules. */
  readonly makesFlee?: (mover: Unit, friend: Unit) => boolean;
  /** What a blocked recoil leg, or a flee with no heading at all, becomes (skirmish-recoil: DOWNED). */
  readonly blocked: BlockedRule;
}

export interface FleeRequest extends FleeRules {
  readonly unitId: string;
  /** The unit's full move, table units. Default its `move`. */
  readonly allowance?: number;
  /** Where the enemy it flees from stands: of two equal turns, the one away from it is taken. */
  readonly from?: Point;
}

/**
 * Plans a flee: the recoil leg (as `planRecoil`), a turn of 180°, then the flee leg, straight on
 * a single heading for min(allowance, maxMove). The heading is the straight line turned by the
 * smallest angle (see `headingOrder`) that runs the whole leg without meeting an enemy, a friend
 * it may not pass through, an impassable area, a wall or the table's edge, and without entering
 * difficult ground; failing that, the smallest that runs the whole leg into difficult ground;
 * failing that, the one that runs furthest (the first in order among equals). Barriers are never
 * avoided: each one the leg enters gives a `crossing-test` event (see `resolveCrossing`). A turn
 * gives a `deflected` event whose reason is what stopped the straight line. When no heading
 * moves at all, or the recoil leg is blocked, the unit gets a `blocked` event with the rules'
 * outcome.
 */
export function planFlee(world: GridlessWorld, request: FleeRequest): MovePlan {
  checkRequestShape(request, "flee", FLEE_SHAPE);
  const unit = world.unit(request.unitId);
  const allowance = checkNumber("allowance", request.allowance ?? unit.move);
  return planOn(
    world,
    { unitId: unit.id, rule: { kind: "flee", distance: Math.min(allowance, request.maxMove) } },
    (context) => fleeUnit(context, unit.id, request, allowance, request.from, []),
  );
}

/** Plans one unit's flee into the context (also for units made to flee). */
export function fleeUnit(
  context: PlanContext,
  unitId: string,
  rules: FleeRules,
  allowance: number,
  from: Point | undefined,
  chain: readonly string[],
): void {
  const { world } = context;
  const recoil = checkNumber("recoil", rules.recoil) * world.ppu;
  const legLength = Math.min(allowance, checkNumber("maxMove", rules.maxMove)) * world.ppu;
  const makesFlee = rules.makesFlee;
  const lineRules: LineRules = {
    friends: rules.friends ?? RECOIL_FRIENDS,
    blocking: new Set(rules.recoilBlocking ?? rules.terrain.impassable),
    ...(makesFlee === undefined
      ? {}
      : {
          makesFlee: {
            applies: makesFlee,
            flee: (ctx: PlanContext, friendId: string, mover: Unit, next: readonly string[]) =>
              fleeUnit(ctx, friendId, rules, ctx.world.unit(friendId).move, footprintCenter(mover), next),
          },
        }),
  };
  const blocked = recoilLeg(context, unitId, recoil, lineRules, chain);
  if (blocked !== null) {
    emitBlocked(context, unitId, blocked, rules.blocked);
    return;
  }
  const turned = world.unit(unitId);
  const start = footprintCenter(turned);
  const facing = turned.facing + 180;
  context.moveTo(unitId, start, facing);
  const heading = chooseHeading(world, unitId, facing, legLength, rules, from);
  if (heading === null) {
    emitBlocked(context, unitId, { cause: "no-retreat" }, rules.blocked);
    return;
  }
  if (heading.turn !== 0 && heading.reason !== null) {
    const other = heading.reason.otherId === undefined ? {} : { otherId: heading.reason.otherId };
    context.emit({ kind: "deflected", unitId, degrees: heading.turn, reason: heading.reason.cause, ...other });
  }
  context.moveTo(unitId, add(start, scale(heading.dir, heading.reach)), facing + heading.turn);
  for (const e of heading.along) {
    if (e.kind === "unit") context.emit({ kind: "passed-through", unitId, otherId: e.id });
    else {
      const at = add(start, scale(heading.dir, Math.max(0, e.sIn)));
      context.emit({ kind: "crossing-test", unitId, barrierId: e.id, at, ...rules.crossing });
    }
  }
}

type Along = Extract<Encounter, { kind: "unit" | "area" }>;

interface Heading {
  readonly turn: number;
  readonly dir: Point;
  /** Pixels the leg runs. */
  readonly reach: number;
  readonly full: boolean;
  /** Whether it enters difficult ground. */
  readonly difficult: boolean;
  /** Friends passed through and barriers entered, in order. */
  readonly along: readonly Along[];
  /** What stops (or turns aside) the straight line; null when nothing does. */
  readonly reason: Block | null;
}

function chooseHeading(
  world: GridlessWorld,
  unitId: string,
  facing: number,
  length: number,
  rules: FleeRules,
  enemy: Point | undefined,
): Heading | null {
  const unit = world.unit(unitId);
  const start = footprintCenter(unit);
  const { impassable, difficult, barrier } = rules.terrain;
  const kinds = new Set([...impassable, ...difficult, ...barrier]);
  const roles: Roles = {
    friends: rules.friends ?? RECOIL_FRIENDS,
    through: rules.fleeThrough ?? "same-facing",
    impassable: new Set(impassable),
    difficult: new Set(difficult),
  };
  const maxDeviation = checkNumber("maxDeviation", rules.maxDeviation ?? 90, 0, 180);
  const angleStep = checkNumber("angleStep", rules.angleStep ?? 1, 1e-6, 360);
  const headings = 2 * Math.floor(maxDeviation / angleStep) + 1;
  if (headings > LIMITS.headings) {
    throw limitError("Headings", {
      owner: ownerNamed("FleeRequest").owner,
      deviation: maxDeviation,
      step: angleStep,
      got: headings,
      max: LIMITS.headings,
    });
  }
  const order = headingOrder(facing, maxDeviation, angleStep, start, enemy);
  const turnIsClear = turnChecker(world, unitId, kinds);
  let best: Heading | null = null;
  let straight: Block | null = null;
  for (const turn of order) {
    const dir = facingVector(facing + turn);
    // A rect or ellipse turned in place may sweep into a neighbour, a wall or an area.
    if (turn !== 0 && !turnIsClear(facing + turn)) continue;
    const met = trace(world, { moverId: unitId, from: start, facing: facing + turn, dir, length }, kinds);
    const heading = judge(world, unit, facing + turn, turn, dir, length, met, roles);
    if (turn === 0) straight = heading.reason;
    const found = { ...heading, reason: straight };
    if (found.full && !found.difficult) return found;
    if (best === null || rank(found) > rank(best)) best = found;
  }
  return best !== null && best.reach > 0 ? best : null;
}

/** Full legs beat short ones (clear of difficult ground first); then the longer. */
function rank(h: Heading): number {
  return h.full ? (h.difficult ? 1 : 2) * Number.MAX_SAFE_INTEGER : h.reach;
}

/** What the heading search needs of the rules, worked out once. */
interface Roles {
  readonly friends: FriendRules;
  readonly through: FriendScope;
  readonly impassable: ReadonlySet<string>;
  readonly difficult: ReadonlySet<string>;
}

/** How far a heading runs, and what it meets on the way. */
function judge(
  world: GridlessWorld,
  unit: Unit,
  facing: number,
  turn: number,
  dir: Point,
  length: number,
  met: readonly Encounter[],
  roles: Roles,
): Heading {
  let cap = length;
  let reason: Block | null = null;
  const passing: Extract<Encounter, { kind: "unit" }>[] = [];
  const soft: Along[] = [];
  const barriers: Along[] = [];
  for (const e of met) {
    if (e.kind === "unit") {
      const other = world.unit(e.id);
      if (other.side === unit.side && inScope(roles.through, facing, other, roles.friends.facingTolerance)) {
        passing.push(e);
        continue;
      }
      reason = { cause: other.side === unit.side ? "friend" : "enemy", otherId: e.id };
    } else if (e.kind === "area" && !roles.impassable.has(e.areaKind)) {
      (roles.difficult.has(e.areaKind) ? soft : barriers).push(e);
      continue;
    } else reason = blockOf(e);
    cap = Math.max(0, e.sIn);
    break;
  }
  const reach = outsideAll(cap, passing);
  const entered = soft.find((e) => e.sIn < reach);
  if (reason === null && entered !== undefined) reason = { cause: "terrain", otherId: entered.id };
  const along: Along[] = [...passing.filter((f) => f.sOut <= reach), ...barriers.filter((b) => b.sIn < reach)];
  along.sort((a, b) => a.sIn - b.sIn);
  const full = reach >= length * (1 - 1e-12);
  return { turn, dir, reach, full, difficult: entered !== undefined, along, reason };
}
