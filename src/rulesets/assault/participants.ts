import { unitsBySide } from "@engine/rulesets/participants";
import type { SideUnits } from "@engine/rulesets/ruleset";
import { type AssaultSetup, formationOf } from "./setup";

/** The units of the engaging formation and of the formations it assaults. */
export function participants(setup: AssaultSetup): readonly SideUnits[] {
  const engaged = [setup.attacker, ...setup.targets];
  return unitsBySide(setup.board.units.filter((unit) => engaged.includes(formationOf(unit))));
}
