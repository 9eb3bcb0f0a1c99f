import type { RetreatMove } from "@engine/movement/grid/move-requests";
import { moveRequests } from "@engine/session/state-helpers";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { CONTACT_INPUTS, contactSelection, TARGETING } from "./contact-selection";
import { COMMAND_TEST_ERRORS } from "./errors";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
import type { CommandTestSetup } from "./setup";
import type { CommandTestOutcome, CommandTestState } from "./state";
import type { CommandTestUnitData } from "./unit-data";
import { DEFAULT_UNIT_DATA, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";
import { GENERIC_RESULTS_TABLE } from "./results-table";
import { COMMAND_TEST_OPTIONS } from "./options";
import { validateSetup } from "./setup";
import { setupFromBoard } from "./setup-from-board";
import { planMoves } from "./plan-moves";
import { apply, pending, start } from "./machine";
import { type CommandTestOdds, commandTestOdds } from "./odds";
import { commandTestTurn } from "./turn-player";

/**
 * Stack attacks gated by a command test (shared/rules/command-attack-test.txt). One session is one
 * attack order; the turn's sequence of orders is left to the table (README: roadmap).
 */
export const commandTest = defineRuleset<
  CommandTestUnitData,
  CommandTestSetup,
  CommandTestState,
  CommandTestOutcome,
  CommandTestOdds,
  RetreatMove
>({
  id: "command-test",
  // Its planner keeps retreats out of the board index's default zones: every unit's neighbouring hexes.
  normalMove: NORMAL_MOVE,
  zoc: { radius: 1, exerters: "every-unit" },
  statuses: STATUSES,
  turn: commandTestTurn,
  terrain: TERRAIN_KINDS,
  moveKinds: ["retreat"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { results: GENERIC_RESULTS_TABLE },
  options: COMMAND_TEST_OPTIONS,
  errors: COMMAND_TEST_ERRORS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  targeting: TARGETING,
  participants,
  start,
  pending,
  apply,
  planMoves: (board, state) => planMoves(board, moveRequests(state), state.setup.options),
  odds: (state) => commandTestOdds(state),
});
