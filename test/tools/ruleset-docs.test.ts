import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/engine/validation/read-fields";
import type { RulesetId } from "../../src/engine/rulesets/ids";
import { rulesetIds } from "../../src/engine/rulesets/registry";
import { playScenario } from "../../src/engine/scenario/play-scenario";
import { validateScenario } from "../../src/engine/scenario/scenario";
import { declarationsOf } from "../../tools/ruleset-reference/declarations";
import { referenceMarkdown, referencePath } from "../../tools/ruleset-reference/reference-markdown";
import { readDataFile, SCENARIO_ROOT, scenarioFiles } from "../../tools/scenario-file";

const library = scenarioFiles().map((file) => validateScenario(readDataFile(join(SCENARIO_ROOT, file)), file));

function patternOf(step: string): RegExp {
  const escaped = step.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".+")}$`);
}

describe.each(rulesetIds().map((id) => [id] as const))("the %s reference", (id: RulesetId) => {
  const declared = declarationsOf(id);
  const scenarios = library.filter((scenario) => scenario.ruleset === id);

  it("is committed as npm run docs generates it", () => {
    expect(readFileSync(referencePath(id), "utf8"), `run npm run docs to regenerate ${referencePath(id)}`).toBe(referenceMarkdown(declared));
  });

  it("names every step the library's combats ask for", () => {
    const patterns = declared.steps.map(patternOf);
    // A turn's attack steps carry the order's number before the attack's own step id.
    const own = (step: string): string => step.replace(/^\d+\//, "");
    const steps = scenarios.flatMap((scenario) =>
      [...scenario.combats.map((c) => [c, false] as const), ...scenario.turns.map((c) => [c, true] as const)].flatMap(([combat, turn]) =>
        playScenario(scenario, combat, turn, combat.script).log.map((entry) => entry.step),
      ),
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(patterns.some((pattern) => pattern.test(step) || pattern.test(own(step))), step).toBe(true);
  });

  it("names every selection field the library's combats use", () => {
    const used = scenarios.flatMap((scenario) => scenario.combats.flatMap((combat) => (isRecord(combat.selection) ? Object.keys(combat.selection) : [])));
    for (const field of used) expect(declared.selection, field).toContain(field);
  });

  it("names every status the library's units carry or its combats set", () => {
    const carried = scenarios.flatMap((scenario) => scenario.board.units.flatMap((unit) => unit.status));
    const set = scenarios.flatMap((scenario) =>
      scenario.combats.flatMap((combat) =>
        playScenario(scenario, combat, false, combat.script).effects.flatMap((effect) => (effect.kind === "status" ? [effect.status] : [])),
      ),
    );
    for (const status of [...carried, ...set]) expect(declared.statuses, status).toContain(status);
  });
});
