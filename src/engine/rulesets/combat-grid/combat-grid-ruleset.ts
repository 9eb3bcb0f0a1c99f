import type { CombatGridMove } from "./state";
import { DEFAULT_GRID_MOVE_RULES } from "../../movement/grid/grid-move-rules";
import { moveRequests } from "../../session/state-helpers";
import type { Ruleset } from "../ruleset";
import { contactSelection } from "./contact-selection";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
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
export const combatGrid: Ruleset<CombatGridUnitData, CombatGridSetup, CombatGridState, CombatGridOutcome, CombatGridOdds, CombatGridMove> = {
  id: "combat-grid",
  labelKey: "WARGAME.Ruleset.combat-grid",
  // Its planners keep retreats out of the board index's default zones: every unit's neighbouring cells.
  zoc: { radius: 1, exerters: "every-unit" },
  statuses: STATUSES,
  terrainKinds: [...Object.keys(TERRAIN_RULES), ...DEFAULT_GRID_MOVE_RULES.terrain.impassable],
  moveKinds: ["retreat", "return"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  validateUnitData,
  tables: { combatGrid: COMBAT_GRID, terrain: TERRAIN_RULES, tactics: TEXT_TACTICS },
  options: COMBAT_GRID_OPTIONS,
  validateSetup,
  setupFromBoard,
  contactSelection,
  participants,
  start,
  pending,
  apply,
  effects: (state) => state.effects,
  moveRequests,
  planMoves: (board, state) => planMoves(board, moveRequests(state)),
  odds: (state) => combatGridOdds(state),
};
