import type { CombatUnitSetup } from "./setup";
import type { CombatGridState, Role, UnitRuntime } from "./state";

export { enemyOf } from "@engine/session/roles";

/** The side id playing `role`. */
export function sideOf(state: CombatGridState, role: Role): string {
  const { activeSide, units } = state.setup;
  if (role === "attacker") return activeSide;
  return units.find((unit) => unit.side !== activeSide)?.side ?? activeSide;
}

export function setupOf(state: CombatGridState, id: string): CombatUnitSetup {
  const unit = state.setup.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw new RangeError(`combat-grid: no unit ${id} in the square`);
  return unit;
}

/** The units of `role` still fighting in the square. */
export function presentUnits(state: CombatGridState, role: Role): UnitRuntime[] {
  return state.units.filter((unit) => unit.role === role && unit.presence === "in");
}

export function updateUnit(state: CombatGridState, id: string, change: Partial<UnitRuntime>): CombatGridState {
  return { ...state, units: state.units.map((unit) => (unit.id === id ? { ...unit, ...change } : unit)) };
}
