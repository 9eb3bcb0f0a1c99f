import { unitsBySide } from "@engine/rulesets/participants";
import type { SideUnits } from "@engine/rulesets/ruleset";
import type { VictoryMarginSetup } from "./setup";

/** The attacker and defender with their supports. */
export function participants(setup: VictoryMarginSetup): readonly SideUnits[] {
  return unitsBySide(setup.units);
}
