import type { Board } from "@engine/board/types";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { planGroup } from "@engine/movement/group";
import { unitsBySide } from "@engine/rulesets/participants";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { mapDistribution, type Distribution } from "@engine/session/distribution";
import { enumerateOutcomes } from "@engine/session/enumerate";
import { firstLegal } from "@engine/session/run-session";
import { moveRequests } from "@engine/session/state-helpers";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, UNIT_DATA_FIELDS } from "./declarations";
import type { ShoveMove } from "./move-requests";
import { apply, pending, type ShoveOutcome, type ShoveState, start } from "./machine";
import { SHOVE_OPTIONS } from "./options";
import {
  contactSelection,
  DEFAULT_UNIT_DATA,
  type ShoveSetup,
  type ShoveUnitData,
  setupFromBoard,
  validateSetup,
  validateUnitData,
} from "./setup";
import { STATUSES } from "./statuses";

export type ShoveOdds = { readonly result: Distribution<ShoveOutcome["result"]> };

/** A sixth rule system that lives only in the tests: a shove on a grid (machine.ts). */
export const shove = defineRuleset<ShoveUnitData, ShoveSetup, ShoveState, ShoveOutcome, ShoveOdds, ShoveMove>({
  id: "test-only",
  labelKey: "WARGAME.Test.Ruleset",
  zoc: { radius: 1, exerters: "not-broken" },
  statuses: STATUSES,
  terrain: TERRAIN_KINDS,
  moveKinds: ["shoved"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: { pushOn: [2, 3, 4, 5, 6] },
  options: SHOVE_OPTIONS,
  validateSetup,
  setupFromBoard,
  contactInputs: [],
  contactSelection,
  participants: (setup) => unitsBySide([setup.attacker, setup.defender]),
  start,
  pending,
  apply,
  planMoves: (board: Board, state) => {
    // Its own move kind, planned as a one-cell retreat by the grid planner.
    const retreats = moveRequests(state).map((request): RetreatRequest => ({
      unitId: request.unitId,
      awayFrom: [request.from],
      cells: 1,
    }));
    return planGroup(gridPhasePlanner(createGridMoveContext(board), planRetreat), retreats);
  },
  odds: (state) => ({
    result: mapDistribution(
      enumerateOutcomes({ start, pending, apply }, state, firstLegal, (_state, outcome) => outcome),
      (outcome) => outcome.result,
    ),
  }),
});
