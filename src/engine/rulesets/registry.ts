import type { SessionStateBase } from "../session/types";
import type { RulesetId } from "./ids";
import type { Ruleset } from "./ruleset";
import { combatGrid } from "./combat-grid/combat-grid-ruleset";

/** A ruleset seen from code that works with any of them (scenarios, hosts, the resolver). */
export type AnyRuleset = Ruleset<unknown, unknown, SessionStateBase, unknown, unknown>;

/** The rule systems implemented so far; the others join as they land. */
export const RULESETS: Partial<Record<RulesetId, AnyRuleset>> = {
  "combat-grid": combatGrid,
};
