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
import { COMBAT_ERRORS } from "@foundry/combat/combat-errors";
import { UNIT_EDITOR_ERRORS } from "@foundry/apps/unit-data-form";
import { HOST_ERRORS } from "@foundry/host-errors";
import { MACRO_ERRORS } from "@foundry/macros/macro-api";
import { SCENARIO_PACK_ERRORS } from "@foundry/scenario-documents/scenario-pack-errors";
import { OPTIONS_FORM_ERRORS } from "@view/options-form";
import { englishStrings } from "../../tools/language-files";
import { POSITION_ERRORS } from "@sandbox/state/position";
import { SHIPPED } from "../rulesets/shipped";

/**
 * Every table of problems, whose English text is the message thrown and must equal the language
 * files': the engine's and hosts' tables, and each shipped rule system's (`Ruleset.errors`).
 */
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
  HOST_ERRORS,
  COMBAT_ERRORS,
  UNIT_EDITOR_ERRORS,
  MACRO_ERRORS,
  SCENARIO_PACK_ERRORS,
  LIMIT_ERRORS,
  REQUEST_ERRORS,
  OPTIONS_FORM_ERRORS,
  ...Object.fromEntries(SHIPPED.entries.map(({ ruleset }) => [`${ruleset.id} errors`, ruleset.errors])),
};

describe("error tables", () => {
  const english = englishStrings();
  it.each(SHIPPED.entries.map(({ ruleset }) => [ruleset.id, ruleset] as const))(
    "%s lists every error of its language file",
    (id, ruleset) => {
      // Its table is read off its own lang/en.json section, so every key there is one of its problems.
      const prefixes = new Set(Object.values(ruleset.errors).map(([key]) => key.split(".").slice(0, 3).join(".")));
      expect(prefixes.size, id).toBe(1);
      const [prefix] = prefixes;
      const listed = Object.keys(english).filter((key) => key.startsWith(`${prefix}.`));
      expect(
        Object.values(ruleset.errors)
          .map(([key]) => key)
          .sort(),
      ).toEqual(listed.sort());
    },
  );
  it.each(Object.entries(TABLES))("%s has each key in lang/en.json with the same English text", (_name, table) => {
    for (const [key, text] of Object.values(table)) expect(english[key], key).toBe(text);
  });
});
