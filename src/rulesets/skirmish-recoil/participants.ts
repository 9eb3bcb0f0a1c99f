import { unitsBySide } from "@engine/rulesets/participants";
import type { SideUnits } from "@engine/rulesets/ruleset";
import type { SkirmishSetup } from "./setup";

/** The victor and the loser of the fight. */
export function participants(setup: SkirmishSetup): readonly SideUnits[] {
  return unitsBySide([setup.figures.victor, setup.figures.loser]);
}
