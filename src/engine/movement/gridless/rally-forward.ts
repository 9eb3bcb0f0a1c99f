import { RALLY_FORWARD_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Point } from "@engine/model/coordinates";
import { EPSILON } from "@engine/geometry/epsilon";
import { add, distance, normalize, scale, sub } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked, type Block } from "./blocked";
import { checkNumber, gridlessError } from "./gridless-errors";
import { blockOf } from "./line-move";
import { planOn } from "./plan-context";
import { STOPPED, type BlockedRule } from "./rules";
import { sweepInterval } from "./sweep";
import { legBody, nearnessAlong, trace, type Leg } from "./trace";
import type { GridlessWorld } from "./world";

export interface RallyForwardRequest {
  readonly unitId: string;
  /**
   * "vacated": into the space a defender left, its centre moving to `to` (the first point of the
   * defender's path in the fall-back plan). "through": through the standing defender, ending
   * `beyond` table units past it (victory-margin: 1 cm in table units).
   */
  readonly target:
    | { readonly kind: "vacated"; readonly to: Point }
    | { readonly kind: "through"; readonly defenderId: string; readonly beyond: number };
  /** Area kinds it may not enter. Default none. */
  readonly blocking?: readonly string[];
  /** What stopping short of the target becomes. Default STOPPED. */
  readonly blocked?: BlockedRule;
}

/** How far (pixels) short of contact a rally stops, beyond the contact tolerance. */
const CLEAR = 1e-4;

/**
 * Plans a rally forward, straight and keeping its facing. It never ends in contact with an enemy
 * (within the contact tolerance) nor overlapping anything: it stops short where it must (a
 * `blocked` event, cause "enemy" when contact was the reason), staying put when nowhere on the
 * way will do. In "through" mode it drives through the defender (a `passed-through` event when it
 * gets beyond) but through nothing else.
 */
export function planRallyForward(world: GridlessWorld, request: RallyForwardRequest): MovePlan {
  checkRequestShape(request, "rally-forward", RALLY_FORWARD_SHAPE);
  const unit = world.unit(request.unitId);
  const from = footprintCenter(unit);
  const t = request.target;
  const toward = t.kind === "vacated" ? t.to : footprintCenter(world.unit(t.defenderId));
  if (t.kind === "through" && world.unit(t.defenderId).side === unit.side) {
    throw gridlessError("NotEnemy", { unit: unit.id, other: t.defenderId });
  }
  const offset = sub(toward, from);
  if (offset.x === 0 && offset.y === 0) throw gridlessError("NoDirection", { unit: unit.id });
  const dir = normalize(offset);
  const base: Leg = { moverId: unit.id, from, facing: unit.facing, dir, length: 0 };
  let length = distance(toward, from);
  if (t.kind === "through") {
    const beyond = checkNumber("beyond", t.beyond) * world.ppu;
    const defender = sweepInterval(legBody(world, base), dir, world.body(t.defenderId));
    length = (defender?.sOut ?? 0) + beyond;
  }
  const exempt = t.kind === "through" ? t.defenderId : null;
  return planOn(
    world,
    { unitId: unit.id, rule: { kind: "rally-forward", ...(exempt === null ? {} : { otherId: exempt }) } },
    (context) => {
      const leg: Leg = { ...base, length };
      const met = trace(world, leg, new Set(request.blocking ?? []));
      const inside = met.flatMap((e) => (e.kind === "unit" && e.id === exempt ? [e] : []));
      const first = met.find((e) => !(e.kind === "unit" && e.id === exempt));
      let s = first === undefined ? length : Math.max(0, first.sIn);
      let block: Block | null = null;
      if (first?.kind === "unit")
        block = { cause: world.unit(first.id).side === unit.side ? "friend" : "enemy", otherId: first.id };
      else if (first !== undefined) block = blockOf(first);
      const near = nearnessAlong(world, leg, world.contactPx + 2 * EPSILON, (other) => other.side !== unit.side);
      // Step back out of every contact and out of the defender, until a place will do.
      for (;;) {
        const touching = near.find((n) => n.sIn <= s && s <= n.sOut);
        const within = inside.find((e) => e.sIn < s && s < e.sOut);
        if (touching === undefined && within === undefined) break;
        s = touching !== undefined ? touching.sIn - CLEAR : (within?.sIn ?? 0);
        if (touching !== undefined) block = { cause: "enemy", otherId: touching.id };
        if (s <= 0) {
          s = 0;
          break;
        }
      }
      if (s > 0) context.moveTo(unit.id, add(from, scale(dir, s)), unit.facing);
      const defender = inside[0];
      if (exempt !== null && defender !== undefined && defender.sOut <= s) {
        context.emit({ kind: "passed-through", unitId: unit.id, otherId: exempt });
      }
      if (block !== null && s < length) emitBlocked(context, unit.id, block, request.blocked ?? STOPPED);
    },
  );
}
