import type { Board, Unit } from "../engine/board/types";
import type { MovePlan } from "../engine/movement/move-plan";
import type { Effect } from "../engine/session/effects";

/** What a combat's effects so far will do to one unit once applied: shown on its counter at once, in a pending style. */
export interface PendingMark {
  readonly unitId: string;
  /** Steps it will lose. */
  readonly lost: number;
  /** Statuses it will gain, and lose, against what it has on the board now. */
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly eliminated: boolean;
}

/**
 * Each unit a combat's effects so far change (losses, statuses set or cleared, elimination), against
 * the board it was fought on, in the units' order there: what a host marks on the counters before
 * Apply. A status set and then cleared again is no change. `plan`, the moves planned once the combat
 * is done, adds what its events do (a recoil blocked and Downed, a unit removed), so every rule
 * system's results are marked alike whether the rule system or the move planner decides them.
 */
export function pendingMarks(board: Board, effects: readonly Effect[], plan?: MovePlan | null): PendingMark[] {
  const lost = new Map<string, number>();
  const statuses = new Map<string, Set<string>>();
  const eliminated = new Set<string>();
  const present = new Map(board.units.map((unit) => [unit.id, unit]));
  const change = (unit: Unit, on: readonly string[], off: readonly string[]): void => {
    const now = statuses.get(unit.id) ?? new Set(unit.status);
    for (const status of on) now.add(status);
    for (const status of off) now.delete(status);
    statuses.set(unit.id, now);
  };
  for (const effect of effects) {
    if (effect.kind !== "step-loss" && effect.kind !== "status" && effect.kind !== "eliminated") continue;
    const unit = present.get(effect.unitId);
    if (unit === undefined) continue;
    if (effect.kind === "step-loss") lost.set(unit.id, (lost.get(unit.id) ?? 0) + effect.steps);
    if (effect.kind === "eliminated") eliminated.add(unit.id);
    if (effect.kind === "status") change(unit, effect.on ? [effect.status] : [], effect.on ? [] : [effect.status]);
  }
  for (const event of plan?.events ?? []) {
    const unit = present.get(event.unitId);
    if (unit === undefined) continue;
    if (event.kind === "removed") eliminated.add(unit.id);
    if (event.kind === "status") change(unit, event.add, event.remove);
  }
  return board.units.flatMap((unit): PendingMark[] => {
    const now = statuses.get(unit.id) ?? new Set(unit.status);
    const mark = {
      unitId: unit.id,
      lost: lost.get(unit.id) ?? 0,
      added: [...now].filter((status) => !unit.status.includes(status)),
      removed: unit.status.filter((status) => !now.has(status)),
      eliminated: eliminated.has(unit.id),
    };
    return mark.lost > 0 || mark.added.length > 0 || mark.removed.length > 0 || mark.eliminated ? [mark] : [];
  });
}
