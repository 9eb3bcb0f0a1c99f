import type { Board, Unit } from "@engine/board/types";
import type { FleeRules } from "@engine/movement/gridless/flee";
import { planFlee } from "@engine/movement/gridless/flee";
import { planOccupy } from "@engine/movement/gridless/occupy";
import { planPursuit } from "@engine/movement/gridless/pursuit";
import { byUnitTypes, planRecoil } from "@engine/movement/gridless/recoil";
import { resolveCrossing } from "@engine/movement/gridless/resolve-crossing";
import type { BlockedRule } from "@engine/movement/gridless/rules";
import { planSuppression } from "@engine/movement/gridless/suppression";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { SHOWN_CONTACT } from "@engine/board/board-index-options";
import { EMPTY_PLAN, type MovePlan } from "@engine/movement/move-plan";
import type { SkirmishMove } from "./move-requests";
import type { SkirmishSetup } from "./setup";
import { STATUS } from "./statuses";
import { RULE_NUMBERS, TERRAIN } from "./tables";
import { DEFAULT_UNIT_DATA } from "./unit-data";

/** A crossing test rolled in the session. */
export type Crossing = { readonly unitId: string; readonly barrierId: string; readonly passed: boolean };

/** Ground a recoil, a suppression move or a pursuit cannot cross (reading: they have no crossing roll). */
const STOPS: readonly string[] = [...TERRAIN.impassable, ...TERRAIN.barrier];

/** A blocked recoil or flee is Downed; its place may count as difficult going (option). */
export function downedRule(setup: SkirmishSetup): BlockedRule {
  return {
    outcome: "downed",
    addStatus: setup.options.downedDifficultGoing ? [STATUS.downed, STATUS.difficultGoing] : [STATUS.downed],
  };
}

/** Cavalry recoiling (or fleeing) into friendly infantry makes it flee. */
const cavalryIntoInfantry = byUnitTypes(["cavalry"], ["infantry"], (unit: Unit) => {
  const type = unit.data["type"];
  return type === undefined ? DEFAULT_UNIT_DATA.type : typeof type === "string" ? type : undefined;
});

/** Flee: recoil 2, turn 180°, the full move up to 12 turning at most 90° to avoid enemy, friends it cannot pass, bad going; barriers crossed with a roll. */
export function fleeRules(setup: SkirmishSetup): FleeRules {
  const inches = setup.perInch;
  return {
    recoil: RULE_NUMBERS.fleeRecoil * inches,
    maxMove: RULE_NUMBERS.fleeMax * inches,
    maxDeviation: RULE_NUMBERS.fleeDeviation,
    terrain: { impassable: TERRAIN.impassable, difficult: TERRAIN.difficult, barrier: TERRAIN.barrier },
    recoilBlocking: STOPS,
    crossing: { dice: "1d6", target: setup.options.crossingTarget },
    makesFlee: cavalryIntoInfantry,
    blocked: downedRule(setup),
  };
}

/**
 * Plans one of the ruleset's moves on a board, with the crossing tests the session rolled
 * applied in order (a test the plan no longer has is passed over).
 */
export function planRequest(
  board: Board,
  request: SkirmishMove,
  setup: SkirmishSetup,
  crossings: readonly Crossing[],
): MovePlan {
  const world = createGridlessWorld(board, SHOWN_CONTACT);
  const unitId = request.unitId;
  switch (request.kind) {
    case "suppression": {
      const maxDistance = RULE_NUMBERS.suppressionMax * setup.perInch;
      return planSuppression(world, {
        unitId,
        distance: request.distance,
        maxDistance,
        heading: request.heading,
        turnAround: request.turnAround,
        blocking: STOPS,
      });
    }
    case "recoil": {
      const makesFlee = { applies: cavalryIntoInfantry, flee: fleeRules(setup) };
      return withCrossings(
        planRecoil(world, {
          unitId,
          distance: request.distance,
          blocking: STOPS,
          makesFlee,
          blocked: downedRule(setup),
        }),
        crossings,
      );
    }
    case "flee":
      return withCrossings(planFlee(world, { ...fleeRules(setup), unitId, from: request.from }), crossings);
    case "pursuit":
      // An enemy destroyed crossing a barrier is pursued no more.
      if (!world.has(request.targetId)) return EMPTY_PLAN;
      return planPursuit(world, { unitId, targetId: request.targetId, distance: request.distance, blocking: STOPS });
    case "occupy":
      return planOccupy(world, { unitId, areaId: request.areaId, blocking: TERRAIN.impassable });
  }
}

/** The first crossing test still pending in a plan (of `unitId` if given), its unit not already removed. */
export function pendingCrossing(
  plan: MovePlan,
  unitId?: string,
): { readonly unitId: string; readonly barrierId: string } | null {
  const removed = new Set(plan.events.flatMap((e) => (e.kind === "removed" ? [e.unitId] : [])));
  const test = plan.events.find(
    (e) => e.kind === "crossing-test" && !removed.has(e.unitId) && (unitId === undefined || e.unitId === unitId),
  );
  return test?.kind === "crossing-test" ? { unitId: test.unitId, barrierId: test.barrierId } : null;
}

function withCrossings(plan: MovePlan, crossings: readonly Crossing[]): MovePlan {
  let current = plan;
  for (const crossing of crossings) {
    if (pendingCrossing(current, crossing.unitId)?.barrierId === crossing.barrierId)
      current = resolveCrossing(current, crossing.unitId, crossing.passed);
  }
  return current;
}
