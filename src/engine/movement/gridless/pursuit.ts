import { PURSUIT_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import { normalize, sub, add, scale } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked } from "./blocked";
import { emitContacts } from "./contacts";
import { checkNumber, gridlessError } from "./gridless-errors";
import { blockOf } from "./line-move";
import { planOn } from "./plan-context";
import { STOPPED, type BlockedRule } from "./rules";
import { trace } from "./trace";
import type { GridlessWorld } from "./world";

export interface PursuitRequest {
  readonly unitId: string;
  /** The enemy that gave way (recoiled, broke off, fled or was downed), where it now stands. */
  readonly targetId: string;
  /** How far, table units (skirmish-recoil: 2). */
  readonly distance: number;
  /** Area kinds it may not enter; rough or difficult ground is entered ("even into rough going"). Default none. */
  readonly blocking?: readonly string[];
  /** What stopping short of the distance (not at contact) becomes. Default STOPPED. */
  readonly blocked?: BlockedRule;
}

/**
 * Plans a pursuit: straight toward the target's centre for `distance`, keeping its facing,
 * stopping where it touches an enemy (a `contact` event) or anything else (a `blocked` event).
 * It ends with a `contact` event for every enemy within the contact tolerance.
 */
export function planPursuit(world: GridlessWorld, request: PursuitRequest): MovePlan {
  checkRequestShape(request, "pursuit", PURSUIT_SHAPE);
  const unit = world.unit(request.unitId);
  const target = world.unit(request.targetId);
  if (target.side === unit.side) throw gridlessError("NotEnemy", { unit: unit.id, other: target.id });
  const length = checkNumber("distance", request.distance) * world.ppu;
  const from = footprintCenter(unit);
  const offset = sub(footprintCenter(target), from);
  if (offset.x === 0 && offset.y === 0) throw gridlessError("NoDirection", { unit: unit.id });
  const dir = normalize(offset);
  return planOn(
    world,
    { unitId: unit.id, rule: { kind: "pursuit", distance: request.distance, otherId: request.targetId } },
    (context) => {
      const leg = { moverId: unit.id, from, facing: unit.facing, dir, length };
      const [first] = trace(world, leg, new Set(request.blocking ?? []));
      const reach = first === undefined ? length : Math.max(0, first.sIn);
      if (reach > 0) context.moveTo(unit.id, add(from, scale(dir, reach)), unit.facing);
      if (first === undefined) return emitContacts(context, unit.id);
      if (first.kind === "unit") {
        if (world.unit(first.id).side !== unit.side) return emitContacts(context, unit.id, first.id);
        emitBlocked(context, unit.id, { cause: "friend", otherId: first.id }, request.blocked ?? STOPPED);
      } else emitBlocked(context, unit.id, blockOf(first), request.blocked ?? STOPPED);
      emitContacts(context, unit.id);
    },
  );
}
