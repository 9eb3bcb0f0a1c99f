import { firstCell } from "@engine/board/first-cell";
import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** The attacker's hex attacks the hex of the first enemy it touches. */
export function contactSelection(board: Board, attackerId: string, defenderIds: readonly string[]): JsonValue {
  const cellOf = (id: string | undefined): JsonValue[] => {
    const cell = firstCell(board.units.find((unit) => unit.id === id));
    return cell === null ? [] : [{ i: cell.i, j: cell.j }];
  };
  return { attackers: cellOf(attackerId), targets: cellOf(defenderIds[0]) };
}
