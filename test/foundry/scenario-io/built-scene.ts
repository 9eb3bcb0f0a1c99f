import type { Scenario } from "../../../src/engine/scenario/scenario";
import { MODULE_ID } from "../../../src/foundry/constants";
import { scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import { englishSay, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import type { AdventureData } from "../../../src/foundry/scenario-documents/foundry-documents";
import { fakeScene } from "../scenario-documents/documents-board";

const say = englishSay();

/** The scene the compendium build makes of a scenario, as the host sees it (test/foundry fakes), with its name and module flags. */
export function builtScene(scenario: Scenario) {
  const adventure: AdventureData = scenarioAdventure(scenario, { say, readme: rulesetReadme(scenario.ruleset), folder: "wgcFolder0000000", sort: 0 }).adventure;
  const [scene] = adventure.scenes;
  if (scene === undefined) throw new Error("no scene");
  const flags = scene.flags[MODULE_ID] ?? {};
  const fake = fakeScene(scene, adventure.actors);
  return { id: fake.id, name: scene.name, grid: fake.grid, tokens: fake.tokens, walls: fake.walls, regions: fake.regions, getFlag: (_scope: string, key: string): unknown => flags[key] };
}
