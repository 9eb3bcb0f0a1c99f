import { describe, expect, it } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { exportEntry } from "@foundry/scenario-io/export-entry";
import { readScenarioText } from "@foundry/scenario-io/scenario-text";
import { englishSay, loadScenarios, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import { PACK_STATS, scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import type { AdventureData } from "@foundry/scenario-documents/foundry-documents";
import type { Scenario } from "@engine/scenario/scenario";
import { fakeScene } from "../scenario-documents/documents-board";
import { FIXTURES, storedScene } from "./fixtures";

function li(entryId: string): HTMLElement {
  // The directory entry Foundry hands the callback: only its data-entry-id is read.
  const element: Pick<HTMLElement, "dataset"> = { dataset: { entryId } };
  return element as HTMLElement;
}

function adventureOf(scenario: Scenario): AdventureData {
  return scenarioAdventure(scenario, {
    say: englishSay(),
    readme: rulesetReadme(scenario.ruleset),
    folder: "packFolder000001",
    sort: 0,
  }).adventure;
}

/** Every document of an Adventure that Foundry migrates on import carries the schema version it follows. */
function expectStamped(adventure: AdventureData): void {
  expect(adventure._stats).toEqual({ coreVersion: "13.351" });
  for (const doc of [...adventure.scenes, ...adventure.actors, ...adventure.journal, ...adventure.folders])
    expect(doc._stats).toEqual(PACK_STATS);
}

describe("the pack build (item 9)", () => {
  for (const { file, scenario } of loadScenarios()) {
    it(`${file}: its Adventure carries _stats.coreVersion, its scene the map as v13 stores it`, () => {
      const adventure = adventureOf(scenario);
      expectStamped(adventure);
      const [scene] = adventure.scenes;
      expect(scene?.background.src).toMatch(/\.svg$/);
      expect(scene).not.toHaveProperty("levels");
    });
  }

  for (const fixture of FIXTURES) {
    it(`builds the exported ${fixture.name} into an Adventure that reads back as its board`, () => {
      const scene = storedScene(fixture);
      let text = "";
      exportEntry({
        isGM: () => true,
        scene: () => scene,
        ruleset: () => "assault",
        download: (written) => {
          text = written;
        },
        exported: () => undefined,
        failed: (error) => {
          throw error;
        },
      }).run(li(scene.id));
      const scenario = readScenarioText(text, "exported.yml");
      const adventure = adventureOf(scenario);
      expectStamped(adventure);
      const [built] = adventure.scenes;
      if (built === undefined) throw new Error("no scene");
      expect(sceneBoard(fakeScene(built, adventure.actors)).units).toHaveLength(scenario.board.units.length);
    });
  }
});
