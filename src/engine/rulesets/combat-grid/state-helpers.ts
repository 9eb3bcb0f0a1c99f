import type { Effect } from "../../session/effects";
import type { LocText } from "../../session/types";
import type { CombatUnitSetup } from "./setup";
import type { CombatGridState, Role, UnitRuntime } from "./state";

export function enemyOf(role: Role): Role {
  return role === "attacker" ? "defender" : "attacker";
}

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

export function withEffects(state: CombatGridState, ...effects: readonly Effect[]): CombatGridState {
  return { ...state, effects: [...state.effects, ...effects] };
}

export function line(key: string, data: LocText["data"] = {}): Effect {
  return { kind: "log", line: { key, data } };
}

export function text(key: string, data: LocText["data"] = {}): LocText {
  return { key, data };
}

/** A value the flow guarantees; its absence is a bug in the ruleset, not bad input. */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`combat-grid: ${what} is missing`);
  return value;
}
