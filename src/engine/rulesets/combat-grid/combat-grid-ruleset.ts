import { DEFAULT_GRID_MOVE_RULES } from "../../movement/grid/grid-move-rules";
import { moveRequests } from "../../session/state-helpers";
import type { Ruleset } from "../ruleset";
import type { CombatGridSetup } from "./setup";
import type { CombatGridOutcome, CombatGridState } from "./state";
import type { CombatGridUnitData } from "./unit-data";
import { DEFAULT_UNIT_DATA, validateUnitData } from "./unit-data";
import { COMBAT_GRID } from "./combat-grid-table";
import { TERRAIN_RULES } from "./terrain";
import { TEXT_TACTICS } from "./tactics";
import { COMBAT_GRID_OPTIONS } from "./options";
import { validateSetup } from "./setup";
import { setupFromBoard } from "./setup-from-board";
import { planMoves } from "./plan-moves";
import { apply, pending, start } from "./machine";
import { type CombatGridOdds, combatGridOdds } from "./odds";

/** Contested squares, tactics, shifts and the combat grid (shared/rules/grid-combat.txt). */
export const combatGrid: Ruleset<CombatGridUnitData, CombatGridSetup, CombatGridState, CombatGridOutcome, CombatGridOdds> = {
  id: "combat-grid",
  terrainKinds: [...Object.keys(TERRAIN_RULES), ...DEFAULT_GRID_MOVE_RULES.terrain.impassable],
  defaultUnitData: DEFAULT_UNIT_DATA,
  validateUnitData,
  tables: { combatGrid: COMBAT_GRID, terrain: TERRAIN_RULES, tactics: TEXT_TACTICS },
  options: COMBAT_GRID_OPTIONS,
  validateSetup,
  setupFromBoard,
  start,
  pending,
  apply,
  effects: (state) => state.effects,
  moveRequests,
  planMoves: (board, state) => planMoves(board, moveRequests(state)),
  odds: (state) => combatGridOdds(state),
};
