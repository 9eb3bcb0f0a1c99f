/**
 * The live batches' logic (src/foundry/live-tests/scene-combats.ts, what Quench runs in a real world
 * on each imported Adventure) against the fakes, through the production host and its Foundry ports
 * on the active GM's client: the scene the pack build makes of each scenario file carries its
 * scripted combats in its flag (token ids, scene pixels), and each plays from that flag alone to the
 * expected board, and back by its card's Undo; a GM reload half-way resumes it to the same end; a
 * decision answered for another side is refused with nothing changed.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Scenario } from "@engine/scenario/scenario";
import { MODULE_ID } from "@foundry/constants";
import {
  forgedDecisionProblems,
  playSceneCombat,
  reloadedCombatProblems,
  sceneCombats,
  scriptedHost,
  stoppingAfter,
} from "@foundry/live-tests/scene-combats";
import { answerDecide, DECIDE_QUERY } from "@foundry/combat/decide-query";
import { MODULE_ID as MODULE } from "@foundry/constants";
import { registerOptionSettings } from "@foundry/settings/ruleset-options";
import { FakeWorld } from "../fakes/server";
import { hostModules } from "../host/host-world";
import { scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import { englishSay, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import { scenarioFiles } from "../../e2e/scenario-files";
import { fakeScene, occupiedCells } from "../scenario-documents/documents-board";
import { FakeCombatScene } from "../combat/scenario-scene";
import { user } from "../fakes/documents";

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

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The pack's scene in a world whose active GM (gm1) hosts, with a player p1 who owns every token
 * when `playerOwns` (else no side has a connected player, and the GM decides each), and the
 * scenario's dice queued for the fake rolls (the scripted host sets each roll's faces to the script's).
 */
function liveWorld(scenario: Scenario, dice: readonly number[], playerOwns = false) {
  const scene = packScene(scenario);
  if (playerOwns) for (const token of scene.tokens) token.owners.add("p1");
  const world = new FakeWorld([user("gm1", { isGM: true }), user("p1")], [scene], "gm1");
  world.stub();
  registerOptionSettings();
  modules.registerHostSettings();
  modules.registerHostQueries();
  world.dice.push(...dice, ...dice);
  const gm = world.user("gm1");
  const cards = () => [...world.messages].filter((message) => message.getFlag(MODULE, "hostedCard") === true);
  return { scene, world, gm, cards, ports: () => world.asSync(gm, () => modules.foundryHostPorts()) };
}

const WITH_COMBATS = scenarioFiles().filter(({ scenario }) => scenario.combats.length > 0);

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
      "plays combat %s from the scene's flag through the host, applies it as expected, and undoes it from its card",
      async (id) => {
        const live = liveWorld(scenario, scenario.combats.find((combat) => combat.id === id)?.script.dice ?? []);
        const combat = sceneCombats(live.scene).find((candidate) => candidate.id === id);
        if (combat === undefined) throw new Error(`no combat ${id} on the scene`);
        const scripted = scriptedHost(live.ports(), combat.script);
        expect(await live.world.as(live.gm, () => playSceneCombat(live.scene, combat, scripted, "gm1"))).toEqual([]);
        // Applied once, with one card the GM's client posted; every die rolled there.
        expect(live.cards()).toHaveLength(1);
        expect(live.world.rolled.every((roll) => roll.user === "gm1")).toBe(true);
      },
    );
  },
);

