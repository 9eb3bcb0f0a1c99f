import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { sceneScenario, slug } from "@foundry/scenario-io/scene-scenario";
import { loadScenarios } from "../../../tools/scenario-pack/build-scenario-pack";
import { builtScene, comparable } from "./built-scene";
import { SHIPPED } from "../../rulesets/shipped";

describe.each(loadScenarios().map(({ file, scenario }) => [file, scenario] as const))(
  "%s exported from its scene",
  (_file, scenario) => {
    it("reads back as the same scenario: scenario → documents → scene → scenario", () => {
      const exported = sceneScenario(builtScene(scenario), scenario.ruleset);
      // Through YAML, as the GM downloads it, and checked as any scenario file.
      const again = validateScenario(parse(stringify(exported)), "exported.yml", SHIPPED);
      expect(again.id).toBe(scenario.id);
      expect(again.name).toBe(scenario.name);
      expect(again.ruleset).toBe(scenario.ruleset);
      expect(comparable(again.board)).toEqual(comparable(scenario.board));
      // Each combat whole: its selection, its script and its expected board.
      expect(again.combats).toEqual(scenario.combats);
      // A turn (command-test's attack orders) comes back too, so it can be played from the scene.
      expect(again.turns.map(({ id, name, selection }) => ({ id, name, selection }))).toEqual(
        scenario.turns.map(({ id, name, selection }) => ({ id, name, selection })),
      );
      expect("turns" in exported).toBe(scenario.turns.length > 0);
    });
  },
);

describe("a scene the build did not make", () => {
  it("exports with its own ids and pixels, named after the scene", () => {
    const [first] = loadScenarios();
    if (!first) throw new Error("no scenario");
    const scene = builtScene(first.scenario);
    const plain = { ...scene, name: "Hill 112 (evening)", getFlag: () => undefined };
    const exported = sceneScenario(plain, "assault");
    expect(exported).toMatchObject({
      id: "hill-112-evening",
      name: "Hill 112 (evening)",
      ruleset: "assault",
      combats: [],
    });
    expect(exported.board.units.map((unit) => unit.id).sort()).toEqual(
      Array.from(scene.tokens, (token) => token.id).sort(),
    );
    expect(slug("  ")).toBe("scene");
  });
});
