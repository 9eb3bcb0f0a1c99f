import type { RulesetId } from "../engine/rulesets/ids";
import { assault } from "../engine/rulesets/assault/assault-ruleset";
import { combatGrid } from "../engine/rulesets/combat-grid/combat-grid-ruleset";
import { commandTest } from "../engine/rulesets/command-test/command-test-ruleset";
import { skirmishRecoil } from "../engine/rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import { victoryMargin } from "../engine/rulesets/victory-margin/victory-margin-ruleset";
import { assaultView } from "../engine/rulesets/assault/view";
import { combatGridView } from "../engine/rulesets/combat-grid/view";
import { commandTestView } from "../engine/rulesets/command-test/view";
import { skirmishRecoilView } from "../engine/rulesets/skirmish-recoil/view";
import { victoryMarginView } from "../engine/rulesets/victory-margin/view";
import { type CombatViewBuilder, type CombatViewInput, viewBuilder } from "./ruleset-view";
import type { CombatView } from "./view-types";

/** Every ruleset's view, built over its own types (the one place they are registered: a ruleset without a view does not compile). */
const RULESET_VIEWS: Readonly<Record<RulesetId, CombatViewBuilder>> = {
  assault: viewBuilder(assault, assaultView),
  "combat-grid": viewBuilder(combatGrid, combatGridView),
  "command-test": viewBuilder(commandTest, commandTestView),
  "skirmish-recoil": viewBuilder(skirmishRecoil, skirmishRecoilView),
  "victory-margin": viewBuilder(victoryMargin, victoryMarginView),
};

/**
 * Everything the combat templates render for one moment of a combat, replayed from its record.
 * Throws the engine's EngineError when the record does not replay (a bad selection, a log that
 * does not fit).
 */
export function combatView(rulesetId: RulesetId, input: CombatViewInput): CombatView {
  return RULESET_VIEWS[rulesetId](input);
}
