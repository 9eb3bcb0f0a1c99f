import type { Board } from "@engine/board/types";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { planGroup } from "@engine/movement/group";
import { EMPTY_PLAN, type MovePlan } from "@engine/movement/move-plan";
import type { RetreatMove } from "@engine/movement/grid/move-requests";
import type { CommandTestOptions } from "./options";

/**
 * The retreats a combat result calls for, as one phase on the board after its effects, planned by
 * the grid retreat planner: exactly the result's number of hexes, each step further from every
 * hex the enemy fought from, never into a hex holding an enemy, through enemy zones of control
 * only if the option allows. A unit with no such retreat is eliminated.
 */
export function planMoves(board: Board, requests: readonly RetreatMove[], options: CommandTestOptions): MovePlan {
  const retreats = requests.map((request): RetreatRequest => ({
    unitId: request.unitId,
    awayFrom: request.awayFrom,
    ...(request.cells === undefined ? {} : { cells: request.cells }),
    rules: { zoc: options.retreatZoc },
  }));
  if (retreats.length === 0) return EMPTY_PLAN;
  const context = createGridMoveContext(board);
  return planGroup(gridPhasePlanner(context, planRetreat), retreats);
}
