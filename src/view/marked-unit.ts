import type { Board, Unit } from "../engine/board/types";
import { applyEffects } from "../engine/session/apply-effects";
import type { Effect } from "../engine/session/effects";
import { effectWords } from "./effect-words";
import type { PendingMark } from "./pending-marks";
import type { LocText } from "./view-types";

/** A unit a combat in progress has marked (`pendingMarks`), before its result is applied. */
export interface MarkedUnit {
  /** The unit as it will be (steps lost, statuses set and cleared), or null when it leaves the board. */
  readonly after: Unit | null;
  /** What happens to it, in the chat card's words. */
  readonly words: readonly LocText[];
}

/**
 * A unit as its pending mark leaves it, and the mark in words: for a host that prints a counter's
 * values as text (Foundry), where the sandbox draws pips and markers from the same mark.
 */
export function markedUnit(board: Board, unit: Unit, mark: PendingMark): MarkedUnit {
  const unitId = unit.id;
  const effects: Effect[] = [
    ...(mark.lost > 0 ? [{ kind: "step-loss" as const, unitId, steps: mark.lost }] : []),
    ...mark.added.map((status) => ({ kind: "status" as const, unitId, status, on: true })),
    ...mark.removed.map((status) => ({ kind: "status" as const, unitId, status, on: false })),
    ...(mark.eliminated ? [{ kind: "eliminated" as const, unitId }] : []),
  ];
  const after = applyEffects({ ...board, units: [unit] }, effects).units[0] ?? null;
  return { after, words: effectWords(effects, (id) => (id === unitId ? unit.name : id)) };
}
