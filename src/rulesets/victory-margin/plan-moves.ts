import { SHOWN_CONTACT } from "@engine/board/board-index-options";
import type { Board } from "@engine/board/types";
import { applyPlan } from "@engine/movement/apply-plan";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { planFallBack } from "@engine/movement/gridless/fall-back";
import { planRallyForward } from "@engine/movement/gridless/rally-forward";
import { STOPPED, type BlockedRule } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { boardPhasePlanner, planGroup } from "@engine/movement/group";
import { concatPlans, EMPTY_PLAN, type MovePlan } from "@engine/movement/move-plan";
import type { VictoryMarginMove } from "./move-requests";
import type { VictoryMarginOptions } from "./options";
import { RULE_NUMBERS, TERRAIN } from "./tables";

/**
 * The moves of a victory test on the board after its effects, in two phases: the defender and
 * the rear supports with it fall back (rear units first, so the front one passes through friends
 * that have already made room where they can), then the attackers follow up in order.
 */
export function planMoves(
  board: Board,
  requests: readonly VictoryMarginMove[],
  options: VictoryMarginOptions,
): MovePlan {
  const fallBacks = requests.filter((request) => request.kind === "fall-back");
  const followUps = requests.filter((request) => request.kind === "rally-forward" || request.kind === "breakthrough");
  const first = phase(board, fallBacks, options, "farthest-enemy-first");
  const second = phase(applyPlan(board, first), followUps, options, "request");
  return concatPlans(first, second);
}

function phase(
  board: Board,
  requests: readonly VictoryMarginMove[],
  options: VictoryMarginOptions,
  order: "request" | "farthest-enemy-first",
): MovePlan {
  if (requests.length === 0) return EMPTY_PLAN;
  const planner = boardPhasePlanner(board, (current, request: VictoryMarginMove) => planOne(current, request, options));
  return planGroup(planner, requests, { order });
}

/** A fall back that cannot go its whole way stops, or is eliminated (labelled default: it stops). */
function blockedFallBack(options: VictoryMarginOptions): BlockedRule {
  return options.blockedFallBack === "eliminated" ? { outcome: "eliminated", remove: true } : STOPPED;
}

function planOne(board: Board, request: VictoryMarginMove, options: VictoryMarginOptions): MovePlan {
  const world = createGridlessWorld(board, SHOWN_CONTACT);
  const blocking = TERRAIN.impassable;
  switch (request.kind) {
    case "fall-back":
      return planFallBack(world, {
        unitId: request.unitId,
        awayFrom: { unitId: request.awayFrom },
        distance: request.distance,
        blocking,
        blocked: blockedFallBack(options),
      });
    case "rally-forward": {
      const t = request.target;
      const target =
        "to" in t
          ? { kind: "vacated" as const, to: t.to }
          : { kind: "through" as const, defenderId: t.through, beyond: t.beyond };
      return planRallyForward(world, { unitId: request.unitId, target, blocking });
    }
    case "breakthrough":
      return planBreakthrough(world, {
        unitId: request.unitId,
        path: request.path,
        forwardArc: RULE_NUMBERS.forwardArc,
        through: request.through.filter((id) => world.has(id)),
        blocking,
      });
  }
}
