import type { DecisionOption } from "@engine/session/types";
import type { CombatGridState, Role } from "./state";
import { presentUnits, setupOf } from "./state-helpers";
import { text } from "@engine/session/state-helpers";

/** Whether both sides have at least one armor unit in the combat. */
export function isTankBattle(state: CombatGridState): boolean {
  const armored = (role: Role): boolean =>
    presentUnits(state, role).some((unit) => setupOf(state, unit.id).data.type === "armor");
  return armored("attacker") && armored("defender");
}

/** A side's armor units; a leader must have as many boxes left as any other of them. */
export function leaderOptions(state: CombatGridState, role: Role): DecisionOption[] {
  const armor = presentUnits(state, role).filter((unit) => setupOf(state, unit.id).data.type === "armor");
  const left = (id: string, stepsLost: number): number => setupOf(state, id).data.track.length - stepsLost;
  const most = Math.max(...armor.map((unit) => left(unit.id, unit.stepsLost)));
  return armor.map((unit) => {
    const name = setupOf(state, unit.id).name;
    const option = {
      id: unit.id,
      labelKey: "WARGAME.CombatGrid.Option.Leader",
      data: { name, armor: armorValue(state, role, unit.id) },
    };
    return left(unit.id, unit.stepsLost) === most
      ? { ...option, legal: true }
      : { ...option, legal: false, reason: text("WARGAME.CombatGrid.Reason.LeaderNotFreshest", { name }) };
  });
}

/** The armor value for the role: the first number attacking, the second defending. */
export function armorValue(state: CombatGridState, role: Role, id: string): number {
  const armor = setupOf(state, id).data.armor;
  if (armor === null) return 0;
  return role === "attacker" ? armor.attack : armor.defense;
}

/** The side whose leading unit has the higher armor value, if either. */
export function armorAdvantage(state: CombatGridState): Role | null {
  const { attacker, defender } = state.leaders;
  if (attacker === null || defender === null) return null;
  const difference = armorValue(state, "attacker", attacker) - armorValue(state, "defender", defender);
  if (difference === 0) return null;
  return difference > 0 ? "attacker" : "defender";
}
