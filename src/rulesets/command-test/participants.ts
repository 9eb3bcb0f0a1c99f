import { unitsBySide } from "@engine/rulesets/participants";
import type { SideUnits } from "@engine/rulesets/ruleset";
import type { CommandTestSetup, StackSetup } from "./setup";

/** The attacking and defending stacks, and each side's stacks that may be called to support. */
export function participants(setup: CommandTestSetup): readonly SideUnits[] {
  const stacks: readonly StackSetup[] = [
    setup.attacking,
    ...setup.supports.attacker,
    setup.defending,
    ...setup.supports.defender,
  ];
  return unitsBySide(stacks.flatMap((stack) => stack.units.map((unit) => ({ id: unit.id, side: stack.side }))));
}
