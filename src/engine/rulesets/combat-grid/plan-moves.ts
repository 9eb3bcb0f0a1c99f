import type { Board } from "../../board/types";
import { createGridMoveContext } from "../../movement/grid/grid-move-context";
import { gridPhasePlanner } from "../../movement/grid/grid-phase";
import { planRetreat } from "../../movement/grid/retreat";
import { planReturn } from "../../movement/grid/return";
import { planGroup } from "../../movement/group";
import type { MovePlan } from "../../movement/move-plan";
import type { MoveRequest } from "../../session/effects";

/**
 * The moves a combat's result asks for, as one phase on the board after its effects: attackers
 * return to the squares they came from; retreating units go the option's number of squares away
 * from the enemy's square, never into an enemy zone of control. A unit that cannot go is
 * eliminated. Statuses (tipped) are the session's effects, not the plan's.
 */
export function planMoves(board: Board, requests: readonly MoveRequest[]): MovePlan {
  if (requests.length === 0) return { moves: [], events: [] };
  const context = createGridMoveContext(board);
  const planner = gridPhasePlanner(context, (q, request: GridRequest) =>
    request.kind === "return"
      ? planReturn(q, { unitId: request.unitId, to: request.to })
      : planRetreat(q, {
          unitId: request.unitId,
          awayFrom: request.awayFrom,
          ...(request.cells === undefined ? {} : { cells: request.cells }),
        }),
  );
  return planGroup(planner, requests.filter(isGridRequest));
}

/** The requests combat-grid makes; the gridless kinds belong to other rulesets. */
type GridRequest = Extract<MoveRequest, { kind: "retreat" | "return" }>;

function isGridRequest(request: MoveRequest): request is GridRequest {
  return request.kind === "retreat" || request.kind === "return";
}
