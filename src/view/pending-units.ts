import type { Board, Unit } from "../engine/board/types";
import { applyEffects } from "../engine/session/apply-effects";
import type { Effect } from "../engine/session/effects";
import { effectWords } from "./effect-words";
import { unitNames } from "./move-words";
import type { LocText } from "./view-types";

/** A unit a combat in progress has marked, before its result is applied. */
export interface PendingUnit {
  /** The unit as it will be (steps lost, statuses set), or null when it leaves the board. */
  readonly after: Unit | null;
  /** What happens to it, in words. */
  readonly words: readonly LocText[];
}

/**
 * The units a combat's effects so far mark (a loss, a status, an elimination), as they will be and
 * in words, by unit id, so a host can show each mark as it happens rather than after Apply.
 */
export function pendingUnits(board: Board, effects: readonly Effect[]): Map<string, PendingUnit> {
  const after = new Map(applyEffects(board, effects).units.map((unit) => [unit.id, unit]));
  const name = unitNames(board);
  const pending = new Map<string, PendingUnit>();
  for (const effect of effects) {
    if (effect.kind !== "step-loss" && effect.kind !== "status" && effect.kind !== "eliminated") continue;
    const own = effects.filter((other) => "unitId" in other && other.unitId === effect.unitId);
    if (!pending.has(effect.unitId))
      pending.set(effect.unitId, { after: after.get(effect.unitId) ?? null, words: effectWords(own, name) });
  }
  return pending;
}
