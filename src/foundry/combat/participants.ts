import type { Board } from "@engine/board/types";
import { hostRulesets } from "../rulesets";
import type { GmScene, GmUser } from "../gm/gm-ports";
import type { CombatRecord } from "./combat-record";

/**
 * The units of a combat by side, as its rule system names them (`participants`): the fighters and
 * the friends that may support them, never a bystander elsewhere on the board.
 */
export function participantsBySide(record: CombatRecord, board: Board): ReadonlyMap<string, readonly string[]> {
  const { ruleset } = hostRulesets().entry(record.ruleset);
  const setup = ruleset.setupFromBoard(board, record.selection);
  return new Map(ruleset.participants(setup).map((side) => [side.side, side.unitIds]));
}

/** The sides of a combat `user` plays: those with a unit whose token the user owns (a GM owns every token). */
export function sidesOf(user: GmUser, scene: GmScene, participants: ReadonlyMap<string, readonly string[]>): string[] {
  return [...participants].flatMap(([side, ids]) =>
    ids.some((id) => scene.tokens.get(id)?.testUserPermission(user, "OWNER") === true) ? [side] : [],
  );
}
