import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { expectedDifferences } from "../../../src/engine/scenario/check-expected";
import { resolveCombat } from "../../../src/engine/scenario/resolve-combat";
import { rulesetOf, validateScenario } from "../../../src/engine/scenario/scenario";

const ROOT = "scenarios";
const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((file) => /\.ya?ml$|\.json$/.test(file));

function load(file: string) {
  return validateScenario(parse(readFileSync(join(ROOT, file), "utf8")), file);
}

describe.each(files)("scenario %s", (file) => {
  const scenario = load(file);

  it("validates, with every combat's selection against its board", () => {
    expect(scenario.board.units.length).toBeGreaterThan(0);
  });

  it.each(scenario.combats.map((combat) => [combat.id, combat] as const))("combat %s ends as worked out by hand", (_id, combat) => {
    const run = resolveCombat(rulesetOf(scenario), scenario.board, combat.selection, combat.script);
    expect(combat.expected, "every scenario combat has its outcome worked out by hand").toBeDefined();
    expect(expectedDifferences(run, combat.expected)).toEqual([]);
  });
});
