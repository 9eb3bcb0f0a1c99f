import type { SkirmishMove } from "./move-requests";
import { moveRequests } from "@engine/session/state-helpers";
import type { Ruleset } from "@engine/rulesets/ruleset";
import { CONTACT_INPUTS, contactSelection } from "./contact-selection";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS } from "./declarations";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
import { apply, pending, start } from "./machine";
import { type SkirmishOdds, skirmishOdds } from "./odds";
import { SKIRMISH_OPTIONS } from "./options";
import { planMoves } from "./plan-moves";
import { setupFromBoard, validateSetup, type SkirmishSetup } from "./setup";
import type { SkirmishOutcome, SkirmishState } from "./state";
import { RULE_NUMBERS, SUPPRESSION_MOVES, TERRAIN } from "./tables";
import { DEFAULT_UNIT_DATA, type SkirmishUnitData, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";

/** Suppression, recoil, flee, downed and pursuit for single figures with facing (shared/rules/recoil-flee-pursuit.txt). */
export const skirmishRecoil: Ruleset<
  SkirmishUnitData,
  SkirmishSetup,
  SkirmishState,
  SkirmishOutcome,
  SkirmishOdds,
  SkirmishMove
> = {
  id: "skirmish-recoil",
  labelKey: "WARGAME.Ruleset.skirmish-recoil",
  // A gridless contact game without zones of control.
  zoc: { radius: 0, exerters: "none" },
  statuses: STATUSES,
  terrain: TERRAIN_KINDS,
  moveKinds: ["suppression", "recoil", "flee", "pursuit", "occupy"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { rules: RULE_NUMBERS, terrain: TERRAIN, suppressionMoves: SUPPRESSION_MOVES },
  options: SKIRMISH_OPTIONS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  participants,
  start,
  pending,
  apply,
  effects: (state) => state.effects,
  moveRequests,
  planMoves: (board, state) => planMoves(board, state, moveRequests(state)),
  odds: (state) => skirmishOdds(state),
};
