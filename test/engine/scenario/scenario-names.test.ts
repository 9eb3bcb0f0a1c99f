import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EngineError } from "@engine/errors";
import { validateScenario } from "@engine/scenario/scenario";
import { duplicateScenarioIds, readSeed, rejectDuplicateScenarioIds } from "@engine/scenario/scenario-names";
import { rawScenarios } from "../../fuzz/scenario-files";
import { SHIPPED } from "../../rulesets/shipped";

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.message;
    throw error;
  }
  throw new Error("accepted");
}

const hedge = parse(readFileSync("scenarios/skirmish-recoil/flight-over-the-hedge.yml", "utf8")) as {
  board: {
    terrain: { areas: { kind: string }[] };
    units: { data: Record<string, unknown>; footprint: { center: { x: number } } }[];
  };
};
const ridge = parse(readFileSync("scenarios/victory-margin/breakthrough-at-the-ridge.yml", "utf8")) as typeof hedge;

/** The hedge scenario (skirmish-recoil) with its first area's kind replaced. */
function withKind(kind: string): unknown {
  const copy = structuredClone(hedge);
  const [area] = copy.board.terrain.areas;
  if (area !== undefined) area.kind = kind;
  return copy;
}

describe("names a rule system would pass over without a word", () => {
  it("refuses an unknown terrain kind, offering the near one", () => {
    // skirmish-recoil reads woods (difficult); "woodz" is one letter off.
    expect(messageOf(() => validateScenario(withKind("woodz"), "hedge.yml", SHIPPED))).toContain(
      'the terrain kind "woodz" means nothing to this rule system. Did you mean "woods"?',
    );
    // "clear" is near nothing it reads: the message lists them.
    expect(messageOf(() => validateScenario(withKind("clear"), "hedge.yml", SHIPPED))).toContain(
      '"clear" means nothing to this rule system, which reads "impassable", "difficult", "woods"',
    );
    expect(messageOf(() => validateScenario(withKind("constructor"), "hedge.yml", SHIPPED))).toContain(
      '"constructor" means nothing',
    );
  });

  it("refuses an unknown unit data key, offering the near one", () => {
    const copy = structuredClone(ridge);
    const [unit] = copy.board.units;
    if (unit !== undefined) unit.data = { strenght: 3 };
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      'data.strenght means nothing to this rule system. Did you mean "strength"?',
    );
    if (unit !== undefined) unit.data = JSON.parse('{"__proto__": 3}') as Record<string, unknown>;
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      "data.__proto__ means nothing to this rule system, whose unit data are",
    );
  });

  it("refuses a selection field the rule system does not declare, offering the near one", () => {
    const copy = structuredClone(ridge) as typeof ridge & { combats: { selection: Record<string, unknown> }[] };
    const [combat] = copy.combats;
    if (combat !== undefined) combat.selection = { ...combat.selection, attackerSuports: [] };
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      'selection.attackerSuports means nothing to this rule system. Did you mean "attackerSupports"?',
    );
    if (combat !== undefined) combat.selection = JSON.parse('{"__proto__": 3}') as Record<string, unknown>;
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      "selection.__proto__ means nothing to this rule system, whose selection fields are",
    );
  });

  it("refuses a script decision for a step the rule system never asks; a turn's attack steps carry their order's number", () => {
    const copy = structuredClone(ridge) as typeof ridge & { combats: { script: { decisions: { step: string }[] } }[] };
    const decision = copy.combats[0]?.script.decisions[0];
    if (decision !== undefined) decision.step = "folow-up:panzers";
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      'the step folow-up:panzers is not a decision this rule system asks for; its decisions are "stand-in", "defender", "support:<unit>", "follow-up:<unit>".',
    );
    // "attack" is a roll, not a decision.
    if (decision !== undefined) decision.step = "attack";
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toContain(
      "the step attack is not a decision",
    );
    const crossroads = parse(readFileSync("scenarios/command-test/orders-at-the-crossroads.yml", "utf8")) as unknown;
    expect(() => validateScenario(crossroads, "crossroads.yml", SHIPPED)).not.toThrow();
  });

  it("refuses a unit far off the board", () => {
    const copy = structuredClone(ridge);
    const [unit] = copy.board.units;
    if (unit !== undefined) unit.footprint.center.x = 500_000;
    expect(messageOf(() => validateScenario(copy, "ridge.yml", SHIPPED))).toMatch(
      /pixels from the rest of the board; a board spans at most 65536 pixels each way/,
    );
  });

  it("refuses two scenario files with one id; the project's files have each their own", () => {
    const a = { file: "a.yml", scenario: { id: "same" } };
    expect(messageOf(() => rejectDuplicateScenarioIds([a, { file: "b.yml", scenario: { id: "same" } }]))).toBe(
      "b.yml: the scenario id same is already used by a.yml.",
    );
    const files = rawScenarios().map(({ file, raw }) => ({ file, scenario: validateScenario(raw, file, SHIPPED) }));
    expect(() => rejectDuplicateScenarioIds(files)).not.toThrow();
  });

  it("names every later file that reuses an id, for the sandbox to list as errors", () => {
    const files = ["a", "b", "c", "d"].map((name, n) => ({
      file: `${name}.yml`,
      scenario: { id: n === 1 ? "other" : "same" },
    }));
    expect(duplicateScenarioIds(files).map(({ file, error }) => [file, error.message])).toEqual([
      ["c.yml", "c.yml: the scenario id same is already used by a.yml."],
      ["d.yml", "d.yml: the scenario id same is already used by a.yml."],
    ]);
  });

  it("reads a seed only when it is a whole number", () => {
    expect(readSeed("42")).toBe(42);
    expect(messageOf(() => readSeed("abc"))).toBe("The seed must be a whole number, got abc.");
    expect(messageOf(() => readSeed("1.5"))).toBe("The seed must be a whole number, got 1.5.");
  });
});
