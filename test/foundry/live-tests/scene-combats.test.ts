/**
 * The live scenario batch's logic (src/foundry/live-tests/scene-combats.ts, what Quench runs in a
 * real world on each imported Adventure) against the fakes: the scene the pack build makes of each
 * scenario file carries its scripted combats in its flag (token ids, scene pixels), and each plays
 * from that flag alone to the expected board, and back by undo.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Scenario } from "@engine/scenario/scenario";
import { MODULE_ID } from "@foundry/constants";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import { undoChanges } from "@foundry/gm/apply-changes";
import type { UndoRecord } from "@foundry/gm/change-set";
import { playSceneCombat, sceneCombats } from "@foundry/live-tests/scene-combats";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import { englishSay, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import { scenarioFiles } from "../../e2e/scenario-files";
import { fakeScene, occupiedCells } from "../scenario-documents/documents-board";
import { fakes, type Fakes } from "../combat/fake-ports";
import { FakeCombatScene } from "../combat/scenario-scene";
import { user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";
import { stubRulesetSettings } from "../fakes/settings";

const say = englishSay();

/**
 * The scene the pack build makes of a scenario, as the host's fakes: its tokens, walls, regions and
 * module flags, each token covering the grid spaces Foundry v13 gives the build's tokens wherever it
 * stands (documents-board.ts).
 */
function packScene(scenario: Scenario): FakeCombatScene {
  const { adventure } = scenarioAdventure(scenario, {
    say,
    readme: rulesetReadme(scenario.ruleset),
    folder: "wgcFolder0000000",
    sort: 0,
  });
  const [data] = adventure.scenes;
  if (data === undefined) throw new Error("no scene");
  const built = fakeScene(data, adventure.actors);
  for (const token of built.tokens) {
    token.getOccupiedGridSpaceOffsets = (at = {}) =>
      occupiedCells(
        { x: at.x ?? token.x, y: at.y ?? token.y, width: token.width ?? 1, height: token.height ?? 1 },
        data,
      );
  }
  const scene = new FakeCombatScene({
    id: built.id,
    grid: built.grid,
    tokens: [...built.tokens],
    walls: [...built.walls],
    regions: [...built.regions],
  });
  Object.assign(scene.flags, data.flags[MODULE_ID]);
  return scene;
}

const gm = user("gm", { isGM: true });

/** The GM's client plays it (every side unowned), rolling the script's dice; undo as the GM asks it. */
function gmRun(
  scene: FakeCombatScene,
  dice: readonly number[],
): { f: Fakes; run: Parameters<typeof playSceneCombat>[3] } {
  const f = fakes(scene, [...dice], { gmHere: true });
  const undo = (record: UndoRecord) =>
    undoChanges(
      "gm",
      { record },
      {
        findUser: (id) => (id === "gm" ? gm : undefined),
        findScene: (id) => (id === scene.id ? scene : undefined),
        mover: v13TokenMover,
        validator: ownTokensOnly,
        hooks: new FakeHooks(),
      },
    );
  return { f, run: { ports: f.ports, undo } };
}

const WITH_COMBATS = scenarioFiles().filter(({ scenario }) => scenario.combats.length > 0);

beforeEach(() => {
  stubRulesetSettings();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(WITH_COMBATS.map(({ file, scenario }) => [file, scenario] as const))(
  "the built scene of %s",
  (_file, scenario) => {
    it("carries every scripted combat: its selection, script and expected board by token id", () => {
      const scene = packScene(scenario);
      const combats = sceneCombats(scene);
      expect(combats.map((combat) => [combat.id, combat.script.dice])).toEqual(
        scenario.combats.map((combat) => [combat.id, combat.script.dice]),
      );
      // Every unit the scene's combats name is one of its tokens, never a scenario's unit id.
      const unitIds = new Set(scenario.board.units.map((unit) => unit.id));
      const tokenIds = new Set([...scene.tokens].map((token) => token.id));
      for (const combat of combats) {
        for (const id of Object.keys((combat.expected as { units?: object } | undefined)?.units ?? {}))
          expect(tokenIds.has(id) && !unitIds.has(id), id).toBe(true);
        for (const pick of combat.script.decisions.flatMap((decision) => decision.picks))
          expect(unitIds.has(pick), pick).toBe(false);
      }
    });

    it.each(scenario.combats.map((combat) => [combat.id] as const))(
      "plays combat %s from the scene's flag, applies it as expected, and undoes it",
      async (id) => {
        const scene = packScene(scenario);
        const combat = sceneCombats(scene).find((candidate) => candidate.id === id);
        if (combat === undefined) throw new Error(`no combat ${id} on the scene`);
        const { f, run } = gmRun(scene, combat.script.dice);
        expect(await playSceneCombat(scene, scenario.ruleset, combat, run)).toEqual([]);
        // It was played and applied: the chat card is there, and the moves went through the scene.
        expect(f.cards).toHaveLength(1);
      },
    );
  },
);

describe("the live scenario batch's checks", () => {
  const [first] = WITH_COMBATS;

  it("report a board that is not the expected one, and a script that does not fit", async () => {
    if (first === undefined) throw new Error("no scenario with combats");
    const scene = packScene(first.scenario);
    const [combat] = sceneCombats(scene);
    if (combat === undefined) throw new Error("no combat");
    const [token] = scene.tokens;
    // Expected: the first token in a grid space far off the board, where no combat puts a unit.
    const id = token?.id ?? "";
    const wrong = { ...combat, expected: { units: { [id]: { cell: { i: 999, j: 999 } } } } };
    const problems = await playSceneCombat(scene, first.scenario.ruleset, wrong, gmRun(scene, combat.script.dice).run);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${combat.id}: ${id}: `));
    const lost = { ...combat, script: { decisions: [], dice: combat.script.dice } };
    const again = packScene(first.scenario);
    expect(combat.script.decisions.length).toBeGreaterThan(0);
    expect(await playSceneCombat(again, first.scenario.ruleset, lost, gmRun(again, combat.script.dice).run)).toEqual([
      `${combat.id}: the script has no decision for ${combat.script.decisions[0]?.step ?? ""} (next: none)`,
    ]);
  });

  it("read no combats from a scene the build did not make", () => {
    expect(sceneCombats({ getFlag: () => undefined })).toEqual([]);
  });
});
