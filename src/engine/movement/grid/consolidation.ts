import { checkStepsLimit, MOVE_REQUEST } from "@engine/limits";
import { CONSOLIDATE_TO_SHAPE, CONSOLIDATION_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Offset } from "@engine/model/coordinates";
import { withReasons } from "../move-why";
import { EMPTY_PLAN } from "../move-plan";
import { resolveGridMoveRules, requireWhole, type GridMoveSettings } from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import { endObstacle, entryObstacle, moverOf, type Mover } from "./mover";
import { movedPlan } from "./plan-parts";
import { refusal, refusalOf, type Verdict } from "./refusal";
import { requireCell } from "./request-checks";
import { anchorsOf, mayEnd, positionsOf, searchMoves, type Reached } from "./search";
import { stepsDiagonally } from "./step-length";

/**
 * The winner's consolidation (assault: "every winning unit may move 1 tile, never into an enemy
 * zone of control"): up to `cells` steps (default 1), by the rules (default: enemy zones of
 * control forbidden, as the text says).
 */
export interface ConsolidationRequest {
  readonly unitId: string;
  readonly cells?: number;
  readonly rules?: GridMoveSettings;
}

/** A place a unit may move to, and how. */
export interface MoveOption {
  /** Where the block's anchor ends (for a one-cell unit, its cell). */
  readonly anchor: Offset;
  /** The unit's cells there. */
  readonly cells: readonly Offset[];
  /** The anchors along the way, from the start. */
  readonly path: readonly Offset[];
  /** The path's length in cells, as the grid measures it. */
  readonly length: number;
  /** What the path costs (length plus extras). */
  readonly cost: number;
}

function setUp(q: GridQueries, request: ConsolidationRequest): { mover: Mover; reached: Reached[] } {
  const mover = moverOf(q, request.unitId, resolveGridMoveRules(request.rules));
  const cells = request.cells ?? 1;
  requireWhole(cells, "cells", 0);
  checkStepsLimit(cells, MOVE_REQUEST, "cells");
  return { mover, reached: searchMoves(q, mover, { limit: { steps: cells } }) };
}

/** Each legal end position once (by its fewest steps, then cheapest path), sorted by anchor row, then column. */
function endPositions(q: GridQueries, mover: Mover, reached: readonly Reached[]): Reached[] {
  const seen = new Set<number>();
  const ends: Reached[] = [];
  for (const r of [...reached].sort((a, b) => a.steps - b.steps || a.cost - b.cost || a.order - b.order)) {
    const key = q.grid.key(r.anchor);
    if (r.steps === 0 || seen.has(key) || !mayEnd(q, mover, r)) continue;
    seen.add(key);
    ends.push(r);
  }
  return ends.sort((a, b) => a.anchor.i - b.anchor.i || a.anchor.j - b.anchor.j);
}

export function optionOf(r: Reached): MoveOption {
  return { anchor: r.anchor, cells: r.cells, path: anchorsOf(r), length: r.length, cost: r.cost };
}

/** The cells the unit may consolidate into (its own not included). */
export function consolidationCells(q: GridQueries, request: ConsolidationRequest): MoveOption[] {
  checkRequestShape(request, "consolidation", CONSOLIDATION_SHAPE);
  const { mover, reached } = setUp(q, request);
  return endPositions(q, mover, reached).map(optionOf);
}

/**
 * Validates the chosen destination (the anchor's cell): the plan, or a refusal saying what is
 * wrong with the destination itself (off the board, enemy, terrain, enemy zone, friends when they
 * may not be passed, stacking), else "too-far" when more steps away than allowed, else "no-path".
 * Staying put is allowed (an empty plan).
 */
export function planConsolidation(q: GridQueries, request: ConsolidationRequest & { readonly to: Offset }): Verdict {
  checkRequestShape(request, "consolidation", CONSOLIDATE_TO_SHAPE);
  const to = requireCell(request.to, "to");
  const { mover, reached } = setUp(q, request);
  const start = mover.block.anchor;
  if (to.i === start.i && to.j === start.j) return { ok: true, plan: EMPTY_PLAN };
  const found = endPositions(q, mover, reached).find((r) => r.anchor.i === to.i && r.anchor.j === to.j);
  if (found !== undefined) {
    const plan = movedPlan(q, mover, positionsOf(found), anchorsOf(found), found.length);
    return {
      ok: true,
      plan: withReasons(plan, mover.unit.id, { kind: "consolidation", distance: request.cells ?? 1 }),
    };
  }

  const from = mover.block.cellsAt(start);
  const cells = mover.block.cellsAt(to);
  const here =
    entryObstacle(q, { ...mover, rules: { ...mover.rules, wallsBlock: false } }, from, cells) ??
    endObstacle(q, mover, cells);
  if (here !== null) return refusalOf(here);
  return fewestSteps(q, start, to) > (request.cells ?? 1) ? refusal("too-far") : refusal("no-path");
}

/** The fewest steps between two cells, walls and units aside. */
function fewestSteps(q: GridQueries, a: Offset, b: Offset): number {
  if (q.grid.spec.kind !== "square") return q.grid.distance(a, b);
  const di = Math.abs(a.i - b.i);
  const dj = Math.abs(a.j - b.j);
  return stepsDiagonally(q.grid.spec) ? Math.max(di, dj) : di + dj;
}
