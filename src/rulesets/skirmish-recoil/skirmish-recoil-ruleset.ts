import type { SkirmishMove } from "./move-requests";
import { moveRequests } from "@engine/session/state-helpers";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { CONTACT_INPUTS, contactSelection, TARGETING } from "./contact-selection";
import { SKIRMISH_RECOIL_ERRORS } from "./errors";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
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
export const skirmishRecoil = defineRuleset<
  SkirmishUnitData,
  SkirmishSetup,
  SkirmishState,
  SkirmishOutcome,
  SkirmishOdds,
  SkirmishMove
>({
  id: "skirmish-recoil",
  // A gridless contact game without zones of control.
  normalMove: NORMAL_MOVE,
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
  errors: SKIRMISH_RECOIL_ERRORS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  targeting: TARGETING,
  participants,
  start,
  pending,
  apply,
  planMoves: (board, state) => planMoves(board, state, moveRequests(state)),
  odds: (state) => skirmishOdds(state),
});
