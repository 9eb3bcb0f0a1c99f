import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { expectedDifferences, jsonDifferences } from "@engine/scenario/check-expected";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/combat-grid/mountain-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const combat = scenario.combats[0];
if (!combat) throw new Error("the mountain attack has a combat");
const run = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, combat.script);

describe("expectedDifferences", () => {
  it("finds none when the run ends as its block says", () => {
    expect(expectedDifferences(run, combat.expected)).toEqual([]);
  });

  it("names each field that is off, with what was written and what came out", () => {
    const wrong = {
      outcome: { result: "retreats", noCombat: false, inflicted: { attacker: 2, defender: 1 }, squareTaken: false },
      units: { gds: { stepsLost: 2, cell: { i: 5, j: 6 } }, stug: { removed: true }, "pzg-1": { status: ["tipped"] } },
    };
    expect(expectedDifferences(run, wrong)).toEqual([
      { path: "outcome.result", expected: '"retreats"', got: '"holds"' },
      { path: "outcome.inflicted.defender", expected: "1", got: "0" },
      { path: "units.gds.stepsLost", expected: "2", got: "1" },
      { path: "units.gds.cell[0].j", expected: "6", got: "5" },
      { path: "units.stug.removed", expected: "true", got: "still on the board" },
    ]);
  });

  it("refuses a field it does not know, so a misspelt check cannot pass", () => {
    expect(expectedDifferences(run, { outcomes: {}, units: { gds: { stepLost: 1 } } })).toEqual([
      { path: "outcomes", expected: "outcome, tolerance, units or markers", got: "an unknown field" },
      {
        path: "units.gds.stepLost",
        expected: "cell, center, facing, stepsLost, status, removed",
        got: "an unknown field",
      },
    ]);
  });

  it("reports a run that stopped waiting", () => {
    const waiting = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, {
      decisions: combat.script.decisions,
      dice: [5],
    });
    expect(expectedDifferences(waiting, combat.expected)).toEqual([
      { path: "status", expected: "done", got: "waiting for roll:defender" },
    ]);
  });

  it("compares JSON field by field, and whole where shapes differ", () => {
    expect(jsonDifferences("o", { a: [1, 2], b: "x" }, { a: [1, 3], b: "x", c: true })).toEqual([
      { path: "o.a[1]", expected: "2", got: "3" },
      { path: "o.c", expected: "(not written)", got: "true" },
    ]);
    expect(jsonDifferences("o", [1], [1, 2])).toEqual([{ path: "o", expected: "[1]", got: "[1,2]" }]);
  });
});
