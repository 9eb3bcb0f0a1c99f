import { RULESET_IDS } from "../engine/rulesets/ids";
import { MODULE_ID } from "./constants";

/** What other modules and macros reach as `game.modules.get("wargame-combat").api`. */
export interface WargameCombatApi {
  /** The module's version, from its manifest. */
  readonly version: string;
  /** The rule systems this version ships. */
  readonly rulesets: typeof RULESET_IDS;
}

export function createApi(version: string): WargameCombatApi {
  return Object.freeze({ version, rulesets: RULESET_IDS });
}

/** Publishes the API on the module's entry; called once, in `ready`. */
export function publishApi(): void {
  const module = game.modules?.get(MODULE_ID);
  if (!module) return;
  module.api = createApi(module.version);
}
