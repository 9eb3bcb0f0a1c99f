import { unitsBySide } from "../participants";
import type { SideUnits } from "../ruleset";
import type { SkirmishSetup } from "./setup";

/** The victor and the loser of the fight. */
export function participants(setup: SkirmishSetup): readonly SideUnits[] {
  return unitsBySide([setup.figures.victor, setup.figures.loser]);
}
