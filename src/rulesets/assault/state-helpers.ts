import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Unit } from "@engine/board/types";
import type { GridMoveSettings } from "@engine/movement/grid/grid-move-rules";
import type { AssaultEffect } from "./state";
import { enemyOf, perRole } from "@engine/session/roles";
import { defined as definedIn, line, text, withEffects } from "@engine/session/state-helpers";
import type { AssaultOptions } from "./options";
import { type FormationSetup, formationOf } from "./setup";
import type { AssaultState, Role } from "./state";
import type { AssaultUnitData } from "./unit-data";
import { own } from "@engine/names/own";

/** "Within 4 tiles": the text's one distance, for charges, firefights, engagement and support. */
export const ASSAULT_RANGE = 4;

export { enemyOf, perRole };
export { line, text, withEffects };

export function formationSetup(state: AssaultState, id: string): FormationSetup {
  const found = state.setup.formations.find((formation) => formation.id === id);
  if (found === undefined) throw new RangeError(`assault: no formation ${id}`);
  return found;
}

/** The side id playing `role`: the engaging formation's side, or its targets'. */
export function sideOf(state: AssaultState, role: Role): string {
  const formation = role === "attacker" ? state.setup.attacker : state.setup.targets[0];
  return formationSetup(state, defined(formation, "the target formation")).side;
}

/** Both sides: what a text whose numbers count both (hits against saves, a score) declares it counts. */
export function bothSides(state: AssaultState): string[] {
  return [sideOf(state, "attacker"), sideOf(state, "defender")];
}

/** The units of `role` still on the board, in board order. */
export function unitsOf(state: AssaultState, role: Role): Unit[] {
  const formations = state.sides[role];
  return state.board.units.filter((unit) => formations.includes(formationOf(unit)));
}

/** The role a unit's formation plays in the assault, or null when it is not in it. */
export function roleOfUnit(state: AssaultState, unit: Unit): Role | null {
  const formation = formationOf(unit);
  if (state.sides.attacker.includes(formation)) return "attacker";
  return state.sides.defender.includes(formation) ? "defender" : null;
}

export function unitOnBoard(state: AssaultState, id: string): Unit | undefined {
  return state.board.units.find((unit) => unit.id === id);
}

export function nameOf(state: AssaultState, id: string): string {
  return state.setup.board.units.find((unit) => unit.id === id)?.name ?? id;
}

export function dataOf(state: AssaultState, id: string): AssaultUnitData {
  return defined(own(state.setup.unitData, id), `the data of unit ${id}`);
}

/** The board index rules of the assault: zones of control of the option's radius. */
export function indexSettings(options: AssaultOptions): BoardIndexSettings {
  return { zoc: { radius: options.zocRadius } };
}

/** The grid planners' rules of the assault: the option's stacking limit (0: none). */
export function moveRules(options: AssaultOptions): GridMoveSettings {
  return { stackingLimit: options.stackingLimit === 0 ? null : options.stackingLimit };
}

/** A value the flow guarantees; its absence is a bug in the assault, not bad input. */
export function defined<T>(value: T | undefined, what: string): T {
  return definedIn(value, what, "assault");
}

/**
 * Destroys units: off the board, counted against their side, `eliminated` for the host, a chat
 * line each.
 */
export function destroy(state: AssaultState, role: Role, ids: readonly string[]): AssaultState {
  if (ids.length === 0) return state;
  const gone = new Set(ids);
  const next: AssaultState = {
    ...state,
    board: { ...state.board, units: state.board.units.filter((unit) => !gone.has(unit.id)) },
    killed: { ...state.killed, [role]: [...state.killed[role], ...ids] },
  };
  return withEffects(
    next,
    ...ids.flatMap((id): AssaultEffect[] => [
      { kind: "eliminated", unitId: id },
      line("WARGAME.Assault.Log.Destroyed", { unit: nameOf(state, id) }),
    ]),
  );
}
