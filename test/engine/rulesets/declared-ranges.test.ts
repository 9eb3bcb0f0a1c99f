import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EngineError } from "@engine/errors";
import { rulesetZoc } from "@engine/rulesets/zoc-settings";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

/** A field's declared type says it holds numbers (a count, a value, a track of values, dice faces). */
const NUMERIC = /number|faces|\bvalue/;

const FIELDS = SHIPPED.entries.flatMap(({ ruleset }) =>
  [...ruleset.unitDataFields, ...ruleset.selectionFields]
    .filter((field) => NUMERIC.test(field.type) && field.type !== "option values")
    .map((field) => ({ name: `${ruleset.id} ${field.name}`, field })),
);

describe("the ranges rule systems declare", () => {
  it.each(FIELDS)("$name declares the range of its numbers", ({ field }) => {
    expect(field.range).toBeDefined();
    const range = field.range ?? { min: 0, max: 0 };
    expect(Number.isFinite(range.min) && Number.isFinite(range.max) && range.min <= range.max).toBe(true);
  });
});

const NUMBER_OPTIONS = SHIPPED.entries.flatMap(({ ruleset }) =>
  ruleset.options.flatMap((option) =>
    option.type === "number" ? [{ name: `${ruleset.id} ${option.id}`, option }] : [],
  ),
);

describe("the ranges of number options", () => {
  it.each(NUMBER_OPTIONS)("$name declares both ends", ({ option }) => {
    expect(option.min).toBeDefined();
    expect(option.max).toBeDefined();
  });

  // Before the cap, a world setting or scene flag of 300 made every client build zones for 32 s.
  it("refuses a zone of control wider than its cap from a world setting or scene flag, by name", () => {
    expect(() => rulesetZoc(SHIPPED.ruleset("assault"), { zocRadius: 300 })).toThrow(
      "Options (assault): zocRadius must be between 0 and 10, got 300.",
    );
    expect(() => rulesetZoc(SHIPPED.ruleset("skirmish-recoil"), { zocRadius: 1e308 })).toThrow(EngineError);
    expect(rulesetZoc(SHIPPED.ruleset("assault"), { zocRadius: 10 }).radius).toBe(10);
  });
});

describe("command-test chits at and beyond their range", () => {
  const FILE = "scenarios/command-test/mill-crossing.yml";
  const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
  const ruleset = SHIPPED.ruleset(scenario.ruleset);
  const combat = scenario.combats[0];
  const selection = combat?.selection as Record<string, unknown>;

  // Before the cap, chits of 1e308 or 2^53 built one option per chit: a raw RangeError (Invalid array length).
  it.each([1e308, 2 ** 53, 21])("refuses %d chits by name, before the session starts", (chits) => {
    const refused = (): unknown => ruleset.setupFromBoard(scenario.board, { ...selection, chits: { french: chits } });
    expect(refused).toThrow(EngineError);
    expect(refused).toThrow("chits.french must be between 0 and 20");
  });

  it("offers 21 counts to a side with 20 chits", () => {
    const state = ruleset.start(ruleset.setupFromBoard(scenario.board, { ...selection, chits: { french: 20 } }));
    const step = ruleset.pending(state);
    expect(step.kind === "decision" ? step.options.length : 0).toBe(21);
  });
});

describe("ids and names", () => {
  const FILE = "scenarios/command-test/mill-crossing.yml";
  const raw = parse(readFileSync(FILE, "utf8")) as {
    board: { units: { side: string; name?: string }[] };
  };
  const long = "x".repeat(1_000_000);

  // Before the cap, a 1 MB side name was accepted and shown in every dialog and log line.
  it("refuses a side name over the cap by name, quoting only its start", () => {
    const sides = Object.fromEntries(raw.board.units.map((unit) => [unit.side, { name: long }]));
    const refused = (): unknown => validateScenario({ ...raw, sides }, FILE, SHIPPED);
    expect(refused).toThrow(/name is 1000000 characters long; at most 256\./);
  });

  it("refuses a unit name over the cap, the message a few hundred characters long", () => {
    const units = raw.board.units.map((unit, index) => (index === 0 ? { ...unit, name: long } : unit));
    try {
      validateScenario({ ...raw, board: { ...raw.board, units } }, FILE, SHIPPED);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as Error).message).toMatch(/name is 1000000 characters long; at most 256\./);
      expect((error as Error).message.length).toBeLessThan(400);
    }
  });

  it("accepts names at the cap", () => {
    const units = raw.board.units.map((unit, index) => (index === 0 ? { ...unit, name: "n".repeat(256) } : unit));
    expect(
      validateScenario({ ...raw, board: { ...raw.board, units } }, FILE, SHIPPED).board.units[0]?.name,
    ).toHaveLength(256);
  });
});
