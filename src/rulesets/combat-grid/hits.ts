import type { DecisionOption } from "@engine/session/types";
import type { CombatGridState, Role, UnitRuntime } from "./state";
import { presentUnits, setupOf, updateUnit } from "./state-helpers";
import { line, text, withEffects } from "@engine/session/state-helpers";

/**
 * The units that may take the next hit: no unit takes a second hit in this combat before every
 * unit has taken one (and so on), and among those a fresh unit before a worn one.
 */
export function hitCandidates(state: CombatGridState, role: Role): UnitRuntime[] {
  const present = presentUnits(state, role);
  const fewest = Math.min(...present.map((unit) => unit.hits));
  const even = present.filter((unit) => unit.hits === fewest);
  const fresh = even.filter((unit) => unit.stepsLost === 0);
  return fresh.length > 0 ? fresh : even;
}

export function hitOptions(state: CombatGridState, role: Role): DecisionOption[] {
  const candidates = new Set(hitCandidates(state, role).map((unit) => unit.id));
  const fewest = Math.min(...presentUnits(state, role).map((unit) => unit.hits));
  return presentUnits(state, role).map((unit) => {
    const name = setupOf(state, unit.id).name;
    const option = { id: unit.id, labelKey: "WARGAME.CombatGrid.Option.Unit", data: { name } };
    if (candidates.has(unit.id)) return { ...option, legal: true };
    const reason =
      unit.hits > fewest
        ? text("WARGAME.CombatGrid.Reason.SpreadEvenly", { name })
        : text("WARGAME.CombatGrid.Reason.FreshFirst", { name });
    return { ...option, legal: false, reason };
  });
}

/** Marks off one step of the unit; losing its last step shatters it. */
export function takeHit(state: CombatGridState, id: string): CombatGridState {
  const unit = state.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw new RangeError(`combat-grid: no unit ${id} in the square`);
  const { name, data } = setupOf(state, id);
  const stepsLost = unit.stepsLost + 1;
  const left = data.track.length - stepsLost;
  const hit = withEffects(
    updateUnit(state, id, { stepsLost, hits: unit.hits + 1 }),
    { kind: "step-loss", unitId: id, steps: 1 },
    line("WARGAME.CombatGrid.Log.StepLost", { unit: name, left }),
  );
  if (left > 0) return hit;
  return withEffects(
    updateUnit(hit, id, { presence: "shattered" }),
    { kind: "eliminated", unitId: id },
    line("WARGAME.CombatGrid.Log.Shattered", { unit: name }),
  );
}
