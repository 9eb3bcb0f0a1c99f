import type { VictoryMarginMove } from "./move-requests";
import { moveRequests } from "@engine/session/state-helpers";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { CONTACT_INPUTS, contactSelection, TARGETING } from "./contact-selection";
import { VICTORY_MARGIN_ERRORS } from "./errors";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
import { apply, pending, start } from "./machine";
import { type VictoryMarginOdds, victoryMarginOdds } from "./odds";
import { VICTORY_MARGIN_OPTIONS } from "./options";
import { planMoves } from "./plan-moves";
import { setupFromBoard, validateSetup, type VictoryMarginSetup } from "./setup";
import type { VictoryMarginOutcome, VictoryMarginState } from "./state";
import { FALL_BACK_BANDS, RULE_NUMBERS, TERRAIN } from "./tables";
import { DEFAULT_UNIT_DATA, UNIT_DATA_FIELDS, validateUnitData, type VictoryMarginUnitData } from "./unit-data";

/** Victory margin from sixes, armour and cover; fall back through friends; rally forward or break through (shared/rules/fall-back-and-follow-up.txt). */
export const victoryMargin = defineRuleset<
  VictoryMarginUnitData,
  VictoryMarginSetup,
  VictoryMarginState,
  VictoryMarginOutcome,
  VictoryMarginOdds,
  VictoryMarginMove
>({
  id: "victory-margin",
  // A gridless contact game without zones of control.
  normalMove: NORMAL_MOVE,
  zoc: { radius: 0, exerters: "none" },
  statuses: STATUSES,
  terrain: TERRAIN_KINDS,
  moveKinds: ["fall-back", "rally-forward", "breakthrough"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { rules: RULE_NUMBERS, terrain: TERRAIN, fallBackBands: FALL_BACK_BANDS },
  options: VICTORY_MARGIN_OPTIONS,
  errors: VICTORY_MARGIN_ERRORS,
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
  odds: (state) => victoryMarginOdds(state),
});
