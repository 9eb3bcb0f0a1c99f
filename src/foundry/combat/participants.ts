import type { Board } from "../../engine/board/types";
import { combatView } from "../../view/ruleset-views";
import type { GmScene, GmUser } from "../gm/gm-sources";
import type { CombatRecord } from "./combat-record";

/** The units of a combat by side, as its view's header lists them. */
export function participantsBySide(record: CombatRecord, board: Board): ReadonlyMap<string, readonly string[]> {
  const view = combatView(record.ruleset, { board, selection: record.selection, log: record.log, viewer: { sides: [], referee: false }, odds: false });
  return new Map(view.header.sides.map((side) => [side.side, side.units.map((unit) => unit.id)]));
}

/** The sides of a combat `user` plays: those with a unit whose token the user owns (a GM owns every token). */
export function sidesOf(user: GmUser, scene: GmScene, participants: ReadonlyMap<string, readonly string[]>): string[] {
  return [...participants].flatMap(([side, ids]) => (ids.some((id) => scene.tokens.get(id)?.testUserPermission(user, "OWNER") === true) ? [side] : []));
}
