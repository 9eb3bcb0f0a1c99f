import { type Decide, firstLegal, runSession } from "@engine/session/run-session";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { combatGridOdds } from "@rulesets/combat-grid/odds";
import type { CombatGridOutcome, CombatGridState } from "@rulesets/combat-grid/state";
import { joint, type OddsBenchCase } from "../../../bench/odds-case";
import * as grid from "./fixtures";

/** Combat-grid: three units a side in the square with Ops for tactics, from the start; blue retreats once hit twice. */
export function oddsBenchCase(): OddsBenchCase {
  const units = [
    grid.unit("t", "red", grid.armor([6, 4], 4), { cameFrom: { i: 5, j: 4 } }),
    grid.unit("i", "red", grid.infantry([5, 3])),
    grid.unit("k", "red", grid.infantry([4, 3, 2])),
    grid.unit("u", "blue", grid.armor([5, 3], 3)),
    grid.unit("v", "blue", grid.infantry([4])),
    grid.unit("w", "blue", grid.infantry([4, 2])),
  ];
  const policy: Decide<CombatGridState> = (step, current) => {
    if (step.id !== "evade") return firstLegal(step);
    const taken = current.units
      .filter((candidate) => candidate.role === "defender")
      .reduce((sum, candidate) => sum + candidate.hits, 0);
    return [taken >= 2 ? "retreat" : "hold"];
  };
  const setup = grid.setup({ units, ops: { red: 2, blue: 2 }, preparedPositions: 1 });
  let state: CombatGridState = combatGrid.start(setup);
  state = grid.decide(grid.decide(state, "tactics:attacker", "recce"), "tactics:defender");
  const read = (outcome: CombatGridOutcome): string =>
    `${outcome.inflicted.attacker}/${outcome.inflicted.defender} ${outcome.result}`;
  return {
    name: "combat-grid, three units a side",
    exact: () => joint(combatGridOdds(state, policy).outcomes, read),
    play: (dice) => read(grid.outcomeOf(runSession(combatGrid, state.setup, policy, dice, state))),
    seed: 20261125,
  };
}
