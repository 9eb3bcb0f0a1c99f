import type { AssaultState, Casualty, Role } from "./state";
import { bothSides, defined, destroy, line, sideOf, withEffects } from "./state-helpers";

/** Hits of an attack roll: die k hits when at or under the value of attacker k. No modifiers ever. */
export function hitsOf(values: readonly number[], dice: readonly number[]): number {
  return values.filter((value, k) => (dice[k] ?? 7) <= value).length;
}

/** Hits scored on `target`, waiting for its saves. */
export function addHits(state: AssaultState, target: Role, hits: number): AssaultState {
  const tally = { ...state.tally, hits: { ...state.tally.hits, [target]: state.tally.hits[target] + hits } };
  return { ...state, tally };
}

/** The units of `role` that hits may still go to: directly engaged, and not lost this round, closest first. */
export function inLine(state: AssaultState, role: Role): readonly Casualty[] {
  const fight = defined(state.fight ?? undefined, "the round's fight");
  return fight.order[role].slice(state.tally.lost[role], fight.engaged[role]);
}

/** How many save dice `role`'s hits need: one per hit, none when no unit in line can save. */
export function saveDice(state: AssaultState, role: Role): number {
  return inLine(state, role).some((unit) => unit.save !== null) ? state.tally.hits[role] : 0;
}

/**
 * How many units the hits destroy (labelled default, as for shooting): hit k goes to the closest
 * unit in line still standing, which saves on die k at or over its save; a unit with no save, or
 * a failed save, is destroyed and the next hit goes to the next unit. Hits beyond the line are lost.
 */
export function killsOf(units: readonly Casualty[], hits: number, dice: readonly number[]): number {
  let kills = 0;
  for (let k = 0; k < hits && kills < units.length; k++) {
    const save = units[kills]?.save ?? null;
    if (save === null || (dice[k] ?? 0) < save) kills += 1;
  }
  return kills;
}

/** The next `kills` units in line are destroyed; `role`'s hits are spent. */
export function takeKills(state: AssaultState, role: Role, kills: number): AssaultState {
  const units = inLine(state, role)
    .slice(0, kills)
    .map((unit) => unit.unitId);
  const hits = state.tally.hits[role];
  const said = withEffects(
    state,
    line("WARGAME.Assault.Log.Casualties", { side: sideOf(state, role), count: hits, kills }, bothSides(state)),
  );
  const tally = {
    ...state.tally,
    lost: { ...state.tally.lost, [role]: state.tally.lost[role] + kills },
    hits: { ...state.tally.hits, [role]: 0 },
  };
  return destroy({ ...said, tally }, role, units);
}

/** Extra hits of a lost result: no saves, removed in the order of casualties (in contact first, then closest). */
export function takeExtraHits(state: AssaultState, role: Role, hits: number): AssaultState {
  const fight = defined(state.fight ?? undefined, "the round's fight");
  const lost = state.tally.lost[role];
  const units = fight.order[role].slice(lost, lost + hits).map((unit) => unit.unitId);
  const said = withEffects(
    state,
    line(
      "WARGAME.Assault.Log.ExtraHits",
      { side: sideOf(state, role), count: hits, kills: units.length },
      bothSides(state),
    ),
  );
  const tally = { ...state.tally, lost: { ...state.tally.lost, [role]: lost + units.length } };
  return destroy({ ...said, tally }, role, units);
}
