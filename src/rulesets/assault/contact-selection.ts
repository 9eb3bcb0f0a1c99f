import type { Board, Unit } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** The attacker's formation assaults the formations of the enemies in contact (a unit without one is its own). */
export function contactSelection(board: Board, attackerId: string, defenderIds: readonly string[]): JsonValue {
  const formation = (unit: Unit | undefined, fallback: string): string => unit?.formation ?? fallback;
  const attacker = board.units.find((unit) => unit.id === attackerId);
  const defenders = board.units.filter((unit) => defenderIds.includes(unit.id));
  return {
    attacker: formation(attacker, attackerId),
    targets: [...new Set(defenders.map((unit) => formation(unit, unit.id)))],
  };
}
