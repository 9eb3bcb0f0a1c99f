import { type Rulesets, turnPlayerOf } from "../rulesets/catalog";
import { resolveCombat } from "./resolve-combat";
import type { Scenario, ScenarioCombat } from "./scenario";
import type { CombatRun, CombatScript } from "../session/combat-run";

/** Plays one of a scenario's combats, or (`turn`) one of its turns, from a script. */
export function playScenario(
  rulesets: Rulesets,
  scenario: Scenario,
  combat: ScenarioCombat,
  turn: boolean,
  script: CombatScript,
  seed?: number,
): CombatRun {
  if (!turn) return resolveCombat(rulesets.ruleset(scenario.ruleset), scenario.board, combat.selection, script, seed);
  return turnPlayerOf(rulesets, scenario.ruleset).play(scenario.board, combat.selection, script, seed);
}
