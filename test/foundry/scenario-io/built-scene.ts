import type { Board, Unit, Wall } from "@engine/board/types";
import type { Scenario } from "@engine/scenario/scenario";
import { MODULE_ID } from "@foundry/constants";
import type { ActorData, AdventureData, SceneData } from "@foundry/scenario-documents/foundry-documents";
import { scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import { englishSay, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import { fakeScene } from "../scenario-documents/documents-board";

const say = englishSay();

/** A scene's data as the host sees the scene (test/foundry fakes), with its name and module flags. */
export function sceneSource(scene: SceneData, actors: readonly ActorData[]) {
  const flags = scene.flags[MODULE_ID] ?? {};
  const fake = fakeScene(scene, actors);
  return {
    id: fake.id,
    name: scene.name,
    grid: fake.grid,
    tokens: fake.tokens,
    walls: fake.walls,
    regions: fake.regions,
    getFlag: (_scope: string, key: string): unknown => flags[key],
  };
}

/** The scene the compendium build makes of a scenario, as the host sees it. */
export function builtScene(scenario: Scenario) {
  const adventure: AdventureData = scenarioAdventure(scenario, {
    say,
    readme: rulesetReadme(scenario.ruleset),
    folder: "wgcFolder0000000",
    sort: 0,
  }).adventure;
  const [scene] = adventure.scenes;
  if (scene === undefined) throw new Error("no scene");
  return sceneSource(scene, adventure.actors);
}

/** A board as a round trip must give it back: gridless tokens stand on whole scene pixels; everything else comes back exactly. */
export function comparable(board: Board): unknown {
  const round = (n: number): number => Math.round(n);
  const unit = (u: Unit): Unit =>
    u.footprint.kind === "cells"
      ? u
      : {
          ...u,
          footprint: { ...u.footprint, center: { x: round(u.footprint.center.x), y: round(u.footprint.center.y) } },
        };
  // Walls get document ids on the scene; they are compared by where they stand.
  const wall = (w: Wall): unknown => ({ ...w, id: "wall" });
  return {
    grid: board.grid,
    units: [...board.units].map(unit).sort((a, b) => a.id.localeCompare(b.id)),
    walls: board.terrain.walls.map(wall),
    areas: board.terrain.areas,
  };
}
