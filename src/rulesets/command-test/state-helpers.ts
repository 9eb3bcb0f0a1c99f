import type { Offset } from "@engine/model/coordinates";
import type { StackSetup, StackUnitSetup } from "./setup";
import type { CommandTestState, Role } from "./state";

/** A stack's id: its hex, "i,j". */
export function stackId(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

/** How a stack is named to players: its units' names. */
export function stackLabel(stack: { readonly units: readonly { readonly name: string }[] }): string {
  return stack.units.map((unit) => unit.name).join(", ");
}

export function sideOf(state: CommandTestState, role: Role): string {
  return role === "attacker" ? state.setup.attacking.side : state.setup.defending.side;
}

/** Both sides: what a text whose numbers count both (strengths, column, an exchange) declares it counts. */
export function bothSides(state: CommandTestState): string[] {
  return [state.setup.attacking.side, state.setup.defending.side];
}

export { enemyOf } from "@engine/session/roles";

export function supportStack(state: CommandTestState, role: Role, id: string): StackSetup {
  const stack = state.setup.supports[role].find((candidate) => stackId(candidate.cell) === id);
  if (stack === undefined) throw new RangeError(`command-test: no supporting stack ${id} for the ${role}`);
  return stack;
}

/** The supporting stacks of `role` that passed their tests. */
export function joinedStacks(state: CommandTestState, role: Role): StackSetup[] {
  return state.tests[role].filter((test) => test.roll.passes).map((test) => supportStack(state, role, test.stack));
}

/**
 * The units that take part for `role`: the ordered units (attacker) or the whole defending stack
 * (Rule 10.6's play note), with every unit of the supporting stacks that joined.
 */
export function participants(state: CommandTestState, role: Role): StackUnitSetup[] {
  const { attacking, defending, ordered } = state.setup;
  const own = role === "attacker" ? attacking.units.filter((unit) => ordered.includes(unit.id)) : defending.units;
  return [...own, ...joinedStacks(state, role).flatMap((stack) => stack.units)];
}

/** The hexes the units of `role` fight from. */
export function participantCells(state: CommandTestState, role: Role): Offset[] {
  const own = role === "attacker" ? state.setup.attacking : state.setup.defending;
  return [own.cell, ...joinedStacks(state, role).map((stack) => stack.cell)];
}

export function strengthOf(units: readonly StackUnitSetup[]): number {
  return units.reduce((sum, unit) => sum + unit.data.strength, 0);
}

export function unitOf(state: CommandTestState, id: string): StackUnitSetup {
  const { attacking, defending, supports } = state.setup;
  const unit = [attacking, defending, ...supports.attacker, ...supports.defender]
    .flatMap((stack) => stack.units)
    .find((candidate) => candidate.id === id);
  if (unit === undefined) throw new RangeError(`command-test: no unit ${id}`);
  return unit;
}
