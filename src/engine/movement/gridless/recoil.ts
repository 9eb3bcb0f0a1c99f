import { RECOIL_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Unit } from "@engine/board/types";
import { footprintCenter } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked } from "./blocked";
import { fleeUnit, type FleeRules } from "./flee";
import { checkNumber } from "./gridless-errors";
import type { LineRules } from "./line-move";
import { planOn, type PlanContext } from "./plan-context";
import { recoilLeg } from "./recoil-leg";
import { RECOIL_FRIENDS, type BlockedRule, type FriendRules } from "./rules";
import type { GridlessWorld } from "./world";

export interface RecoilRequest {
  readonly unitId: string;
  /** How far straight back, table units (skirmish-recoil: 2). */
  readonly distance: number;
  /** Friends passed where there is room, else pushed. Default RECOIL_FRIENDS. */
  readonly friends?: FriendRules;
  /** Area kinds it cannot cross (impassable ground; barriers too if the ruleset says so). Default none. */
  readonly blocking?: readonly string[];
  /**
   * Friends that flee when it recoils into them (skirmish-recoil: cavalry into friendly
   * infantry, see `byUnitTypes`), and the flee they make (their allowance is their own move).
   */
  readonly makesFlee?: { readonly applies: (mover: Unit, friend: Unit) => boolean; readonly flee: FleeRules };
  /** What a blocked recoil becomes (skirmish-recoil: DOWNED). */
  readonly blocked: BlockedRule;
}

/**
 * Plans a recoil: `distance` straight back without turning (see `recoilLeg` and `lineMove`). When
 * it meets an enemy, ground or a wall it cannot cross, a friend it can neither pass nor push nor
 * put to flight, the edge, or has enemy in contact to front and rear, it goes as far as it can
 * and gets a `blocked` event with the request's outcome.
 */
export function planRecoil(world: GridlessWorld, request: RecoilRequest): MovePlan {
  checkRequestShape(request, "recoil", RECOIL_SHAPE);
  const length = checkNumber("distance", request.distance) * world.ppu;
  const makesFlee = request.makesFlee;
  const rules: LineRules = {
    friends: request.friends ?? RECOIL_FRIENDS,
    blocking: new Set(request.blocking ?? []),
    ...(makesFlee === undefined
      ? {}
      : {
          makesFlee: {
            applies: makesFlee.applies,
            flee: (context: PlanContext, friendId: string, mover: Unit, chain: readonly string[]) =>
              fleeUnit(
                context,
                friendId,
                makesFlee.flee,
                context.world.unit(friendId).move,
                footprintCenter(mover),
                chain,
              ),
          },
        }),
  };
  return planOn(world, { unitId: request.unitId, rule: { kind: "recoil", distance: request.distance } }, (context) => {
    const blocked = recoilLeg(context, request.unitId, length, rules, []);
    if (blocked !== null) emitBlocked(context, request.unitId, blocked, request.blocked);
  });
}

/**
 * A `makesFlee` test by unit type: movers of the first types make friends of the second flee.
 * `typeOf` reads a unit's type (default: its `data.type` when that is a string).
 */
export function byUnitTypes(
  movers: readonly string[],
  friends: readonly string[],
  typeOf: (unit: Unit) => string | undefined = dataType,
): (mover: Unit, friend: Unit) => boolean {
  return (mover, friend) => {
    const m = typeOf(mover);
    const f = typeOf(friend);
    return m !== undefined && f !== undefined && movers.includes(m) && friends.includes(f);
  };
}

function dataType(unit: Unit): string | undefined {
  const type = unit.data["type"];
  return typeof type === "string" ? type : undefined;
}