describe("the live batches' checks", () => {
  const [first] = WITH_COMBATS;
  if (first === undefined) throw new Error("no scenario with combats");
  const [combat] = sceneCombats(packScene(first.scenario));
  if (combat === undefined) throw new Error("no combat");

  it("report a board that is not the expected one, and a script that does not fit", async () => {
    const live = liveWorld(first.scenario, combat.script.dice);
    const [token] = live.scene.tokens;
    // Expected: the first token in a grid space far off the board, where no combat puts a unit.
    const id = token?.id ?? "";
    const wrong = { ...combat, expected: { units: { [id]: { cell: { i: 999, j: 999 } } } } };
    const problems = await live.world.as(live.gm, () =>
      playSceneCombat(live.scene, wrong, scriptedHost(live.ports(), combat.script), "gm1"),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${combat.id}: ${id}: `));
    const again = liveWorld(first.scenario, combat.script.dice);
    const lost = { decisions: [], dice: combat.script.dice };
    expect(combat.script.decisions.length).toBeGreaterThan(0);
    expect(
      await again.world.as(again.gm, () =>
        playSceneCombat(again.scene, combat, scriptedHost(again.ports(), lost), "gm1"),
      ),
    ).toEqual([
      `${combat.id}: the script has no decision for ${combat.script.decisions[0]?.step ?? ""} (next: none)`,
      `${combat.id}: not applied (open)`,
    ]);
  });

  // The batch's check at three stops (first write, half-way, before the last); host-faults.test.ts stops after every write of every combat.
  it("a GM reload at the first, a middle and the last-but-one state write: the host rebuilt from the stored state ends it once, as expected, Undo working", async () => {
    // An undisturbed run's state writes, to stop after each.
    const clean = liveWorld(first.scenario, combat.script.dice);
    let writes = 0;
    const counting = clean.ports();
    const counted = scriptedHost(
      { ...counting, store: { ...counting.store, save: (c) => (writes++, counting.store.save(c)) } },
      combat.script,
    );
    expect(await clean.world.as(clean.gm, () => playSceneCombat(clean.scene, combat, counted, "gm1"))).toEqual([]);
    expect(writes).toBeGreaterThan(2);
    for (const at of new Set([1, Math.floor(writes / 2), writes - 2])) {
      const live = liveWorld(first.scenario, combat.script.dice);
      const problems = await live.world.as(live.gm, () =>
        reloadedCombatProblems(
          live.scene,
          combat,
          scriptedHost(stoppingAfter(live.ports(), at), combat.script),
          () => scriptedHost(live.ports(), combat.script),
          "gm1",
        ),
      );
      expect(problems, `stopped after write ${at}`).toEqual([]);
      expect(live.cards(), `stopped after write ${at}`).toHaveLength(1);
      vi.unstubAllGlobals();
    }
  });

  it("report a host that does not stop, or that finishes without its card", async () => {
    const live = liveWorld(first.scenario, combat.script.dice);
    const never = () => scriptedHost(live.ports(), combat.script);
    expect(
      await live.world.as(live.gm, () => reloadedCombatProblems(live.scene, combat, never(), never, "gm1")),
    ).toEqual([`${combat.id}: the host did not stop (started)`]);
  });

  it("a decision answered for another side or step is refused: open, no decision, no card, nothing moved", async () => {
    for (const forged of [{ side: "someone-else" }, { stepId: "not-asked" }, { combatId: "other0000000000" }]) {
      const live = liveWorld(first.scenario, combat.script.dice, true);
      let asked = 0;
      // p1's modified client answers the host's decision query naming another question.
      live.world.queries[DECIDE_QUERY] = async (data) => {
        asked++;
        return { ...(await answerDecide(data, () => Promise.resolve([]))), ...forged };
      };
      const host = scriptedHost(live.ports(), combat.script).host;
      const problems = await live.world.as(live.gm, () =>
        forgedDecisionProblems(live.scene, combat, host, "gm1", () => asked),
      );
      expect(problems, JSON.stringify(forged)).toEqual([]);
      expect(live.cards()).toEqual([]);
      // Abandoned afterwards: nothing of it is left open.
      expect(live.world.settings.get(MODULE, modules.HOSTED_SETTING)).toMatchObject({
        combats: [{ status: "ended" }],
      });
      vi.unstubAllGlobals();
    }
  });

  it("report a forged decision that was taken", async () => {
    const live = liveWorld(first.scenario, combat.script.dice, true);
    // An honest client: its answers are taken, which the check reports (it expects a refusal).
    live.world.queries[DECIDE_QUERY] = (data) =>
      answerDecide(data, (question) =>
        Promise.resolve(combat.script.decisions.find((decision) => decision.step === question.stepId)?.picks ?? null),
      );
    const host = scriptedHost(live.ports(), combat.script).host;
    const problems = await live.world.as(live.gm, () =>
      forgedDecisionProblems(live.scene, combat, host, "gm1", () => 1),
    );
    expect(problems).toContain(`${combat.id}: a forged decision was taken`);
  });

  it("read no combats from a scene the build did not make", () => {
    expect(sceneCombats({ getFlag: () => undefined })).toEqual([]);
  });
});
