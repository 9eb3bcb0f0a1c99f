import { describe, expect, it } from "vitest";
import { BOARD_ERRORS } from "../../src/engine/board/board-errors";
import type { ErrorTable } from "../../src/engine/errors";
import { GRID_MOVE_ERRORS } from "../../src/engine/movement/grid/grid-move-errors";
import { REFUSALS } from "../../src/engine/movement/grid/refusal";
import { GRIDLESS_ERRORS } from "../../src/engine/movement/gridless/gridless-errors";
import { GROUP_ERRORS } from "../../src/engine/movement/group";
import { SCENARIO_ERRORS } from "../../src/engine/scenario/scenario-errors";
import { SESSION_ERRORS } from "../../src/engine/session/session-errors";
import { HOST_ERRORS } from "../../src/foundry/host-errors";
import { englishStrings } from "../../tools/english";

/** Every table of problems, whose English text is the message thrown and must equal lang/en.json's. */
const TABLES: Record<string, ErrorTable> = {
  BOARD_ERRORS,
  SESSION_ERRORS,
  SCENARIO_ERRORS,
  GRID_MOVE_ERRORS,
  GROUP_ERRORS,
  REFUSALS,
  GRIDLESS_ERRORS,
  HOST_ERRORS,
};

describe("error tables", () => {
  const english = englishStrings();
  it.each(Object.entries(TABLES))("%s has each key in lang/en.json with the same English text", (_name, table) => {
    for (const [key, text] of Object.values(table)) expect(english[key], key).toBe(text);
  });
});
