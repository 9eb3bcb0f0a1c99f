import type { LocText } from "@engine/session/types";
import type { CombatGridState, Role } from "./state";
import { terrainAt, terrainRule } from "./terrain";
import { INFANTRY_SUPPORT } from "./unit-data";
import { multipleElements } from "./elements";
import { appliedEffects } from "./tactic-plays";
import { enemyOf, presentUnits, setupOf, sideOf } from "./state-helpers";
import { text } from "@engine/session/state-helpers";

export type Shift = { readonly direction: "up" | "down"; readonly amount: number; readonly reason: LocText };

/**
 * The shifts on `role`'s grid now: flanking (attacker up), terrain (attacker down against
 * infantry in urban, mountain or bocage unless it has infantry support), tank shock (in the open,
 * down for a side without armor facing armor), multiple elements (down), and tactics.
 */
export function shiftsFor(state: CombatGridState, role: Role): Shift[] {
  const own = presentUnits(state, role).map((unit) => setupOf(state, unit.id).data);
  const enemy = presentUnits(state, enemyOf(role)).map((unit) => setupOf(state, unit.id).data);
  const terrain = terrainAt(state.setup.terrain, state.setup.square);
  const rule = terrainRule(terrain);
  const side = sideOf(state, role);
  const shifts: Shift[] = [];
  if (role === "attacker" && state.setup.flanking)
    shifts.push(shift("up", 1, "WARGAME.CombatGrid.Reason.ShiftFlanking", { side }));
  const infantryDefends = enemy.some((unit) => unit.type === "infantry");
  const supported = own.some((unit) => unit.traits.includes(INFANTRY_SUPPORT));
  if (role === "attacker" && rule.infantryShift && infantryDefends && !supported) {
    shifts.push(shift("down", 1, "WARGAME.CombatGrid.Reason.ShiftTerrain", { side, terrain }));
  }
  const hasArmor = (units: typeof own): boolean => units.some((unit) => unit.type === "armor");
  if (rule.open && !hasArmor(own) && hasArmor(enemy))
    shifts.push(shift("down", 1, "WARGAME.CombatGrid.Reason.ShiftTankShock", { side }));
  const ignoresElements = appliedEffects(state, role).some(({ effect }) => effect.kind === "ignore-multiple-elements");
  if (multipleElements(own) && !ignoresElements)
    shifts.push(shift("down", 1, "WARGAME.CombatGrid.Reason.ShiftElements", { side }));
  const tacticShifts = [
    ...appliedEffects(state, role).filter(({ effect }) => effect.kind === "shift" && effect.target === "self"),
    ...appliedEffects(state, enemyOf(role)).filter(
      ({ effect }) => effect.kind === "shift" && effect.target === "enemy",
    ),
  ];
  for (const { tactic, effect } of tacticShifts) {
    if (effect.kind !== "shift") continue;
    const key =
      effect.direction === "up"
        ? "WARGAME.CombatGrid.Reason.ShiftTacticUp"
        : "WARGAME.CombatGrid.Reason.ShiftTacticDown";
    shifts.push(shift(effect.direction, effect.amount, key, { side, tactic: tactic.labelKey, amount: effect.amount }));
  }
  return shifts;
}

function shift(direction: "up" | "down", amount: number, key: string, data: LocText["data"]): Shift {
  return { direction, amount, reason: text(key, data) };
}

export function totalShift(shifts: readonly Shift[], direction: "up" | "down"): number {
  return shifts.filter((entry) => entry.direction === direction).reduce((sum, entry) => sum + entry.amount, 0);
}
