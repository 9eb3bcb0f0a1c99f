import { describe, expect, it } from "vitest";
import { BOARD_ERRORS } from "@engine/board/board-errors";
import { FIELD_ERRORS, OWNER_WORDS, VALUE_WORDS } from "@engine/validation/field-errors";
import { OPTION_ERRORS } from "@engine/rulesets/option-errors";
import type { ErrorTable } from "@engine/errors";
import { GRID_MOVE_ERRORS } from "@engine/movement/grid/grid-move-errors";
import { REFUSALS } from "@engine/movement/grid/refusal";
import { GRIDLESS_ERRORS } from "@engine/movement/gridless/gridless-errors";
import { GROUP_ERRORS } from "@engine/movement/group";
import { LIMIT_ERRORS } from "@engine/limits";
import { REQUEST_ERRORS } from "@engine/movement/request-shape";
import { SCENARIO_ERRORS } from "@engine/scenario/scenario-errors";
import { SESSION_ERRORS } from "@engine/session/session-errors";
import { FIT_ERRORS } from "@engine/session/selection-fits-board";
import { ASSAULT_ERRORS } from "@rulesets/assault/errors";
import { COMBAT_GRID_ERRORS } from "@rulesets/combat-grid/errors";
import { COMMAND_TEST_ERRORS } from "@rulesets/command-test/errors";
import { SKIRMISH_RECOIL_ERRORS } from "@rulesets/skirmish-recoil/errors";
import { VICTORY_MARGIN_ERRORS } from "@rulesets/victory-margin/errors";
import { COMBAT_ERRORS } from "@foundry/combat/combat-errors";
import { UNIT_EDITOR_ERRORS } from "@foundry/apps/unit-data-form";
import { HOST_ERRORS } from "@foundry/host-errors";
import { MACRO_ERRORS } from "@foundry/macros/macro-api";
import { SCENARIO_PACK_ERRORS } from "@foundry/scenario-documents/scenario-pack-errors";
import { OPTIONS_FORM_ERRORS } from "@view/options-form";
import { englishStrings } from "../../tools/language-files";
import { POSITION_ERRORS } from "@sandbox/state/position";

/** Every table of problems, whose English text is the message thrown and must equal lang/en.json's. */
const TABLES: Record<string, ErrorTable> = {
  FIELD_ERRORS,
  POSITION_ERRORS,
  OWNER_WORDS,
  VALUE_WORDS,
  OPTION_ERRORS,
  BOARD_ERRORS,
  SESSION_ERRORS,
  FIT_ERRORS,
  SCENARIO_ERRORS,
  GRID_MOVE_ERRORS,
  GROUP_ERRORS,
  REFUSALS,
  GRIDLESS_ERRORS,
  ASSAULT_ERRORS,
  COMBAT_GRID_ERRORS,
  COMMAND_TEST_ERRORS,
  VICTORY_MARGIN_ERRORS,
  SKIRMISH_RECOIL_ERRORS,
  HOST_ERRORS,
  COMBAT_ERRORS,
  UNIT_EDITOR_ERRORS,
  MACRO_ERRORS,
  SCENARIO_PACK_ERRORS,
  LIMIT_ERRORS,
  REQUEST_ERRORS,
  OPTIONS_FORM_ERRORS,
};

describe("error tables", () => {
  const english = englishStrings();
  it.each(Object.entries(TABLES))("%s has each key in lang/en.json with the same English text", (_name, table) => {
    for (const [key, text] of Object.values(table)) expect(english[key], key).toBe(text);
  });
});
