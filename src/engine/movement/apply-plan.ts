import type { Board, Unit } from "../board/types";
import type { MovePlan } from "./move-plan";

/**
 * The board after a plan: every moved unit at its final footprint and facing, statuses added and
 * removed, removed units gone. Moves hold absolute end states, so applying a plan twice is the same
 * as applying it once.
 */
export function applyPlan(board: Board, plan: MovePlan): Board {
  const finalMove = new Map(plan.moves.map((move) => [move.unitId, move]));
  const removed = new Set<string>();
  const added = new Map<string, Set<string>>();
  const dropped = new Map<string, Set<string>>();
  for (const event of plan.events) {
    if (event.kind === "removed") removed.add(event.unitId);
    if (event.kind === "status") {
      for (const status of event.add) setOf(added, event.unitId).add(status);
      for (const status of event.remove) setOf(dropped, event.unitId).add(status);
    }
  }
  const units = board.units
    .filter((unit) => !removed.has(unit.id))
    .map((unit): Unit => {
      const move = finalMove.get(unit.id);
      const moved = move ? { ...unit, footprint: move.footprint, facing: move.facing } : unit;
      const plus = added.get(unit.id);
      const minus = dropped.get(unit.id);
      if (!plus && !minus) return moved;
      const status = new Set(unit.status);
      for (const s of minus ?? []) status.delete(s);
      for (const s of plus ?? []) status.add(s);
      return { ...moved, status: [...status] };
    });
  return { ...board, units };
}

function setOf(map: Map<string, Set<string>>, key: string): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
