import type { GmUser } from "../gm/gm-ports";

/** A user who can be asked a question on their own client (v13 `User#query`). */
export interface QueryUser extends GmUser {
  query(name: string, data: object, options: { readonly timeout: number }): Promise<unknown>;
}

/**
 * The one GM client that hosts every combat and answers every request: `game.users.activeGM`, the
 * one connected GM that acts for the world (of the highest role, a full GM over an assistant:
 * foundryvtt/foundryvtt#11698, #11242), null when no GM is connected. It may change mid-session
 * (a GM leaves, another joins), so it is read each time, never kept.
 */
export function activeGm(): QueryUser | null {
  return game.users?.activeGM ?? null;
}

/** Whether this client is the active GM's, the one that hosts combats now. */
export function isActiveGm(): boolean {
  const gm = activeGm();
  return gm !== null && gm.id !== null && gm.id === game.user?.id;
}
