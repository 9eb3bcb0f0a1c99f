import type { BoardIndex } from "./board-index";

/** The enemies a unit is in contact with (units of another side that it touches). */
export function enemyContacts(index: BoardIndex, id: string): string[] {
  const side = index.unit(id)?.side;
  return index.contactsOf(id).filter((other) => index.unit(other)?.side !== side);
}

/** A status as targeting reads it (the rule system's `StatusDeclaration`). */
export interface TargetStatus {
  readonly id: string;
  readonly outOfAction?: boolean;
}

/**
 * The enemies in contact a unit may attack, the one list both hosts offer: an enemy with a status
 * the rule system declares out of action (a Downed figure) is never a target. Destroyed and
 * removed units are already off the board.
 */
export function enemyTargets(index: BoardIndex, id: string, statuses: readonly TargetStatus[]): string[] {
  const out = new Set(statuses.flatMap((status) => (status.outOfAction === true ? [status.id] : [])));
  return enemyContacts(index, id).filter((other) => !(index.unit(other)?.status ?? []).some((s) => out.has(s)));
}
