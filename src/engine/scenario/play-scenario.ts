import { tableError } from "../errors";
import { resolveCombat, type CombatRun } from "./resolve-combat";
import { rulesetOf, type CombatScript, type Scenario, type ScenarioCombat } from "./scenario";
import { SCENARIO_ERRORS } from "./scenario-errors";
import { TURN_PLAYERS } from "./scenario-turns";

/** Plays one of a scenario's combats, or (`turn`) one of its turns, from a script. */
export function playScenario(
  scenario: Scenario,
  combat: ScenarioCombat,
  turn: boolean,
  script: CombatScript,
  seed?: number,
): CombatRun {
  if (!turn) return resolveCombat(rulesetOf(scenario), scenario.board, combat.selection, script, seed);
  const player = TURN_PLAYERS[scenario.ruleset];
  if (player === undefined)
    throw tableError(SCENARIO_ERRORS, "NoTurns", {
      ruleset: scenario.ruleset,
      rulesets: Object.keys(TURN_PLAYERS).join(", "),
    });
  return player.play(scenario.board, combat.selection, script, seed);
}
