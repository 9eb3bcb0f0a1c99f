import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { LIMITS } from "@engine/limits";
import { parseScenarioText } from "@engine/scenario/scenario-text";

function errorOf(text: string): EngineError {
  try {
    parseScenarioText(text, "s.yml");
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("parsed");
}

/** Where the error says the file goes wrong. */
function placeOf(text: string): string {
  const error = errorOf(text);
  return `${error.key} ${String(error.data["line"])}:${String(error.data["column"])}`;
}

const BAD_INDENT = "WARGAME.Error.Scenario.BadIndent";

describe("a scenario file's text", () => {
  it("reads YAML and JSON alike", () => {
    expect(parseScenarioText("id: x\nunits: [{ id: a }]\n", "s.yml")).toEqual({ id: "x", units: [{ id: "a" }] });
    expect(parseScenarioText('{"id": "x", "n": 2}', "s.json")).toEqual({ id: "x", n: 2 });
  });

  // Before: the parser's place was the key above an over-indented line (line 5, column 11 here, and
  // line 1 for the last), and column 1 of an under-indented one.
  it("names the line and the column of a line indented wrongly, at the line's first character", () => {
    const grid = "id: x\nboard:\n  grid:\n    kind: square\n";
    expect(placeOf(`${grid}     size: 100\n`)).toBe(`${BAD_INDENT} 5:6`);
    expect(placeOf(`${grid}   size: 100\n`)).toBe(`${BAD_INDENT} 5:4`);
    const unit = "id: x\nboard:\n  units:\n    - id: a\n      side: red\n";
    expect(placeOf(`${unit}       move: 3\n`)).toBe(`${BAD_INDENT} 6:8`);
    expect(placeOf(`${unit}     move: 3\n`)).toBe(`${BAD_INDENT} 6:6`);
    expect(placeOf("id: x\n  name: y\n")).toBe(`${BAD_INDENT} 2:3`);
    expect(errorOf(`${grid}     size: 100\n`).message).toBe(
      "s.yml, line 5, column 6: this line is indented differently from the keys it belongs with " +
        "(YAML nests by indentation: keys of one mapping start in one column).\n     size: 100\n     ^",
    );
  });

  it("names the place of other slips with the parser's words", () => {
    expect(placeOf("id: x\nboard: [1, 2\nname: y\n")).toBe("WARGAME.Error.Scenario.Unreadable 3:1");
    expect(placeOf('id: "x\n')).toMatch(/^WARGAME.Error.Scenario.Unreadable /);
  });

  it("refuses a key given twice in one mapping, naming the second", () => {
    const error = errorOf('{"id": "x",\n "id": 3}');
    expect(`${error.data["line"]}:${error.data["column"]}`).toBe("2:2");
    expect(error.message).toContain("the key id is given twice in one mapping");
  });

  // Before: the parser compared each key with every other of its mapping; at the value cap one
  // mapping of 75,000 keys took 480 s of wall-clock time here (20,000 keys: 2.9 s of CPU).
  it("reads a mapping of 20,000 keys in linear time", () => {
    const text = `m:\n${Array.from({ length: 20_000 }, (_, k) => ` k${k}: ${k}\n`).join("")}`;
    const started = process.cpuUsage();
    const data = parseScenarioText(text, "s.yml") as { m: Record<string, number> };
    const used = process.cpuUsage(started);
    expect(data.m["k19999"]).toBe(19_999);
    expect((used.user + used.system) / 1000).toBeLessThan(1_500);
  });

  // Before: 20,000 brackets (40 KB) ran the parser out of stack, once out of memory (the process died).
  it("refuses brackets nested deeper than the cap before parsing, naming the line", () => {
    const deep = `id: x\nunits: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`;
    const error = errorOf(deep);
    expect(error.key).toBe("WARGAME.Error.Limit.ScenarioDepth");
    expect(error.message).toBe("s.yml, line 2: brackets nest more than 32 deep; a scenario file nests at most 32.");
    const atCap = `${"[".repeat(LIMITS.scenarioDepth)}${"]".repeat(LIMITS.scenarioDepth)}`;
    expect(parseScenarioText(atCap, "s.yml")).toBeInstanceOf(Array);
  });

  it("refuses an alias that expands to too much (a billion laughs)", () => {
    const laughs = [
      "a: &a [1,1,1,1,1,1,1,1,1,1]",
      "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]",
      "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]",
      "d: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]",
    ].join("\n");
    expect(errorOf(laughs).key).toBe("WARGAME.Error.Scenario.Unreadable");
  });
});
