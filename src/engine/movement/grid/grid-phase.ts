import type { PhasePlanner } from "../group";
import type { MovePlan } from "../move-plan";
import type { GridMoveContext, GridQueries } from "./grid-queries";

/** A phase planner over a grid context: each unit is planned by `plan`, and its plan moved into the index. */
export function gridPhasePlanner<R>(
  context: GridMoveContext,
  plan: (q: GridQueries, request: R) => MovePlan,
): PhasePlanner<R> {
  return {
    board: () => context.board(),
    plan: (request) => plan(context, request),
    apply: (done) => context.apply(done),
  };
}
