/**
 * Engine errors speak the user's language whole: in a pseudo-locale where every string of
 * lang/en.json is replaced by its key and placeholders, a board error, an index options error, a
 * rule system's options error and a scenario error (whose problem is an inner error) show no
 * English word of the engine's: who is at fault and what was given are phrases the host localizes too.
 */
import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { validateBoard } from "@engine/board/validate-board";
import { EngineError, errorPhrase, interpolate, localizedData } from "@engine/errors";
import { COMBAT_GRID_OPTIONS } from "@rulesets/combat-grid/options";
import { readOptionValues } from "@engine/rulesets/options";
import { validateScenario } from "@engine/scenario/scenario";
import { OWNER_WORDS, VALUE_WORDS } from "@engine/validation/field-errors";
import { englishStrings } from "../../tools/language-files";
import { SHIPPED } from "../rulesets/shipped";

const ENGLISH = englishStrings();

/** Every string as «key» followed by its placeholders: no English left, every value still shown. */
const PSEUDO: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENGLISH).map(([key, text]) => [key, `«${key}» ${(text.match(/\{\w+\}/g) ?? []).join(" ")}`.trimEnd()]),
);

function pseudo(key: string, data: Readonly<Record<string, string>>): string {
  const text = PSEUDO[key];
  if (text === undefined) throw new Error(`no string ${key}`);
  return interpolate(text, data);
}

/** The error as a host shows it: its phrases localized first, then its own text. */
function shown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return pseudo(error.key, localizedData(errorPhrase(error).data, pseudo));
  }
  throw new Error("accepted");
}

/** The words the engine itself says about what is at fault and what was given. */
const ENGINE_WORDS = [...Object.values(OWNER_WORDS), ...Object.values(VALUE_WORDS)]
  .map(([, english]) => english)
  .filter((english) => !english.includes("{"));

function englishIn(text: string): string[] {
  return ENGINE_WORDS.filter((words) =>
    new RegExp(`(^|[^\\w«.])${words.replace(/[()]/g, "\\$&")}($|[^\\w»])`).test(text),
  );
}

/** A one-unit board whose unit (named "Zq") faces a list instead of a number. */
const BAD_BOARD = {
  grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
  units: [
    { id: "zq", name: "Zq", side: "xx", footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] }, facing: [], move: 1 },
  ],
  terrain: { walls: [], areas: [] },
};

describe("engine errors in another language", () => {
  it("a board error names the unit and what it was given in the user's words", () => {
    const text = shown(() => validateBoard(BAD_BOARD));
    expect(text).toContain("«WARGAME.Error.Field.NotFinite»");
    expect(text).toContain("«WARGAME.Error.Owner.Named» «WARGAME.Error.Owner.Unit» Zq units[0]");
    expect(text).toContain("«WARGAME.Error.Value.List»");
    expect(englishIn(text)).toEqual([]);
  });

  it("an options error, of the board index's and of a rule system's", () => {
    const board = validateBoard({ ...BAD_BOARD, units: [] });
    const index = shown(() => createBoardIndex(board, { contactTolerance: -1 }));
    expect(index).toContain("«WARGAME.Error.Owner.BoardIndexOptions»");
    expect(englishIn(index)).toEqual([]);
    const options = shown(() => readOptionValues(COMBAT_GRID_OPTIONS, { weatherz: 1 }));
    expect(options).toContain("«WARGAME.Error.Owner.At» «WARGAME.Error.Owner.Options» options");
    expect(englishIn(options)).toEqual([]);
  });

  it("a scenario error holds its inner error as a phrase, localized whole", () => {
    const text = shown(() =>
      validateScenario({ id: "zz", ruleset: "combat-grid", board: BAD_BOARD }, "zz.yml", SHIPPED),
    );
    expect(text).toMatch(
      /^«WARGAME.Error.Scenario.Invalid» zz.yml «WARGAME.Error.Field.NotFinite» «WARGAME.Error.Owner.Named» «WARGAME.Error.Owner.Unit» Zq units\[0\]/,
    );
    expect(text).toContain("«WARGAME.Error.Value.List»");
    expect(englishIn(text)).toEqual([]);
  });

  it("keeps the English message for logs and the command line", () => {
    const run = () => validateScenario({ id: "zz", ruleset: "combat-grid", board: BAD_BOARD }, "zz.yml", SHIPPED);
    expect(() => run()).toThrow('zz.yml: Unit "Zq" (units[0]): facing must be a finite number, got a list.');
  });
});
