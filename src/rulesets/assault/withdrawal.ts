import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { consolidationCells, planConsolidation } from "@engine/movement/grid/consolidation";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import { planWithdrawal } from "@engine/movement/grid/withdrawal";
import { planGroup } from "@engine/movement/group";
import type { MovePlan } from "@engine/movement/move-plan";
import { assaultError } from "./errors";
import { tablePhrase } from "@engine/errors";
import { REFUSALS } from "@engine/movement/grid/refusal";
import { ownerNamed } from "@engine/validation/field-errors";
import type { AssaultOptions } from "./options";
import { indexSettings, moveRules } from "./state-helpers";

export type WithdrawalRequest = { readonly unitId: string; readonly awayFrom: readonly Offset[] };
export type ConsolidationMove = { readonly unitId: string; readonly to: Offset };

/**
 * The loser's withdrawal as one phase (labelled default for the rules of broken formations the
 * text refers to): each unit moves up to its speed to end further from every enemy unit of the
 * assault and outside enemy zones of control where it can; one that cannot leave an enemy zone
 * of control is destroyed (each part an option). Rear units move first, to make room.
 */
export function planWithdrawals(
  board: Board,
  requests: readonly WithdrawalRequest[],
  options: AssaultOptions,
): MovePlan {
  const context = createGridMoveContext(board, indexSettings(options));
  const planner = gridPhasePlanner(context, (q, request: WithdrawalRequest) =>
    planWithdrawal(q, {
      unitId: request.unitId,
      awayFrom: request.awayFrom,
      endFurther: options.withdrawEndFurther,
      leaveZoc: options.withdrawLeaveZoc,
      destroyIfTrapped: options.withdrawDestroyTrapped,
      rules: moveRules(options),
    }),
  );
  return planGroup(planner, requests, { order: "farthest-enemy-first", index: indexSettings(options) });
}

/** Where a winning unit may consolidate: 1 tile, never into an enemy zone of control. */
export function consolidationOptions(q: GridQueries, unitId: string, options: AssaultOptions) {
  return consolidationCells(q, { unitId, cells: 1, rules: moveRules(options) });
}

/** The chosen consolidation moves as one phase, each checked on the board as the earlier ones left it. */
export function planConsolidations(
  board: Board,
  moves: readonly ConsolidationMove[],
  options: AssaultOptions,
): MovePlan {
  const context = createGridMoveContext(board, indexSettings(options));
  const planner = gridPhasePlanner(context, (q, move: ConsolidationMove) => {
    const verdict = planConsolidation(q, { unitId: move.unitId, to: move.to, cells: 1, rules: moveRules(options) });
    if (!verdict.ok) {
      throw assaultError("BoardMismatch", {
        owner: ownerNamed("Assault").owner,
        unit: move.unitId,
        i: move.to.i,
        j: move.to.j,
        reason: tablePhrase(REFUSALS, verdict.refusal.reason),
      });
    }
    return verdict.plan;
  });
  return planGroup(planner, moves);
}
