import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Board } from "@engine/board/types";
import {
  planCharge,
  planCounterCharge,
  type ChargeRequest,
  type CounterChargeRequest,
} from "@engine/movement/grid/charge";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { planReturn, type ReturnRequest } from "@engine/movement/grid/return";
import { planWithdrawal, type WithdrawalRequest } from "@engine/movement/grid/withdrawal";
import { planBreakthrough, type BreakthroughRequest } from "@engine/movement/gridless/breakthrough";
import { planFallBack, type FallBackRequest } from "@engine/movement/gridless/fall-back";
import { planFlee, type FleeRequest } from "@engine/movement/gridless/flee";
import { planOccupy, type OccupyRequest } from "@engine/movement/gridless/occupy";
import { planPursuit, type PursuitRequest } from "@engine/movement/gridless/pursuit";
import { planRallyForward, type RallyForwardRequest } from "@engine/movement/gridless/rally-forward";
import { planRecoil, type RecoilRequest } from "@engine/movement/gridless/recoil";
import { planSuppression, type SuppressionRequest } from "@engine/movement/gridless/suppression";
import { createGridlessWorld, type GridlessWorld } from "@engine/movement/gridless/world";
import type { MovePlan } from "@engine/movement/move-plan";

/** Each engine planner a macro may call by name, with its request. */
export interface PlanRequests {
  readonly retreat: RetreatRequest;
  readonly withdrawal: WithdrawalRequest;
  readonly return: ReturnRequest;
  readonly charge: ChargeRequest;
  readonly "counter-charge": CounterChargeRequest;
  readonly "fall-back": FallBackRequest;
  readonly recoil: RecoilRequest;
  readonly suppression: SuppressionRequest;
  readonly flee: FleeRequest;
  readonly pursuit: PursuitRequest;
  readonly "rally-forward": RallyForwardRequest;
  readonly breakthrough: BreakthroughRequest;
  readonly occupy: OccupyRequest;
}

export type PlanKind = keyof PlanRequests;

/** The board a plan is made on, with the zone and contact rules its scene is played with. */
export interface PlanGround {
  readonly board: Board;
  readonly settings: BoardIndexSettings;
}

type Planner<R> = (ground: PlanGround, request: R) => MovePlan;

const onGrid =
  <R>(plan: (q: GridQueries, request: R) => MovePlan): Planner<R> =>
  (ground, request) =>
    plan(createGridMoveContext(ground.board, ground.settings), request);

const gridless =
  <R>(plan: (world: GridlessWorld, request: R) => MovePlan): Planner<R> =>
  (ground, request) => {
    const tolerance = ground.settings.contactTolerance;
    return plan(
      createGridlessWorld(ground.board, tolerance === undefined ? {} : { contactTolerance: tolerance }),
      request,
    );
  };

const PLANNERS: { readonly [K in PlanKind]: Planner<PlanRequests[K]> } = {
  retreat: onGrid(planRetreat),
  withdrawal: onGrid(planWithdrawal),
  return: onGrid(planReturn),
  charge: onGrid(planCharge),
  "counter-charge": onGrid(planCounterCharge),
  "fall-back": gridless(planFallBack),
  recoil: gridless(planRecoil),
  suppression: gridless(planSuppression),
  flee: gridless(planFlee),
  pursuit: gridless(planPursuit),
  "rally-forward": gridless(planRallyForward),
  breakthrough: gridless(planBreakthrough),
  occupy: gridless(planOccupy),
};

export function isPlanKind(kind: unknown): kind is PlanKind {
  return typeof kind === "string" && Object.hasOwn(PLANNERS, kind);
}

/** The planners' names, for messages. */
export const PLAN_KINDS: readonly string[] = Object.keys(PLANNERS);

/**
 * One planner's plan on a board: grid planners (retreat, withdrawal, return, charge,
 * counter-charge) on square and hex boards, the others gridless. Planning moves nothing; the
 * engine's errors (a wrong board kind, a bad request) are thrown as they are.
 */
export function planOn<K extends PlanKind>(ground: PlanGround, kind: K, request: PlanRequests[K]): MovePlan {
  const planner: Planner<PlanRequests[K]> = PLANNERS[kind];
  return planner(ground, request);
}
