import type { Board } from "@engine/board/types";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { resolveGridMoveRules } from "@engine/movement/grid/grid-move-rules";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import { moverOf } from "@engine/movement/grid/mover";
import { movedPlan } from "@engine/movement/grid/plan-parts";
import { planGroup } from "@engine/movement/group";
import { EMPTY_PLAN, type MovePlan, type MoveRule } from "@engine/movement/move-plan";
import { withReasons } from "@engine/movement/move-why";
import type { OddsCrtMove } from "./state";

/** Paths the session settled need no search: zones of control and stacking were weighed there. */
const FOLLOW = resolveGridMoveRules({ zoc: "allowed", stackingLimit: null, passFriends: true, wallsBlock: false });

function ruleOf(request: OddsCrtMove): MoveRule {
  const distance = request.path.length - 1;
  switch (request.kind) {
    case "crt-retreat":
      return { kind: "retreat", distance };
    case "crt-displaced":
      return { kind: "pushed", distance, ...(request.otherId === undefined ? {} : { otherId: request.otherId }) };
    case "crt-advance":
      return { kind: "occupy", distance };
  }
}

/** One unit along its settled path, with why: the rule, and the hexes refused on the way. */
function planPath(q: GridQueries, request: OddsCrtMove): MovePlan {
  const mover = moverOf(q, request.unitId, FOLLOW);
  const plan = movedPlan(
    q,
    mover,
    request.path.map((cell) => [cell]),
    request.path,
    request.path.length - 1,
  );
  const notes = request.refused.map((refused) => ({
    kind: "refused" as const,
    step: q.grid.distance(request.path[0] ?? refused.cell, refused.cell),
    cell: refused.cell,
    why: refused.why,
  }));
  return withReasons(plan, request.unitId, ruleOf(request), notes);
}

/**
 * The moves of a finished combat as one phase, in the order the session settled them: friends
 * displaced, then the retreats that made them move, then the advance after combat.
 */
export function planMoves(board: Board, requests: readonly OddsCrtMove[]): MovePlan {
  if (requests.length === 0) return EMPTY_PLAN;
  return planGroup(gridPhasePlanner(createGridMoveContext(board), planPath), requests);
}
