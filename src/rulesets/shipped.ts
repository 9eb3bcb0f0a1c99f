import { type RegisteredRuleset, type RulesetCatalog, registration, rulesetCatalog } from "../view/ruleset-catalog";
import { assault } from "./assault/assault-ruleset";
import { assaultView } from "./assault/view";
import { combatGrid } from "./combat-grid/combat-grid-ruleset";
import { combatGridView } from "./combat-grid/view";
import { commandTest } from "./command-test/command-test-ruleset";
import { commandTestView } from "./command-test/view";
import { skirmishRecoil } from "./skirmish-recoil/skirmish-recoil-ruleset";
import { skirmishRecoilView } from "./skirmish-recoil/view";
import { victoryMargin } from "./victory-margin/victory-margin-ruleset";
import { victoryMarginView } from "./victory-margin/view";
import { oddsCrt } from "./odds-crt/odds-crt-ruleset";
import { oddsCrtView } from "./odds-crt/view";

/**
 * The rule systems that ship with the module: one line each. Only composition roots import this
 * file (the Foundry entry, the sandbox entry, tools, benches, tests); everything else is handed a
 * catalog built from it.
 */
export const SHIPPED_RULESETS: readonly RegisteredRuleset[] = [
  registration(victoryMargin, victoryMarginView),
  registration(skirmishRecoil, skirmishRecoilView),
  registration(assault, assaultView),
  registration(commandTest, commandTestView),
  registration(combatGrid, combatGridView),
  registration(oddsCrt, oddsCrtView),
];

/** A new catalog of the shipped rule systems: each root has its own, so adding to one changes no other. */
export function shippedCatalog(): RulesetCatalog {
  return rulesetCatalog(SHIPPED_RULESETS);
}
