import type { CombatGridMove } from "./state";
import { moveRequests } from "@engine/session/state-helpers";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { CONTACT_INPUTS, contactSelection, TARGETING } from "./contact-selection";
import { COMBAT_GRID_ERRORS } from "./errors";
import { CELL_MARKERS, SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
import type { CombatGridSetup } from "./setup";
import type { CombatGridOutcome, CombatGridState } from "./state";
import type { CombatGridUnitData } from "./unit-data";
import { DEFAULT_UNIT_DATA, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";
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
export const combatGrid = defineRuleset<
  CombatGridUnitData,
  CombatGridSetup,
  CombatGridState,
  CombatGridOutcome,
  CombatGridOdds,
  CombatGridMove
>({
  id: "combat-grid",
  // Its planners keep retreats out of the board index's default zones: every unit's neighbouring cells.
  normalMove: NORMAL_MOVE,
  zoc: { radius: 1, exerters: "every-unit" },
  statuses: STATUSES,
  cellMarkers: CELL_MARKERS,
  terrain: TERRAIN_KINDS,
  moveKinds: ["retreat", "return"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { combatGrid: COMBAT_GRID, terrain: TERRAIN_RULES, tactics: TEXT_TACTICS },
  options: COMBAT_GRID_OPTIONS,
  errors: COMBAT_GRID_ERRORS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  targeting: TARGETING,
  participants,
  start,
  pending,
  apply,
  planMoves: (board, state) => planMoves(board, moveRequests(state)),
  odds: (state) => combatGridOdds(state),
});
