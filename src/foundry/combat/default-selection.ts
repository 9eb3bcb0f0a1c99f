import type { Board } from "../../engine/board/types";
import type { RulesetId } from "../../engine/rulesets/ids";
import type { JsonValue } from "../../engine/rulesets/ruleset";

/**
 * The selection a combat starts with when it is started from a token (the token HUD) rather than
 * with a selection of its own. combat-grid: the token's square is the contested square and its
 * side attacks; where each attacker came from is not on the board, so the defenders holding send
 * the attackers one square back away from the square (the ruleset's fallback). Other rule systems:
 * the token attacks the enemies in contact with it.
 */
export function defaultSelection(ruleset: RulesetId, board: Board, tokenId: string, contacts: readonly string[]): JsonValue {
  const unit = board.units.find((candidate) => candidate.id === tokenId);
  if (ruleset === "combat-grid") {
    const cell = unit?.footprint.kind === "cells" ? unit.footprint.cells[0] : undefined;
    return { square: cell === undefined ? null : { i: cell.i, j: cell.j }, activeSide: unit?.side ?? null };
  }
  return { attacker: tokenId, defenders: [...contacts] };
}
