import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { MovePlan, MoveRule } from "../move-plan";
import { withReasons } from "../move-why";
import { RETREAT_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import { AWAY_RULES, enemyCells, movesAway, nearestDistance, type AwayFrom, type AwayRule } from "./away";
import { gridMoveError } from "./grid-move-errors";
import { resolveGridMoveRules, requireWhole, type GridMoveSettings } from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import { moverOf } from "./mover";
import {
  NO_RETREAT_OUTCOMES,
  movedPlan,
  outcomeEvents,
  removesUnit,
  statusEvents,
  type NoRetreatOutcome,
} from "./plan-parts";
import { checkChoice, limitOf, type LimitRequest } from "./request-checks";
import { anchorsOf, mayEnd, positionsOf, searchMoves, type Reached } from "./search";
import { pathNotes, refusedFromStart } from "./step-notes";

/**
 * A retreat away from the enemy: `cells` steps ("retreat 2 hexes"), or as far as an `allowance`
 * takes it (neither given: the unit's `move` as an allowance). Every step must take the unit
 * further from the enemy cells (see AwayRule) and be legal under the rules (default: enemy zones
 * of control forbidden; see GridMoveRules).
 */
export interface RetreatRequest extends AwayFrom, LimitRequest {
  readonly unitId: string;
  /** What "further" means (default "every": from every listed enemy cell). */
  readonly away?: AwayRule;
  /** The fewest steps that make a retreat (default: all `cells`, or 1 with an allowance). */
  readonly minCells?: number;
  /** What happens when there is no legal retreat (default "eliminated"). */
  readonly noRetreat?: NoRetreatOutcome;
  /** Statuses the retreat adds, e.g. ["tipped"] (not when the unit is removed). */
  readonly addStatus?: readonly string[];
  readonly rules?: GridMoveSettings;
  /** Enemies whose zones of control do not hold it (default none). */
  readonly zocExempt?: (enemy: Unit) => boolean;
}

/**
 * The retreat's plan. Among the legal end positions (at least `minCells` steps, not over the
 * stacking limit) the choice is, with a steps limit: the most steps, then the lowest cost, then
 * the furthest from the nearest enemy cell; with an allowance: the furthest from the nearest
 * enemy cell, then the lowest cost; then the anchor cell with the lowest row, then column; the
 * path to it is its cheapest (see searchMoves). No legal position: `blocked` (cause "no-retreat")
 * with the request's outcome, and `removed` when that outcome takes the unit off the board.
 */
export function planRetreat(q: GridQueries, request: RetreatRequest): MovePlan {
  checkRequestShape(request, "retreat", RETREAT_SHAPE);
  const rules = resolveGridMoveRules(request.rules);
  const mover = moverOf(q, request.unitId, rules, request.zocExempt ?? null);
  const unit = mover.unit;
  const rule = checkChoice(request.away ?? "every", AWAY_RULES, "away");
  const outcome = checkChoice(request.noRetreat ?? "eliminated", NO_RETREAT_OUTCOMES, "noRetreat");
  const limit = limitOf(request, unit);
  const minSteps = request.minCells ?? ("steps" in limit ? limit.steps : 1);
  requireWhole(minSteps, "minCells", 0);
  if ("steps" in limit && minSteps > limit.steps)
    throw gridMoveError("MinAboveMax", { got: minSteps, max: limit.steps });
  const enemies = enemyCells(q, unit, request);

  const search = {
    limit,
    stepAllowed: (from: Reached, to: readonly Offset[]) => movesAway(q.grid, rule, enemies, from.cells, to),
  };
  const reached = searchMoves(q, mover, search);
  const ranked = reached
    .filter((r) => r.steps >= minSteps && mayEnd(q, mover, r))
    .map((r) => ({ r, away: nearestDistance(q.grid, r.cells, enemies) }));
  const byPreference = (x: { r: Reached; away: number }, y: { r: Reached; away: number }): number => {
    const [a, b] = [x.r, y.r];
    return (
      ("steps" in limit
        ? b.steps - a.steps || a.cost - b.cost || y.away - x.away
        : y.away - x.away || a.cost - b.cost) ||
      a.anchor.i - b.anchor.i ||
      a.anchor.j - b.anchor.j ||
      a.order - b.order
    );
  };
  const best = ranked.sort(byPreference)[0]?.r;

  const why: MoveRule = { kind: "retreat", distance: "steps" in limit ? limit.steps : limit.allowance };
  const [start] = reached;
  if (best === undefined) {
    const events = outcomeEvents(unit.id, "no-retreat", outcome);
    const plan = {
      moves: [],
      events: removesUnit(outcome) ? events : [...events, ...statusEvents(unit.id, request.addStatus)],
    };
    return withReasons(plan, unit.id, why, start === undefined ? [] : refusedFromStart(q, mover, start, search));
  }
  if (best.steps === 0) return { moves: [], events: statusEvents(unit.id, request.addStatus) };
  const plan = movedPlan(
    q,
    mover,
    positionsOf(best),
    anchorsOf(best),
    best.length,
    statusEvents(unit.id, request.addStatus),
  );
  return withReasons(plan, unit.id, why, pathNotes(q, mover, best, search));
}
