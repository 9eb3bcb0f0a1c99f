import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/**
 * The attacker against the first enemy in contact. The attacker's dice of the round only the table
 * knows, so `attackDice` is left out and the setup asks for it (validation names it).
 */
export function contactSelection(_board: Board, attackerId: string, defenderIds: readonly string[]): JsonValue {
  return { attacker: attackerId, defender: defenderIds[0] ?? null };
}
