import type { Board } from "@engine/board/types";
import { boardPhasePlanner, planGroup } from "@engine/movement/group";
import type { MovePlan } from "@engine/movement/move-plan";
import type { SkirmishMove } from "./move-requests";
import { planRequest } from "./plan-request";
import type { SkirmishState } from "./state";

/**
 * The moves of a result on the board after its effects: the loser's (with the friends it pushes
 * or puts to flight, and the crossing tests the session rolled), then the victor's pursuit or
 * capture, toward the loser where it then stands.
 */
export function planMoves(board: Board, state: SkirmishState, requests: readonly SkirmishMove[]): MovePlan {
  const planner = boardPhasePlanner(board, (current, request: SkirmishMove) =>
    planRequest(current, request, state.setup, state.crossings),
  );
  return planGroup(planner, requests);
}
