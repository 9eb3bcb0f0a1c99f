import { FALL_BACK_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Point } from "@engine/model/coordinates";
import { normalize, sub } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked } from "./blocked";
import { checkNumber, gridlessError } from "./gridless-errors";
import { lineMove } from "./line-move";
import { planOn } from "./plan-context";
import { FALL_BACK_FRIENDS, type BlockedRule, type FriendRules } from "./rules";
import type { GridlessWorld } from "./world";

export interface FallBackRequest {
  readonly unitId: string;
  /** What it falls back from: a unit (the attacker; its centre) or a point. */
  readonly awayFrom: { readonly unitId: string } | { readonly point: Point };
  /** How far, table units (victory-margin: the margin × d6 pips, in cm converted to table units). */
  readonly distance: number;
  /** Default FALL_BACK_FRIENDS: passes through every friend, ending behind it. */
  readonly friends?: FriendRules;
  /** Area kinds it may not enter. Default none. */
  readonly blocking?: readonly string[];
  /** What a blocked fall back becomes: the ruleset's "no legal retreat" (eliminated, surrender, step-loss, stopped). */
  readonly blocked: BlockedRule;
}

/**
 * Plans a fall back: `distance` straight away from the attacker's centre (or the point), keeping
 * its facing. Friends are passed through and the move grows just enough to end clear behind them
 * (see `lineMove`); when it cannot, it goes as far as it can and gets a `blocked` event.
 */
export function planFallBack(world: GridlessWorld, request: FallBackRequest): MovePlan {
  checkRequestShape(request, "fall-back", FALL_BACK_SHAPE);
  const unit = world.unit(request.unitId);
  const length = checkNumber("distance", request.distance) * world.ppu;
  const away =
    "point" in request.awayFrom ? request.awayFrom.point : footprintCenter(world.unit(request.awayFrom.unitId));
  const offset = sub(footprintCenter(unit), away);
  if (offset.x === 0 && offset.y === 0) throw gridlessError("NoDirection", { unit: unit.id });
  const rules = { friends: request.friends ?? FALL_BACK_FRIENDS, blocking: new Set(request.blocking ?? []) };
  return planOn(
    world,
    { unitId: unit.id, rule: { kind: "fall-back", distance: request.distance, ...awayId(request) } },
    (context) => {
      const move = {
        unitId: unit.id,
        dir: normalize(offset),
        length,
        rules,
        chain: [],
        mayPass: true,
        maxChain: world.settings.maxChain,
      };
      const { blocked } = lineMove(context, move);
      if (blocked !== null) emitBlocked(context, unit.id, blocked, request.blocked);
    },
  );
}

function awayId(request: FallBackRequest): { otherId?: string } {
  return "unitId" in request.awayFrom ? { otherId: request.awayFrom.unitId } : {};
}
