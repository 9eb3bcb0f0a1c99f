import { firstCell } from "@engine/board/first-cell";
import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/**
 * The square the attacker stands in, with its side active. Attackers whose origin is unknown fall
 * back one square away from the square (the setup's default).
 */
export function contactSelection(board: Board, attackerId: string): JsonValue {
  const attacker = board.units.find((unit) => unit.id === attackerId);
  const cell = firstCell(attacker);
  return { square: cell === null ? null : { i: cell.i, j: cell.j }, activeSide: attacker?.side ?? null };
}
