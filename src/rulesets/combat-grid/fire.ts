import type { RollStep } from "@engine/session/types";
import type { CombatGridEffect } from "./state";
import type { CombatGridState, FireRecord, Role } from "./state";
import { gridHits, shiftHits } from "./combat-grid-table";
import { sideTotal, type UnitValue } from "./combat-value";
import { shiftsFor, totalShift } from "./shifts";
import { armorAdvantage } from "./leaders";
import { enemyOf, setupOf, sideOf } from "./state-helpers";
import { line, text } from "@engine/session/state-helpers";

export function rollStep(state: CombatGridState, role: Role): RollStep {
  const side = sideOf(state, role);
  return {
    kind: "roll",
    id: `roll:${role}`,
    side,
    dice: "1d6",
    purpose: text("WARGAME.CombatGrid.Roll.Combat", { side }),
  };
}

/**
 * `role` rolls `die`: its total combat value now (after any losses it has taken), the yellow
 * boxes of that grid, the shifts, and the armor advantage's extra hit if it scored any hits.
 */
export function shoot(state: CombatGridState, role: Role, die: number): CombatGridState {
  const side = sideOf(state, role);
  const { total, units, barrage } = sideTotal(state, role);
  const base = gridHits(total, die);
  const shifts = shiftsFor(state, role);
  const up = totalShift(shifts, "up");
  const down = totalShift(shifts, "down");
  const hits = shiftHits(base, up, down);
  const extra = extraHit(state, role, hits);
  const record: FireRecord = { die, total, base, up, down, hits, extra };
  const effects: CombatGridEffect[] = [
    ...units.map((value) => valueLine(state, value)),
    ...barrage.map(({ id, value }) =>
      line("WARGAME.CombatGrid.Log.BarrageValue", { artillery: artilleryName(state, id), value }),
    ),
    line("WARGAME.CombatGrid.Log.Roll", { side, die, total, count: base }, [side]),
    ...shifts.map((entry) => ({ kind: "log" as const, line: entry.reason })),
    line("WARGAME.CombatGrid.Log.Hits", { side, count: hits }, [side]),
    ...(extra > 0 ? [line("WARGAME.CombatGrid.Log.ExtraHit", { side })] : []),
  ];
  return { ...state, fire: { ...state.fire, [role]: record }, effects: [...state.effects, ...effects] };
}

/** One extra hit for the armor advantage, only if hits were scored and both leaders still fight. */
function extraHit(state: CombatGridState, role: Role, hits: number): number {
  if (!state.tankBattle || hits === 0 || armorAdvantage(state) !== role) return 0;
  const fighting = (id: string | null): boolean => state.units.some((unit) => unit.id === id && unit.presence === "in");
  return fighting(state.leaders[role]) && fighting(state.leaders[enemyOf(role)]) ? 1 : 0;
}

function valueLine(state: CombatGridState, value: UnitValue): CombatGridEffect {
  const data = { unit: setupOf(state, value.id).name, base: value.base, value: value.value };
  const vulnerable = value.vulnerable.length > 0;
  if (value.doubled && vulnerable) return line("WARGAME.CombatGrid.Log.UnitCancelled", data);
  if (value.doubled) return line("WARGAME.CombatGrid.Log.UnitDoubled", data);
  if (vulnerable) return line("WARGAME.CombatGrid.Log.UnitHalved", data);
  return line("WARGAME.CombatGrid.Log.UnitValue", data);
}

function artilleryName(state: CombatGridState, id: string): string {
  return state.setup.artillery.find((artillery) => artillery.id === id)?.name ?? id;
}
