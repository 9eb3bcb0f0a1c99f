import type { Phrase } from "@engine/errors";
import { hostRulesets } from "../rulesets";
import { addStatusEffects } from "../compat/status-effects-config";
import { MODULE_ID } from "../constants";

/**
 * The unit states the rule systems read and set, as the engine names them in `Unit.status`: every
 * registered rule system's `statuses`, once each.
 */
export function statusIds(): readonly StatusId[] {
  return hostRulesets().statuses.map((status) => status.id);
}
export type StatusId = string;

/** What CONFIG.statusEffects holds for each: an id under the module, a name key, a core icon. */
export interface StatusEffectEntry {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

const PREFIX = `${MODULE_ID}-`;

/** The Foundry status effect id of a status, e.g. `wargame-combat-tipped`. */
export function effectIdOf(status: StatusId): string {
  return `${PREFIX}${status}`;
}

/** The status a Foundry status effect id stands for, if it is one of ours. */
export function statusOfEffectId(effectId: string): StatusId | undefined {
  if (!effectId.startsWith(PREFIX)) return undefined;
  const name = effectId.slice(PREFIX.length);
  return statusIds().find((status) => status === name);
}

/** A status's name, as a phrase a message localizes (the rule system's own label). */
export function statusPhrase(status: StatusId): Phrase {
  const declared = hostRulesets().statuses.find((candidate) => candidate.id === status);
  return { key: declared?.labelKey ?? status, data: {}, english: status };
}

/** Names (lang/en.json) and icons as the rule systems declare them. */
function statusEffectEntries(): StatusEffectEntry[] {
  return hostRulesets().statuses.map((status) => ({
    id: effectIdOf(status.id),
    name: status.labelKey,
    img: status.icon,
  }));
}

/**
 * Adds the module's statuses to CONFIG.statusEffects (in `init`, on every client), so the token
 * HUD offers them and the effects already on actors show their icons after a reload. Entries
 * already there (a second call) are left alone; an array (v13) or a record keyed by id (v14, and
 * systems that replace the array) both work (see `addStatusEffects`).
 */
export function registerStatusEffects(statusEffects: unknown): void {
  addStatusEffects(statusEffects, statusEffectEntries());
}
