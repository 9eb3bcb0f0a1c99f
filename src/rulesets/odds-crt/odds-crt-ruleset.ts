import { unitsBySide } from "@engine/rulesets/participants";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { moveRequests } from "@engine/session/state-helpers";
import { CONTACT_INPUTS, contactSelection } from "./contact-selection";
import { ODDS_CRT_ERRORS } from "./errors";
import { SELECTION_FIELDS, STEPS, TERRAIN_KINDS, NORMAL_MOVE } from "./declarations";
import { apply, pending, start } from "./machine";
import { type OddsCrtOdds, oddsCrtOdds } from "./odds";
import { ODDS_CRT_OPTIONS } from "./options";
import { planMoves } from "./plan-moves";
import { type OddsCrtSetup, setupFromBoard, validateSetup } from "./setup";
import { SHIPPED_DEFINITIONS } from "./shipped-definitions";
import { fighters } from "./state-helpers";
import type { OddsCrtMove, OddsCrtOutcome, OddsCrtState } from "./state";
import { oddsCrtTurn } from "./turn";
import { DEFAULT_UNIT_DATA, type OddsCrtUnitData, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";

/**
 * Classic hex-and-counter combat on an odds-ratio combat results table, the game defined as data
 * (definition.ts): a group picks a shipped definition or writes its own. One session is one combat;
 * its turn play (`turn.ts`) is one side's combat phase, where mandatory attack is enforced.
 */
export const oddsCrt = defineRuleset<
  OddsCrtUnitData,
  OddsCrtSetup,
  OddsCrtState,
  OddsCrtOutcome,
  OddsCrtOdds,
  OddsCrtMove
>({
  id: "odds-crt",
  // Every unit's zone covers the six hexes around it (retreat.ts reads the same).
  normalMove: NORMAL_MOVE,
  zoc: { radius: 1, exerters: "every-unit" },
  turn: oddsCrtTurn,
  terrain: TERRAIN_KINDS,
  moveKinds: ["crt-retreat", "crt-displaced", "crt-advance"],
  defaultUnitData: DEFAULT_UNIT_DATA,
  unitDataFields: UNIT_DATA_FIELDS,
  selectionFields: SELECTION_FIELDS,
  steps: STEPS,
  validateUnitData,
  tables: Object.fromEntries(SHIPPED_DEFINITIONS.map((definition) => [definition.id, definition])),
  options: ODDS_CRT_OPTIONS,
  errors: ODDS_CRT_ERRORS,
  validateSetup,
  setupFromBoard,
  contactInputs: CONTACT_INPUTS,
  contactSelection,
  participants: (setup) =>
    unitsBySide(
      [...fighters(setup, "attacker"), ...fighters(setup, "defender")].map((unit) => ({
        id: unit.id,
        side: unit.side,
      })),
    ),
  start,
  pending,
  apply,
  planMoves: (board, state) => planMoves(board, moveRequests(state)),
  odds: (state) => oddsCrtOdds(state),
});
