import type { MoveNote, MovePlan, MoveRule } from "../move-plan";
import { withReasons } from "../move-why";
import { checkMoveLimit, MOVE_REQUEST, LIMITS } from "@engine/limits";
import { WITHDRAWAL_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import { enemyCells, furtherFromEvery, nearestDistance, type AwayFrom } from "./away";
import {
  DEFAULT_GRID_MOVE_RULES,
  requireNonNegative,
  resolveGridMoveRules,
  type GridMoveSettings,
} from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import { inEnemyZoc, moverOf, zocHolder, type Mover } from "./mover";
import {
  NO_RETREAT_OUTCOMES,
  movedPlan,
  outcomeEvents,
  removesUnit,
  statusEvents,
  type NoRetreatOutcome,
} from "./plan-parts";
import { checkChoice } from "./request-checks";
import { anchorsOf, mayEnd, positionsOf, searchMoves, type Reached } from "./search";
import { pathNotes } from "./step-notes";

/**
 * A broken formation's withdrawal, the assault ruleset's labelled default (its text refers to
 * rules for broken formations it does not contain): each unit moves up to its speed to end
 * further from every enemy and outside enemy zones of control where it can; a unit that cannot
 * leave an enemy zone of control is destroyed. Each part is an option.
 */
export interface WithdrawalRequest extends AwayFrom {
  readonly unitId: string;
  /** Movement points (default: the unit's `move`); steps cost as MoveLimit says. */
  readonly allowance?: number;
  /** Prefer ending further than it starts from every listed enemy cell (default true). */
  readonly endFurther?: boolean;
  /** Prefer ending outside enemy zones of control (default true). */
  readonly leaveZoc?: boolean;
  /** A unit that can end nowhere outside an enemy zone of control suffers `trapped` (default true). */
  readonly destroyIfTrapped?: boolean;
  /** What a trapped unit suffers (default "eliminated"). */
  readonly trapped?: NoRetreatOutcome;
  /** Statuses the withdrawal adds (not when the unit is removed). */
  readonly addStatus?: readonly string[];
  /** Default: enemy zones of control "allowed" on the way (only where the unit ends counts). */
  readonly rules?: GridMoveSettings;
}

/**
 * The withdrawal's plan. Every position the unit can reach and end in (its start included) is
 * ranked: outside enemy zones first (with `leaveZoc`), then further from every enemy cell (with
 * `endFurther`), then the furthest from the nearest enemy cell, the lowest cost, the lowest anchor
 * row, then column. Ending in place is no move.
 */
export function planWithdrawal(q: GridQueries, request: WithdrawalRequest): MovePlan {
  checkRequestShape(request, "withdrawal", WITHDRAWAL_SHAPE);
  const rules = resolveGridMoveRules(request.rules, { ...DEFAULT_GRID_MOVE_RULES, zoc: "allowed" });
  const mover = moverOf(q, request.unitId, rules);
  const unit = mover.unit;
  const allowance = request.allowance ?? unit.move;
  requireNonNegative(allowance, request.allowance === undefined ? "unit.move" : "allowance");
  checkMoveLimit(allowance, MOVE_REQUEST, request.allowance === undefined ? "unit.move" : "allowance", LIMITS.gridMove);
  const trapped = checkChoice(request.trapped ?? "eliminated", NO_RETREAT_OUTCOMES, "trapped");
  const enemies = enemyCells(q, unit, request);
  const start = mover.block.cellsAt(mover.block.anchor);

  const candidates = searchMoves(q, mover, { limit: { allowance } }).filter((r) => mayEnd(q, mover, r));
  const inZoc = new Map(candidates.map((r) => [r, inEnemyZoc(q, mover, r.cells)]));
  const rank = (r: Reached): readonly number[] => [
    request.leaveZoc !== false && inZoc.get(r) === true ? 1 : 0,
    request.endFurther !== false && !furtherFromEvery(q.grid, enemies, start, r.cells) ? 1 : 0,
    -nearestDistance(q.grid, r.cells, enemies),
    r.cost,
    r.anchor.i,
    r.anchor.j,
    r.order,
  ];
  const ranked = candidates.map((r) => ({ r, key: rank(r) })).sort((a, b) => compareKeys(a.key, b.key));
  const best = ranked[0]?.r;
  const cannotLeave = candidates.every((r) => inZoc.get(r) === true);

  const why: MoveRule = { kind: "withdrawal", distance: allowance };
  if (best === undefined || (request.destroyIfTrapped !== false && cannotLeave)) {
    const events = outcomeEvents(unit.id, "no-retreat", trapped);
    const plan = {
      moves: [],
      events: removesUnit(trapped) ? events : [...events, ...statusEvents(unit.id, request.addStatus)],
    };
    return withReasons(plan, unit.id, why, trappedNotes(q, mover, candidates));
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
  return withReasons(plan, unit.id, why, pathNotes(q, mover, best, { limit: { allowance } }));
}

/** A trapped unit: every end it could reach is in an enemy zone of control (noted for the first few, by whose zone). */
function trappedNotes(q: GridQueries, mover: Mover, candidates: readonly Reached[]): MoveNote[] {
  return candidates.slice(0, 8).flatMap((r): MoveNote[] => {
    const holder = r.cells.map((cell) => zocHolder(q, mover, cell)).find((id) => id !== null);
    return holder === undefined || holder === null
      ? []
      : [
          {
            kind: "refused",
            step: r.steps,
            cell: r.anchor,
            why: { kind: "zoc", otherId: holder, side: q.unit(holder)?.side ?? "" },
          },
        ];
  });
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let n = 0; n < a.length; n++) {
    const d = (a[n] ?? 0) - (b[n] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
