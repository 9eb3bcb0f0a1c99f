import type { Point } from "@engine/model/coordinates";
import { closestPointOnSegment } from "@engine/geometry/segment";
import { distance } from "@engine/geometry/vector";
import { placeFootprint } from "@engine/grid/footprint";
import type { MoveEvent, MovePlan, UnitMove } from "../move-plan";
import { gridlessError } from "./gridless-errors";

/** Why a unit that failed its crossing test leaves the board. */
export const CROSSING_FAILED = "crossing-failed";

/**
 * The plan after the unit's first pending crossing test (one whose unit the plan does not
 * already remove). Passed: the test leaves the plan, the move stands (call again for the next
 * barrier). Failed: the unit's move ends at the barrier (`at`), a `removed` event follows the
 * test, and the unit's later events (what it would have met beyond) are dropped.
 * Throws when the unit has no pending crossing test.
 */
export function resolveCrossing(plan: MovePlan, unitId: string, passed: boolean): MovePlan {
  const removed = plan.events.some((e) => e.kind === "removed" && e.unitId === unitId);
  const index = removed ? -1 : plan.events.findIndex((e) => e.kind === "crossing-test" && e.unitId === unitId);
  const test = plan.events[index];
  if (test === undefined || test.kind !== "crossing-test") throw gridlessError("NoCrossingTest", { unit: unitId });
  if (passed) return { ...plan, events: plan.events.filter((_, k) => k !== index) };
  const events: MoveEvent[] = [
    ...plan.events.slice(0, index + 1),
    { kind: "removed", unitId, reason: CROSSING_FAILED },
    ...plan.events.slice(index + 1).filter((e) => e.unitId !== unitId),
  ];
  const moves = plan.moves.map((move) => (move.unitId === unitId ? cutAt(move, test.at) : move));
  return { moves, events };
}

/** The move ending at the path point nearest `at`. */
function cutAt(move: UnitMove, at: Point): UnitMove {
  let best = { index: 0, gap: Infinity };
  for (let k = 1; k < move.path.length; k++) {
    const a = move.path[k - 1];
    const b = move.path[k];
    if (a === undefined || b === undefined) continue;
    const gap = distance(closestPointOnSegment(at, a, b), at);
    if (gap < best.gap) best = { index: k, gap };
  }
  const path = [...move.path.slice(0, best.index), at];
  const full = length(move.path);
  const cut = length(path);
  return {
    ...move,
    path,
    footprint: placeFootprint(move.footprint, at),
    distance: full === 0 ? 0 : (move.distance * cut) / full,
  };
}

function length(path: readonly Point[]): number {
  let total = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1];
    const b = path[k];
    if (a !== undefined && b !== undefined) total += distance(a, b);
  }
  return total;
}
