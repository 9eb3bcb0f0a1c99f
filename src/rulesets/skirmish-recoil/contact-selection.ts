import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** A hand-to-hand fight the attacker won against the first enemy in contact (the table changes it if not). */
export function contactSelection(_board: Board, attackerId: string, defenderIds: readonly string[]): JsonValue {
  return { victor: attackerId, loser: defenderIds[0] ?? null, source: "hand-to-hand" };
}
