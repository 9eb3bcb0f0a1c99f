import type { ArtillerySetup, CombatUnitSetup } from "./setup";
import type { CombatGridState, Role, UnitRuntime } from "./state";
import { type TerrainRule, terrainAt, terrainRule } from "./terrain";
import { INFANTRY_SUPPORT } from "./unit-data";
import { presentUnits, setupOf } from "./state-helpers";

/** The four criteria of the text's "Vulnerable" box. */
export type Vulnerability = "armor-off-open" | "across-bridge" | "low-supply" | "tipped";

export function vulnerabilities(unit: CombatUnitSetup, role: Role, terrain: TerrainRule): Vulnerability[] {
  const found: Vulnerability[] = [];
  // An armor unit with the infantry support trait is not vulnerable off open ground.
  if (unit.data.type === "armor" && !terrain.open && !unit.data.traits.includes(INFANTRY_SUPPORT)) {
    found.push("armor-off-open");
  }
  if (role === "attacker" && unit.acrossBridge) found.push("across-bridge");
  if (role === "attacker" && unit.lowSupply) found.push("low-supply");
  if (unit.tipped) found.push("tipped");
  return found;
}

/**
 * Halved (rounding up) once however many criteria apply, doubled once however many reasons;
 * both at once cancel.
 */
export function modifiedValue(base: number, doubled: boolean, vulnerable: boolean): number {
  if (doubled === vulnerable) return base;
  return doubled ? base * 2 : Math.ceil(base / 2);
}

export type UnitValue = {
  readonly id: string;
  /** The highest unmarked box, for the unit's role. */
  readonly base: number;
  readonly value: number;
  readonly vulnerable: readonly Vulnerability[];
  readonly doubled: boolean;
};

export function unitValue(unit: CombatUnitSetup, runtime: UnitRuntime, terrain: TerrainRule): UnitValue {
  const box = unit.data.track[runtime.stepsLost];
  const base = box === undefined ? 0 : runtime.role === "attacker" ? box.attack : box.defense;
  const vulnerable = vulnerabilities(unit, runtime.role, terrain);
  const doubled = unit.doubled || runtime.doubled;
  return { id: unit.id, base, value: modifiedValue(base, doubled, vulnerable.length > 0), vulnerable, doubled };
}

/** Low-supply artillery barrages at 1; an event may double a barrage value. */
export function barrageValue(artillery: Pick<ArtillerySetup, "data" | "lowSupply" | "doubled">): number {
  const value = artillery.lowSupply ? 1 : (artillery.data.barrage?.value ?? 0);
  return artillery.doubled ? value * 2 : value;
}

export type SideTotal = {
  readonly total: number;
  readonly units: readonly UnitValue[];
  readonly barrage: readonly { readonly id: string; readonly value: number }[];
};

/** The square's terrain rule: the defender's square is the only terrain used in the combat. */
export function combatTerrain(state: CombatGridState): TerrainRule {
  return terrainRule(terrainAt(state.setup.terrain, state.setup.square));
}

/**
 * A side's total combat value now: its units still in the combat, each modified on its own, plus
 * every artillery unit its units called (they all count while at least one unit remains).
 */
export function sideTotal(state: CombatGridState, role: Role): SideTotal {
  const terrain = combatTerrain(state);
  const present = presentUnits(state, role);
  const units = present.map((runtime) => unitValue(setupOf(state, runtime.id), runtime, terrain));
  const callers = new Set(state.units.filter((unit) => unit.role === role).map((unit) => unit.id));
  const barrage =
    present.length === 0
      ? []
      : state.calls
          .filter((call) => callers.has(call.caller))
          .flatMap((call) => state.setup.artillery.filter((artillery) => artillery.id === call.artillery))
          .map((artillery) => ({ id: artillery.id, value: barrageValue(artillery) }));
  const total = [...units, ...barrage].reduce((sum, part) => sum + part.value, 0);
  return { total, units, barrage };
}
