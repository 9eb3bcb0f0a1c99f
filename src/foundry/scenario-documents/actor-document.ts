import type { Unit } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { registerStatusEffects, type StatusEffectEntry } from "../statuses/status-effects";
import { DEFAULT_TOKEN_IMAGE, OWNERSHIP } from "./foundry-constants";
import type { ActiveEffectData, ActorData } from "./foundry-documents";
import type { Say } from "./say";
import type { SideStyle } from "./side-styles";
import { tokenFlags } from "./token-document";
import type { TokenPlacement } from "./token-placement";

/**
 * The actor type of every unit: the module's own sub-type, declared in module.json
 * (`documentTypes.Actor.unit`; Foundry prefixes module sub-types with the module id). Modules may
 * add sub-types since v11, so the actors import into a world of any game system; their data lives
 * in module flags, and `system` stays empty.
 */
export const UNIT_ACTOR_TYPE = `${MODULE_ID}.unit`;

/** The module's own status effects (as registered at init), by Foundry status id. */
function knownStatusEffects(): ReadonlyMap<string, StatusEffectEntry> {
  const entries: StatusEffectEntry[] = [];
  registerStatusEffects(entries);
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/** Read on first use, once the entry has handed the host its rule systems. */
let statusEffects: ReadonlyMap<string, StatusEffectEntry> | null = null;
/** Icon of a status the module does not register (a rule system's own). */
const OTHER_STATUS_IMAGE = "icons/svg/aura.svg";

/** The Foundry status id of a status: `wargame-combat-<status>`, as `effectIdOf` names the module's own. */
export function statusEffectId(status: string): string {
  return `${MODULE_ID}-${status}`;
}

function statusEffect(status: string, id: string, say: Say): ActiveEffectData {
  const statusId = statusEffectId(status);
  statusEffects ??= knownStatusEffects();
  const known = statusEffects.get(statusId);
  return {
    _id: id,
    name: known === undefined ? status : say(known.name),
    img: known?.img ?? OTHER_STATUS_IMAGE,
    type: "base",
    statuses: [statusId],
    disabled: false,
    transfer: false,
    flags: {},
  };
}

export interface ActorIds {
  readonly actor: string;
  readonly folder: string;
  /** The id of the effect for each of the unit's statuses. */
  readonly effect: (status: string) => string;
}

/**
 * One actor per unit, holding what the host reads of it: the flag `unit` = `{move, data}` (the
 * unit's ruleset data less its per-token state) and its statuses as status effects, which unlinked
 * tokens inherit. Its prototype token matches the scenario's token, so another token dragged from
 * it joins the same side.
 */
export function actorDocument(
  unit: Unit,
  ids: ActorIds,
  placement: TokenPlacement,
  style: SideStyle,
  actorData: Readonly<Record<string, JsonValue>>,
  sort: number,
  say: Say,
): ActorData {
  return {
    _id: ids.actor,
    name: unit.name,
    type: UNIT_ACTOR_TYPE,
    img: DEFAULT_TOKEN_IMAGE,
    folder: ids.folder,
    sort,
    system: {},
    prototypeToken: {
      name: unit.name,
      actorLink: false,
      width: placement.width,
      height: placement.height,
      shape: placement.shape,
      disposition: style.disposition,
      texture: { src: DEFAULT_TOKEN_IMAGE, tint: style.color },
      flags: { [MODULE_ID]: tokenFlags(unit, placement) },
    },
    items: [],
    effects: unit.status.map((status) => statusEffect(status, ids.effect(status), say)),
    ownership: { default: OWNERSHIP.none },
    flags: { [MODULE_ID]: { [FLAG.unit]: { move: unit.move, data: actorData } } },
  };
}
