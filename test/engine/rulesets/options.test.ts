import { describe, expect, it } from "vitest";
import { isRecord } from "@engine/validation/read-fields";
import { EngineError } from "@engine/errors";
import { markdownTable, optionsTable, readOptionValues } from "@engine/rulesets/options";
import { SHIPPED } from "../../rulesets/shipped";
import { mergedLanguage } from "../../../tools/language-files";

const english = mergedLanguage();

/** The English text of a key, as a host's localization would give it. */
function say(key: string): string {
  const found = key.split(".").reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), english);
  if (typeof found !== "string") throw new Error(`no English text for ${key}`);
  return found;
}

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  return "none";
}

const ASSAULT = SHIPPED.entry("assault").ruleset.options;

describe("options declared once", () => {
  it.each(SHIPPED.entries.map(({ ruleset }) => [ruleset.id, ruleset] as const))(
    "%s: no values give every default, and its setup reads the same",
    (_id, ruleset) => {
      const values = readOptionValues(ruleset.options, undefined);
      for (const option of ruleset.options) {
        if (option.type === "number") expect(values.number(option.id)).toBe(option.default);
        if (option.type === "boolean") expect(values.boolean(option.id)).toBe(option.default);
        if (option.type === "choice")
          expect(
            values.choice(
              option.id,
              option.choices.map((choice) => choice.id),
            ),
          ).toBe(option.default);
        if (option.type === "records") expect(values.records(option.id, option.read)).toEqual(option.default);
      }
    },
  );

  it("refuses, by name, an option not declared, a number out of its range or not whole, an unknown choice and bad records", () => {
    expect(problem(() => readOptionValues(ASSAULT, { zocRaduis: 2 }))).toBe("WARGAME.Error.Options.Unknown");
    expect(() => readOptionValues(ASSAULT, { zocRaduis: 2 })).toThrow(
      /zocRaduis is not an option .*zocRadius, targetGroupTiles/,
    );
    // zocRadius: 0 to 10; coverSave: 0 to 6.
    expect(problem(() => readOptionValues(ASSAULT, { zocRadius: -1 }))).toBe("WARGAME.Error.Field.OutOfRange");
    expect(problem(() => readOptionValues(ASSAULT, { coverSave: 7 }))).toBe("WARGAME.Error.Field.OutOfRange");
    expect(problem(() => readOptionValues(ASSAULT, { zocRadius: 1.5 }))).toBe("WARGAME.Error.Field.NotInteger");
    expect(problem(() => readOptionValues(ASSAULT, { breakAt: "sometimes" }))).toBe(
      "WARGAME.Error.Field.UnknownChoice",
    );
    expect(problem(() => readOptionValues(ASSAULT, { saves: "yes" }))).toBe("WARGAME.Error.Field.NotBoolean");
    expect(problem(() => readOptionValues(ASSAULT, { coverKinds: ["woods", 3] }))).toBe(
      "WARGAME.Error.Field.NotString",
    );
    expect(problem(() => readOptionValues(ASSAULT, "all defaults"))).toBe("WARGAME.Error.Field.NotObject");
    // Own properties only: a prototype's name is no option.
    expect(problem(() => readOptionValues(ASSAULT, JSON.parse('{"__proto__": {"zocRadius": 3}}')))).toBe(
      "WARGAME.Error.Options.Unknown",
    );
  });

  it("takes given values over the defaults", () => {
    const values = readOptionValues(ASSAULT, { zocRadius: 2, breakAt: "never", coverKinds: ["woods"] });
    expect(values.number("zocRadius")).toBe(2);
    expect(values.choice("breakAt", ["units-remaining", "never"])).toBe("never");
    expect(values.records("coverKinds", (value) => (Array.isArray(value) ? value.map(String) : []))).toEqual(["woods"]);
    expect(values.number("targetGroupTiles")).toBe(2);
  });

  it("documents each option in one row: key, type, default, range or choices, label, hint, where the text is silent", () => {
    const table = optionsTable(ASSAULT, say);
    expect(table.rows).toHaveLength(ASSAULT.length);
    expect(table.rows[0]).toEqual([
      "zocRadius",
      "number",
      "1",
      "0 to 10, whole numbers",
      "Zone of control in tiles",
      "The source text does not define zones of control. How many tiles around a unit its zone of control reaches.",
      say("WARGAME.Assault.Gap.Zoc"),
    ]);
    const rounding = table.rows.find((row) => row[0] === "counterChargeRounding");
    expect(rounding?.[3]).toMatch(/^floor \(.+\), round \(.+\), ceil \(.+\)$/);
    const markdown = markdownTable(table).split("\n");
    expect(markdown).toHaveLength(2 + ASSAULT.length);
    expect(markdown[1]).toBe("| --- | --- | --- | --- | --- | --- | --- |");
  });

  it("documents every rule system's options with English texts for every key", () => {
    for (const { ruleset } of SHIPPED.entries)
      expect(() => optionsTable(ruleset.options, say), ruleset.id).not.toThrow();
  });
});
