import { effectIdOf, statusIds, statusOfEffectId, type StatusId } from "./status-effects";

/**
 * A token's status icons are its actor's status effects: `Actor#statuses` lists the active status
 * effect ids, and `Actor#toggleStatusEffect(id, {active})` creates or deletes an ActiveEffect whose
 * `statuses` holds the id (for an unlinked token, on its own synthetic actor, so tokens of one actor
 * keep their own). The actor's owner can toggle them, so they only show the GM's record
 * (board/unit-states.ts), which the GM's client keeps them in step with.
 */
export interface StatusActor {
  readonly statuses: ReadonlySet<string>;
  toggleStatusEffect(statusId: string, options: { readonly active: boolean }): Promise<unknown>;
}

export interface StatusToken {
  readonly actor: StatusActor | null;
}

/** The module's statuses a token's icons show now, in the engine's names. */
export function shownStatuses(token: { readonly actor: Pick<StatusActor, "statuses"> | null }): StatusId[] {
  const actor = token.actor;
  if (actor === null) return [];
  return [...actor.statuses].flatMap((effectId) => statusOfEffectId(effectId) ?? []);
}

/**
 * Makes a token's icons show exactly these of the module's statuses (others' status effects are left
 * alone); what already shows is not touched. A token without actor has no icons: its statuses are
 * only in the record.
 */
export async function showStatuses(token: StatusToken, statuses: readonly StatusId[]): Promise<void> {
  const actor = token.actor;
  if (actor === null) return;
  for (const status of statusIds()) {
    const active = statuses.includes(status);
    if (actor.statuses.has(effectIdOf(status)) !== active)
      await actor.toggleStatusEffect(effectIdOf(status), { active });
  }
}
