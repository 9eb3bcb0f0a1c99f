import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { Offset } from "@engine/model/coordinates";
import type { Role } from "@engine/session/roles";
import type { CrtDefinition } from "./definition";
import type { CrtUnit, OddsCrtSetup } from "./setup";
import type { OddsCrtState } from "./state";
import { strengthOf } from "./unit-data";

const GRIDS = new WeakMap<OddsCrtSetup, CellGrid>();

/** The setup's hex grid (built once per setup: the odds walk asks it often). */
export function cellsOf(setup: OddsCrtSetup): CellGrid {
  const found = GRIDS.get(setup);
  if (found !== undefined) return found;
  const grid = createCellGrid(setup.grid);
  GRIDS.set(setup, grid);
  return grid;
}

export function definitionOf(state: OddsCrtState): CrtDefinition {
  return state.setup.options.definition;
}

export function sideOf(state: OddsCrtState, role: Role): string {
  return role === "attacker" ? state.setup.attackerSide : state.setup.defenderSide;
}

export function hexesOf(state: OddsCrtState, role: Role): readonly Offset[] {
  return role === "attacker" ? state.setup.attacking : state.setup.defending;
}

export function hexId(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

/** A unit as it stands now: where it has moved to in this combat. */
export type UnitNow = CrtUnit & { readonly stepsLost: number };

/** Every unit still on the board, where it stands now, with the steps it has lost so far. */
export function unitsNow(state: OddsCrtState): UnitNow[] {
  const gone = new Set(state.eliminated);
  return state.setup.units
    .filter((unit) => !gone.has(unit.id))
    .map((unit) => ({
      ...unit,
      cell: lastMove(state, unit.id) ?? unit.cell,
      stepsLost: unit.data.stepsLost + state.stepsLost.filter((id) => id === unit.id).length,
    }));
}

function lastMove(state: OddsCrtState, unitId: string): Offset | undefined {
  for (let index = state.moved.length - 1; index >= 0; index -= 1) {
    const move = state.moved[index];
    if (move?.unitId === unitId) return move.cell;
  }
  return undefined;
}

/** The units of a role that fought in the combat and are still on the board, in the setup's order. */
export function combatants(state: OddsCrtState, role: Role): UnitNow[] {
  const grid = cellsOf(state.setup);
  const hexes = new Set(hexesOf(state, role).map((hex) => grid.key(hex)));
  const side = sideOf(state, role);
  const start = new Map(state.setup.units.map((unit) => [unit.id, unit.cell]));
  return unitsNow(state).filter((unit) => {
    const from = start.get(unit.id);
    return unit.side === side && from !== undefined && hexes.has(grid.key(from));
  });
}

/** Every unit of a role's side in the hexes of that role at the start (what fights). */
export function fighters(setup: OddsCrtSetup, role: Role): CrtUnit[] {
  const grid = cellsOf(setup);
  const hexes = new Set((role === "attacker" ? setup.attacking : setup.defending).map((hex) => grid.key(hex)));
  const side = role === "attacker" ? setup.attackerSide : setup.defenderSide;
  return setup.units.filter((unit) => unit.side === side && hexes.has(grid.key(unit.cell)));
}

/** A unit's strengths now, its steps lost counted. */
export function currentStrength(unit: UnitNow): { readonly attack: number; readonly defence: number } {
  return strengthOf({ ...unit.data, stepsLost: unit.stepsLost });
}

/** The terrain kinds of a hex (none listed: clear). */
export function kindsAt(setup: OddsCrtSetup, cell: Offset): readonly string[] {
  return setup.terrain.find((entry) => entry.cell.i === cell.i && entry.cell.j === cell.j)?.kinds ?? [];
}

/** The unit of the setup with this id (the flow guarantees it). */
export function unitById(state: OddsCrtState, id: string): CrtUnit {
  const unit = state.setup.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw new Error(`odds-crt: unit ${id} is not in the setup`);
  return unit;
}
