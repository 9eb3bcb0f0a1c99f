import { unitsBySide } from "@engine/rulesets/participants";
import type { SideUnits } from "@engine/rulesets/ruleset";
import type { CombatGridSetup } from "./setup";

/** The units in the contested square and the artillery that may fire into it, the active side first. */
export function participants(setup: CombatGridSetup): readonly SideUnits[] {
  const units = [...setup.units, ...setup.artillery];
  return unitsBySide([
    ...units.filter((unit) => unit.side === setup.activeSide),
    ...units.filter((unit) => unit.side !== setup.activeSide),
  ]);
}
