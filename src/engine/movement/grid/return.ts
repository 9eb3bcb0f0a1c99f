import { RETURN_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Offset } from "@engine/model/coordinates";
import type { MovePlan, MoveRule } from "../move-plan";
import { withReasons } from "../move-why";
import { DEFAULT_GRID_MOVE_RULES, resolveGridMoveRules, type GridMoveSettings } from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import { causeOf, endObstacle, entryObstacle, moverOf, otherOf } from "./mover";
import {
  NO_RETREAT_OUTCOMES,
  movedPlan,
  outcomeEvents,
  removesUnit,
  statusEvents,
  type NoRetreatOutcome,
} from "./plan-parts";
import { checkChoice, requireCell } from "./request-checks";
import { cellRefusal } from "./step-notes";

/**
 * A unit going back to where it came from (combat grid: attackers whose defender holds the
 * square). It moves straight there: one step, however far, whose centre-to-centre segments must
 * not touch a wall that blocks movement.
 */
export interface ReturnRequest {
  readonly unitId: string;
  /** Where the unit's anchor goes back to (for a one-cell unit, the cell it came from). */
  readonly to: Offset;
  /** Statuses the return adds, e.g. ["tipped"] (not when the unit is removed). */
  readonly addStatus?: readonly string[];
  /** What happens when the cell cannot be taken back (enemy, terrain, wall, stacking); default "eliminated". */
  readonly blocked?: NoRetreatOutcome;
  /** Default: enemy zones of control "allowed" (the unit only goes back). */
  readonly rules?: GridMoveSettings;
}

/** The return's plan: the move and the statuses, or `blocked` (the obstacle's cause) with the request's outcome. */
export function planReturn(q: GridQueries, request: ReturnRequest): MovePlan {
  checkRequestShape(request, "return", RETURN_SHAPE);
  const to = requireCell(request.to, "to");
  const mover = moverOf(
    q,
    request.unitId,
    resolveGridMoveRules(request.rules, { ...DEFAULT_GRID_MOVE_RULES, zoc: "allowed" }),
  );
  const outcome = checkChoice(request.blocked ?? "eliminated", NO_RETREAT_OUTCOMES, "blocked");
  const id = mover.unit.id;
  const status = statusEvents(id, request.addStatus);
  const start = mover.block.anchor;
  if (to.i === start.i && to.j === start.j) return { moves: [], events: status };
  const from = mover.block.cellsAt(start);
  const cells = mover.block.cellsAt(to);
  const obstacle = entryObstacle(q, mover, from, cells) ?? endObstacle(q, mover, cells);
  const why: MoveRule = { kind: "return", distance: q.grid.distance(start, to) };
  if (obstacle !== null) {
    const events = outcomeEvents(id, causeOf(obstacle), outcome, otherOf(obstacle));
    const plan = { moves: [], events: removesUnit(outcome) ? events : [...events, ...status] };
    return withReasons(plan, id, why, [{ kind: "refused", step: 1, cell: to, why: cellRefusal(q, obstacle) }]);
  }
  return withReasons(movedPlan(q, mover, [from, cells], [start, to], q.grid.distance(start, to), status), id, why);
}
