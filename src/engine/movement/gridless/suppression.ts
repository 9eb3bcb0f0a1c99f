import { SUPPRESSION_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import { facingVector } from "@engine/geometry/facing";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked } from "./blocked";
import { checkNumber, gridlessError } from "./gridless-errors";
import { lineMove } from "./line-move";
import { planOn } from "./plan-context";
import { RECOIL_FRIENDS, STOPPED, type BlockedRule, type FriendRules } from "./rules";
import type { GridlessWorld } from "./world";

export interface SuppressionRequest {
  readonly unitId: string;
  /** How far it moves, table units: the player's choice, up to `maxDistance`. */
  readonly distance: number;
  /** The most it may move (skirmish-recoil: 2). */
  readonly maxDistance: number;
  /**
   * The direction of the move as a facing (degrees clockwise, 0 = down the screen). Default the
   * unit's rear; "directly away from the fire, or something between" is the caller's to work out.
   */
  readonly heading?: number;
  /** Whether it ends turned around (facing + 180°), as conventionally. */
  readonly turnAround: boolean;
  /** Default RECOIL_FRIENDS. */
  readonly friends?: FriendRules;
  /** Area kinds it may not enter. Default none. */
  readonly blocking?: readonly string[];
  /** What stopping short becomes. Default STOPPED. */
  readonly blocked?: BlockedRule;
}

/**
 * Plans a suppression move: up to `distance` along the heading without turning (see
 * `lineMove`), then the turn about when asked. Stopping short gives a `blocked` event with the
 * request's outcome; the turn about happens wherever it stops.
 */
export function planSuppression(world: GridlessWorld, request: SuppressionRequest): MovePlan {
  checkRequestShape(request, "suppression", SUPPRESSION_SHAPE);
  const unit = world.unit(request.unitId);
  const distance = checkNumber("distance", request.distance);
  const max = checkNumber("maxDistance", request.maxDistance);
  if (distance > max) throw gridlessError("TooFar", { field: "distance", max, got: distance });
  const heading = request.heading ?? unit.facing + 180;
  if (!Number.isFinite(heading)) throw gridlessError("NotFinite", { field: "heading", got: String(heading) });
  const rules = { friends: request.friends ?? RECOIL_FRIENDS, blocking: new Set(request.blocking ?? []) };
  return planOn(world, { unitId: unit.id, rule: { kind: "suppression", distance: request.distance } }, (context) => {
    const length = distance * world.ppu;
    const move = {
      unitId: unit.id,
      dir: facingVector(heading),
      length,
      rules,
      chain: [],
      mayPass: true,
      maxChain: world.settings.maxChain,
    };
    const { blocked } = lineMove(context, move);
    if (blocked !== null) emitBlocked(context, unit.id, blocked, request.blocked ?? STOPPED);
    if (request.turnAround && world.has(unit.id)) {
      const now = world.unit(unit.id);
      context.moveTo(unit.id, footprintCenter(now), now.facing + 180);
    }
  });
}
