import type { RulesetId } from "../engine/rulesets/ids";
import { rulesetOf } from "../engine/scenario/scenario";
import { genericView } from "./generic-view";
import { type CombatViewBuilder, type CombatViewInput, viewBuilder } from "./ruleset-view";
import { combatGridView } from "./rulesets/combat-grid";
import type { CombatView } from "./view-types";

/** The rulesets with a view of their own (the one place they are registered); the others get the generic one. */
const RULESET_VIEWS: Partial<Record<RulesetId, CombatViewBuilder>> = {
  "combat-grid": viewBuilder(combatGridView),
};

/**
 * Everything the combat templates render for one moment of a combat, replayed from its record.
 * Throws the engine's EngineError when the ruleset is not implemented or the record does not
 * replay (a bad selection, a log that does not fit).
 */
export function combatView(rulesetId: RulesetId, input: CombatViewInput): CombatView {
  const build = RULESET_VIEWS[rulesetId] ?? viewBuilder(genericView(rulesetOf({ ruleset: rulesetId })));
  return build(input);
}
