import { documentOwner } from "../board/owners";
import { hostError } from "../host-errors";
import { effectIdOf, statusOfEffectId, type StatusId } from "./status-effects";

/**
 * Statuses live on actors in v13: `Actor#statuses` lists the active status effect ids and
 * `Actor#toggleStatusEffect(id, {active})` switches one (for an unlinked token, on its own
 * synthetic actor, so tokens of one actor keep their own statuses).
 */
export interface StatusActor {
  readonly statuses: ReadonlySet<string>;
  toggleStatusEffect(statusId: string, options: { readonly active: boolean }): Promise<unknown>;
}

export interface StatusToken {
  readonly id: string | null;
  readonly name: string;
  readonly actor: Pick<StatusActor, "statuses"> | null;
}

/** The module's statuses active on a token, in the engine's names. */
export function statusesOf(token: Pick<StatusToken, "actor">): StatusId[] {
  const actor = token.actor;
  if (actor === null) return [];
  return [...actor.statuses].flatMap((effectId) => statusOfEffectId(effectId) ?? []);
}

export function hasStatus(token: Pick<StatusToken, "actor">, status: StatusId): boolean {
  return token.actor?.statuses.has(effectIdOf(status)) ?? false;
}

/** Switches a status on or off (nothing happens when it already is); a token without actor cannot have one. */
export async function setStatus(
  token: StatusToken & { readonly actor: StatusActor | null },
  status: StatusId,
  active: boolean,
): Promise<void> {
  const actor = token.actor;
  if (actor === null) throw hostError("NoActor", { owner: documentOwner("Token", token).owner });
  if (actor.statuses.has(effectIdOf(status)) === active) return;
  await actor.toggleStatusEffect(effectIdOf(status), { active });
}
