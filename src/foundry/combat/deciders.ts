import type { GmScene, GmUser } from "../gm/gm-ports";

/** A user who can be asked a question on their own client (v13 `User#query`). */
export interface DeciderUser extends GmUser {
  query(name: string, data: object, options: { readonly timeout: number }): Promise<unknown>;
}

/** Who answers a side's decisions: this client, another user, or nobody connected. */
export type Decider =
  { readonly kind: "here" } | { readonly kind: "user"; readonly user: DeciderUser } | { readonly kind: "nobody" };

/**
 * The side's decisions are its owner's: a connected player who owns one of its units' tokens (this
 * client when its user is one), else a gamemaster (this one when it is a GM's), else nobody.
 */
export function deciderFor(
  side: string,
  participants: ReadonlyMap<string, readonly string[]>,
  scene: GmScene,
  users: readonly DeciderUser[],
  current: GmUser,
): Decider {
  const ids = participants.get(side) ?? [];
  const owns = (user: GmUser): boolean =>
    ids.some((id) => scene.tokens.get(id)?.testUserPermission(user, "OWNER") === true);
  if (!current.isGM && owns(current)) return { kind: "here" };
  const player = users.find((user) => user.active && !user.isGM && user.id !== current.id && owns(user));
  if (player !== undefined) return { kind: "user", user: player };
  if (current.isGM) return { kind: "here" };
  const gm = users.find((user) => user.active && user.isGM);
  return gm === undefined ? { kind: "nobody" } : { kind: "user", user: gm };
}
