import type { RetreatMove } from "@engine/movement/grid/move-requests";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { CONTACT_INPUTS, contactSelection } from "./contact-selection";
import { ASSAULT_ERRORS } from "./errors";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
import { participants } from "./participants";
import { STATUSES } from "./statuses";
import { apply, pending, start } from "./machine";
import { RESULT_MODIFIERS } from "./modifiers";
import { type AssaultOdds, assaultOdds } from "./odds";
import { ASSAULT_OPTIONS, DEFAULT_OPTIONS } from "./options";
import { planMoves } from "./plan-moves";
import { type AssaultSetup, validateSetup } from "./setup";
import { setupFromBoard } from "./setup-from-board";
import type { AssaultOutcome, AssaultState } from "./state";
import { ASSAULT_RANGE } from "./state-helpers";
import { type AssaultUnitData, DEFAULT_UNIT_DATA, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";

/** Formations, charge, counter-charge, firefight, the 2d6 result, withdrawal and consolidation (shared/rules/assault.txt). */
export const assault = defineRuleset<
  AssaultUnitData,
  AssaultSetup,
  AssaultState,
  AssaultOutcome,
  AssaultOdds,
  RetreatMove
>({
  id: "assault",
  // Every unit exerts a zone (the text's charge and consolidation rules) of the option `zocRadius`,
  // a labelled default since the text does not say how far.
  normalMove: NORMAL_MOVE,
  zoc: {
    radius: DEFAULT_OPTIONS.zocRadius,
    exerters: "every-unit",
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Zoc" },
  },
  statuses: STATUSES,
  terrain: TERRAIN_KINDS,
  moveKinds: ["retreat"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { modifiers: RESULT_MODIFIERS, rangeTiles: ASSAULT_RANGE },
  options: ASSAULT_OPTIONS,
  errors: ASSAULT_ERRORS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  participants,
  start,
  pending,
  apply,
  planMoves,
  odds: assaultOdds,
});
