import { moveRequests } from "@engine/session/state-helpers";
import type { Board } from "@engine/board/types";
import { applyPlan } from "@engine/movement/apply-plan";
import { concatPlans, type MovePlan } from "@engine/movement/move-plan";
import type { AssaultState } from "./state";
import { planConsolidations, planWithdrawals } from "./withdrawal";

/** The withdrawals the result asks for, as `retreat` requests away from the winner's units. */

/**
 * A phase's plan without the units no longer on the board (destroyed later in the assault), nor
 * the contacts with them: a contact with a unit since destroyed is no contact at the end.
 */
function onlyPresent(plan: MovePlan, present: ReadonlySet<string>): MovePlan {
  return {
    moves: plan.moves.filter((move) => present.has(move.unitId)),
    events: plan.events.filter(
      (event) => present.has(event.unitId) && (event.kind !== "contact" || present.has(event.otherId)),
    ),
  };
}

/**
 * Every move of the session, on the board before it with its effects applied (destroyed units
 * gone, statuses set): the charge and counter-charges as they were made (a host that animates them
 * as they happen plays `state.phases` instead), then the withdrawal and the consolidation planned
 * again on that board, from the move requests and the consolidations chosen.
 */
export function planMoves(board: Board, state: AssaultState): MovePlan {
  const present = new Set(board.units.map((unit) => unit.id));
  const early = state.phases
    .filter((phase) => phase.kind === "charge" || phase.kind === "counter-charge")
    .map((phase) => onlyPresent(phase.plan, present));
  const moved = early.reduce(applyPlan, board);
  const requests = moveRequests(state).map((request) => ({ unitId: request.unitId, awayFrom: request.awayFrom }));
  const withdrawal =
    requests.length === 0 ? { moves: [], events: [] } : planWithdrawals(moved, requests, state.setup.options);
  const consolidation = planConsolidations(applyPlan(moved, withdrawal), state.consolidations, state.setup.options);
  return concatPlans(...early, withdrawal, consolidation);
}
