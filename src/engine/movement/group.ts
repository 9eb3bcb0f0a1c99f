import { createBoardIndex } from "../board/board-index";
import type { BoardIndexSettings } from "../board/board-index-options";
import type { Board } from "../board/types";
import { tableError, type ErrorTable } from "../errors";
import { applyPlan } from "./apply-plan";
import { concatPlans, type MovePlan } from "./move-plan";

/**
 * Several units moving in one phase (a formation withdrawing, a stack retreating, counter-charges).
 * Units are planned one at a time, each on the board as the earlier ones left it: a later unit sees
 * where earlier ones went, so as long as each planner keeps one unit's move legal (no shared
 * space, stacking limits), the whole phase is legal. Works for grid and gridless planners alike.
 */

/** Plans one request on the board as it stands, and takes a plan onto that board. */
export interface PhasePlanner<R> {
  board(): Board;
  plan(request: R): MovePlan;
  apply(plan: MovePlan): void;
}

export interface GroupRequest {
  readonly unitId: string;
}

/**
 * The order units move in: "request" (as listed), "nearest-enemy-first" (the unit nearest an enemy
 * on the board as the phase starts, by the board index's measure, moves first: front units clear
 * the way), or "farthest-enemy-first" (rear units make room first). Ties and units with no enemy
 * keep the request order (no enemy counts as farthest).
 */
export type GroupOrder = "request" | "nearest-enemy-first" | "farthest-enemy-first";

export interface GroupOptions {
  readonly order?: GroupOrder;
  /** The board index rules distances are measured by (only contact tolerance and grid matter). */
  readonly index?: BoardIndexSettings;
}

/** A phase's bad requests, with their localization keys and English texts. */
export const GROUP_ERRORS = {
  DuplicateUnit: ["WARGAME.Error.MoveGroup.DuplicateUnit", "Unit {got} is asked to move twice in one phase."],
} as const satisfies ErrorTable;

/** A planner over a plain board: plans with `plan`, applies with `applyPlan`. */
export function boardPhasePlanner<R>(board: Board, plan: (board: Board, request: R) => MovePlan): PhasePlanner<R> {
  let current = board;
  return {
    board: () => current,
    plan: (request) => plan(current, request),
    apply: (done) => {
      current = applyPlan(current, done);
    },
  };
}

/** The requests in the order the units move. */
export function orderGroup<R extends GroupRequest>(
  board: Board,
  requests: readonly R[],
  options: GroupOptions = {},
): R[] {
  const order = options.order ?? "request";
  if (order === "request") return [...requests];
  const index = createBoardIndex(board, options.index);
  const distance = (request: R): number =>
    index.unit(request.unitId) === undefined ? Infinity : (index.nearestEnemy(request.unitId)?.distance ?? Infinity);
  const ranked = requests.map((request, n) => ({ request, n, d: distance(request) }));
  const sign = order === "nearest-enemy-first" ? 1 : -1;
  ranked.sort((a, b) => {
    if (a.d === b.d) return a.n - b.n;
    if (a.d === Infinity) return sign;
    if (b.d === Infinity) return -sign;
    return sign * (a.d - b.d);
  });
  return ranked.map((entry) => entry.request);
}

/**
 * One plan for the phase: the units' plans in the order they moved, joined. A unit asked twice is
 * an error; a unit an earlier move took off the board is skipped. The joined plan applies as the
 * plans did one after another, unless a later plan removes a status an earlier one added (or the
 * reverse): `applyPlan` adds a plan's statuses after removing its removed ones.
 */
export function planGroup<R extends GroupRequest>(
  planner: PhasePlanner<R>,
  requests: readonly R[],
  options: GroupOptions = {},
): MovePlan {
  const seen = new Set<string>();
  for (const { unitId } of requests) {
    if (seen.has(unitId)) throw tableError(GROUP_ERRORS, "DuplicateUnit", { got: unitId });
    seen.add(unitId);
  }
  const plans: MovePlan[] = [];
  const present = (id: string): boolean => planner.board().units.some((unit) => unit.id === id);
  const atStart = new Set(requests.filter((request) => present(request.unitId)).map((request) => request.unitId));
  for (const request of orderGroup(planner.board(), requests, options)) {
    if (atStart.has(request.unitId) && !present(request.unitId)) continue;
    const plan = planner.plan(request);
    planner.apply(plan);
    plans.push(plan);
  }
  return concatPlans(...plans);
}
