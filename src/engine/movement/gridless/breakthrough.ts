import { BREAKTHROUGH_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Point } from "@engine/model/coordinates";
import { angleOf, turnBetween } from "@engine/geometry/facing";
import { add, distance, scale, sub } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked, type Block } from "./blocked";
import { emitContacts } from "./contacts";
import { checkNumber, gridlessError } from "./gridless-errors";
import { blockOf, outsideAll } from "./line-move";
import { planOn } from "./plan-context";
import { STOPPED, type BlockedRule } from "./rules";
import { trace, type Encounter, type Leg } from "./trace";
import type { GridlessWorld } from "./world";

export interface BreakthroughRequest {
  readonly unitId: string;
  /** The waypoints the player chose, in pixels, after the unit's centre. */
  readonly path: readonly Point[];
  /** Move allowance, table units. Default the unit's `move`. */
  readonly allowance?: number;
  /** Each leg must head within this many degrees either side of the unit's facing. Default 45 (its front arc). */
  readonly forwardArc?: number;
  /** Units it may drive through (victory-margin: the original defender), never ending inside them. */
  readonly through?: readonly string[];
  /** Area kinds it may not enter. Default none. */
  readonly blocking?: readonly string[];
  /** What stopping short (not against an enemy) becomes. Default STOPPED. */
  readonly blocked?: BlockedRule;
}

type UnitMet = Extract<Encounter, { kind: "unit" }>;

interface LegDone {
  readonly leg: Leg;
  /** Pixels along it the unit gets. */
  readonly reach: number;
  /** Where along it the unit is inside a unit it drives through. */
  readonly inside: readonly UnitMet[];
}

/**
 * Plans a breakthrough along a chosen path, keeping the unit's facing. The path is refused (an
 * `EngineError`) when it is empty, longer than the allowance, or has a leg outside the forward
 * arc. The unit follows it until it touches an enemy (a `contact` event: a new combat) or meets
 * anything else it may not cross (a `blocked` event); it drives through the `through` units but
 * never ends inside one, stepping back along its path to where it entered. It ends with a
 * `contact` event for every enemy within the contact tolerance.
 */
export function planBreakthrough(world: GridlessWorld, request: BreakthroughRequest): MovePlan {
  checkRequestShape(request, "breakthrough", BREAKTHROUGH_SHAPE);
  const unit = world.unit(request.unitId);
  const legs = checkPath(world, request);
  const through = new Set(request.through ?? []);
  const blocking = new Set(request.blocking ?? []);
  return planOn(world, { unitId: unit.id, rule: { kind: "breakthrough" } }, (context) => {
    const done: LegDone[] = [];
    let stop: UnitMet | Exclude<Encounter, UnitMet> | undefined;
    for (const leg of legs) {
      const met = trace(world, leg, blocking);
      const inside = met.flatMap((e) => (e.kind === "unit" && through.has(e.id) ? [e] : []));
      stop = met.find((e) => !(e.kind === "unit" && through.has(e.id)));
      done.push({ leg, reach: stop === undefined ? leg.length : Math.max(0, stop.sIn), inside });
      if (stop !== undefined) break;
    }
    const { kept, outOf } = stepOut(done);
    for (const { leg, reach } of kept) {
      if (reach > 0) context.moveTo(unit.id, add(leg.from, scale(leg.dir, reach)), unit.facing);
    }
    let block: Block | null = null;
    if (outOf !== undefined) block = { cause: "enemy", otherId: outOf };
    else if (stop?.kind === "unit") {
      const side = world.unit(stop.id).side;
      if (side === unit.side) block = { cause: "friend", otherId: stop.id };
    } else if (stop !== undefined) block = blockOf(stop);
    if (block !== null) emitBlocked(context, unit.id, block, request.blocked ?? STOPPED);
    const enemyStop = block === null && stop?.kind === "unit" ? stop.id : undefined;
    emitContacts(context, unit.id, enemyStop);
  });
}

/**
 * The legs with the last cut back so that the unit ends inside none of the units it drives
 * through, and the unit it had to step back out of, if any.
 */
function stepOut(done: readonly LegDone[]): { readonly kept: LegDone[]; readonly outOf?: string } {
  const kept = [...done];
  let outOf: string | undefined;
  for (let last = kept.pop(); last !== undefined; last = kept.pop()) {
    const reach = outsideAll(last.reach, last.inside);
    if (reach < last.reach) outOf ??= last.inside.find((e) => e.sIn < last.reach && last.reach < e.sOut)?.id;
    const startsInside = last.inside.some((e) => e.sIn < 0 && 0 < e.sOut);
    if (reach > 0 || !startsInside)
      return { kept: [...kept, { ...last, reach }], ...(outOf === undefined ? {} : { outOf }) };
    outOf ??= last.inside.find((e) => e.sIn < 0 && 0 < e.sOut)?.id;
  }
  return outOf === undefined ? { kept: [] } : { kept: [], outOf };
}

/** The path's legs, checked against the allowance and the forward arc. */
function checkPath(world: GridlessWorld, request: BreakthroughRequest): Leg[] {
  const unit = world.unit(request.unitId);
  if (request.path.length === 0) throw gridlessError("EmptyPath", { unit: unit.id });
  const allowance = checkNumber("allowance", request.allowance ?? unit.move);
  const arc = checkNumber("forwardArc", request.forwardArc ?? 45, 0, 360);
  const legs: Leg[] = [];
  let from = footprintCenter(unit);
  let total = 0;
  request.path.forEach((to, index) => {
    const length = distance(from, to);
    if (!(Number.isFinite(to.x) && Number.isFinite(to.y)))
      throw gridlessError("NotFinite", { field: `path[${index}]`, got: `${to.x}, ${to.y}` });
    if (length > 0) {
      const turn = turnBetween(unit.facing, angleOf(sub(to, from)));
      if (Math.abs(turn) > arc + 1e-9) {
        throw gridlessError("OutsideArc", { unit: unit.id, leg: index + 1, degrees: round(turn), arc });
      }
      legs.push({ moverId: unit.id, from, facing: unit.facing, dir: scale(sub(to, from), 1 / length), length });
    }
    total += length;
    from = to;
  });
  const units = total / world.ppu;
  if (units > allowance * (1 + 1e-9)) {
    throw gridlessError("BeyondAllowance", { unit: unit.id, length: round(units), allowance });
  }
  return legs;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
