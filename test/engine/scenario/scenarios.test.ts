import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { expectedDifferences } from "@engine/scenario/check-expected";
import { playScenario } from "@engine/scenario/play-scenario";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

const ROOT = "scenarios";
const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((file) => /\.ya?ml$|\.json$/.test(file));

function load(file: string) {
  return validateScenario(parse(readFileSync(join(ROOT, file), "utf8")), file, SHIPPED);
}

describe.each(files)("scenario %s", (file) => {
  const scenario = load(file);

  it("validates, with every combat's selection against its board", () => {
    expect(scenario.board.units.length).toBeGreaterThan(0);
  });

  const plays = [
    ...scenario.combats.map((combat) => [`combat ${combat.id}`, combat, false] as const),
    ...scenario.turns.map((turn) => [`turn ${turn.id}`, turn, true] as const),
  ];
  it.each(plays)("%s ends as worked out by hand", (_name, combat, turn) => {
    const run = playScenario(SHIPPED, scenario, combat, turn, combat.script);
    expect(combat.expected, "every scenario combat has its outcome worked out by hand").toBeDefined();
    expect(expectedDifferences(run, combat.expected)).toEqual([]);
  });
});
