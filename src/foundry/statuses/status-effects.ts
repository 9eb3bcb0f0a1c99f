import { addStatusEffects } from "../compat/status-effects-config";
import { MODULE_ID } from "../constants";

/**
 * The unit states the rule systems read and set, as the engine names them in `Unit.status`: the
 * shared ones, then those of one rule system (combat-grid: low supply, doubled; assault: marched;
 * victory-margin: broke through this turn; skirmish-recoil: a downed figure as difficult going).
 */
export const STATUS_IDS = [
  "tipped",
  "broken",
  "shock",
  "suppressed",
  "downed",
  "disrupted",
  "forage",
  "force-march",
  "low-supply",
  "doubled",
  "marched",
  "broke-through",
  "difficult-going",
] as const;
export type StatusId = (typeof STATUS_IDS)[number];

/** What CONFIG.statusEffects holds for each: an id under the module, a name key, a core icon. */
export interface StatusEffectEntry {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** Names (lang/en.json) and icons (from Foundry's own `icons/svg/`, so nothing ships with us). */
const LOOKS: Readonly<Record<StatusId, { readonly name: string; readonly img: string }>> = {
  tipped: { name: "WARGAME.Status.tipped", img: "icons/svg/falling.svg" },
  broken: { name: "WARGAME.Status.broken", img: "icons/svg/terror.svg" },
  shock: { name: "WARGAME.Status.shock", img: "icons/svg/lightning.svg" },
  suppressed: { name: "WARGAME.Status.suppressed", img: "icons/svg/net.svg" },
  downed: { name: "WARGAME.Status.downed", img: "icons/svg/unconscious.svg" },
  disrupted: { name: "WARGAME.Status.disrupted", img: "icons/svg/daze.svg" },
  forage: { name: "WARGAME.Status.forage", img: "icons/svg/tankard.svg" },
  "force-march": { name: "WARGAME.Status.force-march", img: "icons/svg/wingfoot.svg" },
  "low-supply": { name: "WARGAME.Status.low-supply", img: "icons/svg/downgrade.svg" },
  doubled: { name: "WARGAME.Status.doubled", img: "icons/svg/upgrade.svg" },
  marched: { name: "WARGAME.Status.marched", img: "icons/svg/wing.svg" },
  "broke-through": { name: "WARGAME.Status.broke-through", img: "icons/svg/target.svg" },
  "difficult-going": { name: "WARGAME.Status.difficult-going", img: "icons/svg/blood.svg" },
};

const PREFIX = `${MODULE_ID}-`;

/** The Foundry status effect id of a status, e.g. `wargame-combat-tipped`. */
export function effectIdOf(status: StatusId): string {
  return `${PREFIX}${status}`;
}

/** The status a Foundry status effect id stands for, if it is one of ours. */
export function statusOfEffectId(effectId: string): StatusId | undefined {
  if (!effectId.startsWith(PREFIX)) return undefined;
  const name = effectId.slice(PREFIX.length);
  return STATUS_IDS.find((status) => status === name);
}

/** The module's status effects: one per status the rule systems read or set (the one list source). */
function statusEffectEntries(): StatusEffectEntry[] {
  return STATUS_IDS.map((status) => ({ id: effectIdOf(status), ...LOOKS[status] }));
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
