import type { SessionStateBase } from "../session/types";
import type { RulesetId } from "./ids";
import type { Ruleset } from "./ruleset";
import { assault } from "./assault/assault-ruleset";
import { combatGrid } from "./combat-grid/combat-grid-ruleset";
import { commandTest } from "./command-test/command-test-ruleset";
import { victoryMargin } from "./victory-margin/victory-margin-ruleset";
import { skirmishRecoil } from "./skirmish-recoil/skirmish-recoil-ruleset";

/** A ruleset seen from code that works with any of them (scenarios, hosts, the resolver). */
export type AnyRuleset = Ruleset<unknown, unknown, SessionStateBase, unknown, unknown>;

/** The five rule systems. */
export const RULESETS: Readonly<Record<RulesetId, AnyRuleset>> = {
  assault,
  "combat-grid": combatGrid,
  "command-test": commandTest,
  "victory-margin": victoryMargin,
  "skirmish-recoil": skirmishRecoil,
};
