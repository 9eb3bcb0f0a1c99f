import { describe, it, expect } from "vitest";
import { readDefinition } from "@rulesets/odds-crt/definition";
import { validateOptions } from "@rulesets/odds-crt/options";
import { shippedDefinition } from "@rulesets/odds-crt/shipped-definitions";
import classic from "@rulesets/odds-crt/definitions/classic.json";
import { englishStrings } from "../../../tools/language-files";
import { engineErrorOf } from "./fixtures";

const strings = englishStrings();

/** A small valid definition, changed by `patch`. */
function small(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "tiny",
    columns: ["1:1", "2:1"],
    table: [
      ["NE", "DR"],
      ["DR", "DE"],
    ],
    results: { NE: {}, DR: { defender: { retreat: 1 } }, DE: { defender: { eliminated: true } } },
    ...patch,
  };
}

function problem(input: unknown): { key: string; data: Readonly<Record<string, unknown>> } {
  const error = engineErrorOf(() => readDefinition(input, "definition"));
  expect(strings[error.key], error.key).toBeTypeOf("string");
  return { key: error.key.replace("WARGAME.Error.", ""), data: error.data };
}

describe("a game definition as data", () => {
  it("reads a small one, filling the defaults", () => {
    const definition = readDefinition(small(), "definition");
    expect(definition.columns).toEqual([
      { attacker: 1, defender: 1 },
      { attacker: 2, defender: 1 },
    ]);
    expect(definition.retreat).toEqual({
      chooser: "defender",
      priorities: [],
      displacement: false,
      stackingLimit: null,
    });
    expect(definition.advance).toEqual({ units: 0, ignoresZoc: true });
    expect(definition.impassable).toEqual(["impassable"]);
  });

  it("ships classic and step loss, read through the same checks", () => {
    expect(shippedDefinition("classic").results.map((result) => result.code)).toEqual([
      "AE",
      "AR",
      "NE",
      "DR",
      "EX",
      "DE",
    ]);
    expect(shippedDefinition("step-loss").retreat).toEqual({
      chooser: "attacker",
      priorities: ["empty-hex", "furthest-from-enemy"],
      displacement: true,
      stackingLimit: 2,
    });
    expect(readDefinition(classic, "classic").id).toBe("classic");
  });

  it.each([
    ["a column that is not odds", { columns: ["1:1", "2-1"] }, "OddsCrt.Column", "definition.columns[1]"],
    ["columns out of order", { columns: ["2:1", "1:1"] }, "OddsCrt.ColumnOrder", "definition.columns[1]"],
    ["a row short of a result", { table: [["NE"], ["DR", "DE"]] }, "OddsCrt.RowLength", "definition.table[0]"],
    [
      "a code the results do not define",
      {
        table: [
          ["NE", "XX"],
          ["DR", "DE"],
        ],
      },
      "OddsCrt.UnknownCode",
      "definition.table[0][1]",
    ],
    ["one row (a die has two faces at least)", { table: [["NE", "DR"]] }, "OddsCrt.OutOfRange", "definition.table"],
    [
      "a retreat of 4 hexes",
      { results: { NE: {}, DR: { defender: { retreat: 4 } }, DE: {} } },
      "OddsCrt.OutOfRange",
      "definition.results.DR.defender.retreat",
    ],
    [
      "a multiplier of 3.3",
      { terrain: [{ kind: "town", multiplier: 3.3 }] },
      "OddsCrt.Multiplier",
      "definition.terrain[0].multiplier",
    ],
    [
      "a priority twice",
      { retreat: { priorities: ["empty-hex", "empty-hex"] } },
      "OddsCrt.DuplicatePriority",
      "definition.retreat.priorities[1]",
    ],
    [
      "21 columns",
      { columns: Array.from({ length: 21 }, (_, n) => `${n + 1}:1`) },
      "OddsCrt.TooMany",
      "definition.columns",
    ],
  ])("refuses %s, naming the field", (_name, patch, key, field) => {
    const found = problem(small(patch));
    expect(found.key).toBe(key);
    expect(found.data["field"]).toBe(field);
  });

  it("refuses __proto__ as a result code, an id or a terrain kind, naming the field", () => {
    const proto = JSON.parse('{"__proto__": {"defender": {"eliminated": true}}, "NE": {}}') as unknown;
    const found = problem(small({ results: proto }));
    expect(found.key).toBe("OddsCrt.BadName");
    expect(found.data["field"]).toBe("definition.results.__proto__");
    expect(problem(small({ id: "__proto__" })).key).toBe("OddsCrt.BadName");
    expect(problem(small({ terrain: [{ kind: "__proto__", shift: -1 }] })).data["field"]).toBe(
      "definition.terrain[0].kind",
    );
  });

  it("is chosen by a scenario's options: a shipped one by id, or the group's own", () => {
    expect(validateOptions({ definition: "step-loss" }, "options").definition.id).toBe("step-loss");
    expect(validateOptions({ definition: "custom", customDefinition: [small()] }, "options").definition.id).toBe(
      "tiny",
    );
    expect(engineErrorOf(() => validateOptions({ definition: "custom" }, "options")).key).toBe(
      "WARGAME.Error.OddsCrt.NoCustom",
    );
    const bad = engineErrorOf(() =>
      validateOptions({ definition: "custom", customDefinition: [small({ columns: [] })] }, "options"),
    );
    expect(bad.data["field"]).toBe("options.customDefinition[0].columns");
  });
});
