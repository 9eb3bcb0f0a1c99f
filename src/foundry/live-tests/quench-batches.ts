import type { Quench } from "@ethaks/fvtt-quench";
import { isRecord } from "@engine/validation/read-fields";
import { hostRulesets } from "../rulesets";
import type { ScenarioCombat } from "@engine/scenario/scenario";
import { stringify } from "yaml";
import type { CombatScene } from "../combat/combat-scene";
import { parseDecideRequest } from "../combat/decide-query";
import { MODULE_ID } from "../constants";
import { answerApply } from "../gm/gm-queries";
import type { QueryUser } from "../host/active-gm";
import { CombatHost } from "../host/combat-host";
import { foundryHostPorts } from "../host/foundry-host";
import { foundryImportPorts } from "../hooks/scene-import";
import { importScenario } from "../scenario-io/import-scenario";
import { sceneScenario } from "../scenario-io/scene-scenario";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { forgedQueryProblems, hiddenTokenProblems, sceneMapProblems, stackDragProblems } from "./live-checks";
import {
  forgedDecisionProblems,
  playSceneCombat,
  reloadedCombatProblems,
  sceneCombats,
  sceneState,
  scriptedHost,
  stoppingAfter,
} from "./scene-combats";

/**
 * Live tests for a real world: when the Quench module is active it fires `quenchReady`, and these
 * batches appear in its window (quench.registerBatch, github.com/Ethaks/FVTT-Quench README). They
 * change the world (import, move, undo, delete): run them in a test world. See README.md,
 * "Live tests".
 */
export function listen(): void {
  Hooks.on("quenchReady", (quench: Quench) => registerBatches(quench));
}

export function registerBatches(quench: Quench): void {
  quench.registerBatch(`${MODULE_ID}.scenarios`, scenariosBatch, {
    displayName: "Wargame Combat: scenarios, applied and undone",
  });
  quench.registerBatch(`${MODULE_ID}.hidden`, hiddenBatch, {
    displayName: "Wargame Combat: hidden tokens stay hidden",
  });
  quench.registerBatch(`${MODULE_ID}.forged`, forgedBatch, {
    displayName: "Wargame Combat: forged requests are refused",
  });
  quench.registerBatch(`${MODULE_ID}.gm-reload`, reloadBatch, {
    displayName: "Wargame Combat: a combat resumed after the GM's client reloads",
  });
  quench.registerBatch(`${MODULE_ID}.forged-decision`, forgedDecisionBatch, {
    displayName: "Wargame Combat: a decision answered for another side is refused",
  });
  quench.registerBatch(`${MODULE_ID}.scenario-files`, scenarioFilesBatch, {
    displayName: "Wargame Combat: scenes to scenario files and back",
  });
  quench.registerBatch(`${MODULE_ID}.adventure-map`, adventureMapBatch, {
    displayName: "Wargame Combat: an imported Adventure's scene shows its map",
  });
  quench.registerBatch(`${MODULE_ID}.stack-drag`, stackDragBatch, {
    displayName: "Wargame Combat: a dragged counter moves its whole stack",
  });
}

/**
 * On each imported scene with a stack, the GM drops the stack's first token one space to the right
 * as a drag does (`TokenDocument#move` with the method "dragging", foundryvtt/foundryvtt#12240): the
 * whole stack must follow, nothing else move (live-checks.ts `stackDragProblems`). This also shows
 * that a drag's move passes through `preUpdateToken` on the running version.
 */
function stackDragBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("a stacked counter dropped one space on", function () {
    it("moves its whole stack by the same offset, and nothing else", async function (this: TestContext) {
      this.timeout(300_000);
      await eachImportedScene(assert, async (imported) => {
        const scene = game.scenes?.get(imported.id ?? "");
        if (scene === undefined) return true;
        const problems = await stackDragProblems(
          scene,
          (token, to) => Promise.resolve(scene.tokens.get(token.id ?? "")?.move([to], { method: "dragging" })),
          async (moved) => {
            for (let waited = 0; waited < 10_000 && !moved(); waited += 100)
              await new Promise((resolve) => setTimeout(resolve, 100));
          },
        );
        assert.deepEqual(problems, [], `scene ${imported.name}`);
        return true;
      });
    });
  });
}

/**
 * Each Adventure of the Scenarios pack imported (v13 data: its scene's map in `background`, which
 * v14 moves onto a Level), its scene viewed, and its map found where the running Foundry draws it
 * from (live-checks.ts `sceneMapProblems`); then deleted.
 */
function adventureMapBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("each Adventure of the Scenarios pack, imported", function () {
    it("has a scene that shows its map", async function (this: TestContext) {
      this.timeout(300_000);
      await eachImportedScene(assert, (scene) => {
        assert.deepEqual(sceneMapProblems(scene), []);
        return Promise.resolve(true);
      });
    });
  });
}

/** What of Quench's batch context (Mocha and Chai) the batches use. */
interface BatchContext {
  readonly describe: (title: string, fn: () => void) => unknown;
  readonly it: (title: string, fn: (this: TestContext) => Promise<void>) => unknown;
  readonly assert: Assert;
}

interface Assert {
  readonly ok: (value: unknown, message?: string) => void;
  readonly isTrue: (value: boolean, message?: string) => void;
  readonly isAbove: (value: number, above: number, message?: string) => void;
  readonly equal: (actual: unknown, expected: unknown, message?: string) => void;
  readonly deepEqual: (actual: unknown, expected: unknown, message?: string) => void;
}

/** What a Mocha test's `this` offers the batches. */
interface TestContext {
  timeout(ms: number): unknown;
  skip(): never;
}

function scenariosBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("each Adventure of the Scenarios pack", function () {
    it("imports, has the host play each scripted combat with its dice and decisions, applies it as expected, undoes it from its card, and is deleted", async function (this: TestContext) {
      this.timeout(600_000);
      let played = 0;
      await eachScriptedCombat(assert, async (scene, combat) => {
        const problems = await playSceneCombat(
          scene,
          combat,
          scriptedHost(foundryHostPorts(), combat.script),
          game.user?.id ?? "",
        );
        assert.deepEqual(problems, [], `combat ${combat.id} of ${scene.name}`);
        played++;
        return true;
      });
      assert.isAbove(played, 0, "the pack's scenes carry scripted combats");
    });
  });
}

/**
 * A GM reload in the middle of a combat, as far as a batch can make one: the host stops after its
 * second state write (its memory dropped), a host built afresh from the world setting and this
 * client's storage resumes it, and it ends as the scenario expects with one card whose Undo works.
 */
function reloadBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("a combat whose GM client reloads half-way", function () {
    it("is resumed from the stored state and ends once, as undisturbed, with one card whose Undo works", async function (this: TestContext) {
      this.timeout(300_000);
      await eachScriptedCombat(assert, async (scene, combat) => {
        const ports = foundryHostPorts();
        const problems = await reloadedCombatProblems(
          scene,
          combat,
          scriptedHost(stoppingAfter(ports, 2), combat.script),
          () => scriptedHost(foundryHostPorts(), combat.script),
          game.user?.id ?? "",
        );
        assert.deepEqual(problems, [], `combat ${combat.id} of ${scene.name}`);
        return false;
      });
    });
  });
}

/**
 * A player's client answering the host's decision query for another side than asked: a temporary
 * player who owns every actor of the scene stands as connected, and its client's answer names
 * another side. The host must refuse it; nothing changes, and the combat is abandoned.
 */
function forgedDecisionBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("a decision answered for another side", function () {
    it("is refused: no decision taken, no card, nothing moves", async function (this: TestContext) {
      this.timeout(300_000);
      await eachScriptedCombat(assert, async (scene, combat) => {
        if (combat.script.decisions.length === 0) return true;
        const forger = await temporaryPlayer(scene);
        try {
          let asked = 0;
          const standIn: QueryUser = {
            id: forger.id,
            name: forger.name,
            isGM: false,
            active: true,
            query: (_name, data) => {
              asked++;
              const question = parseDecideRequest(data);
              return Promise.resolve({ ...question, view: undefined, side: `${question.side}-other`, picks: [] });
            },
          };
          const ports = foundryHostPorts();
          const host = new CombatHost({ ...ports, users: () => [...ports.users(), standIn] });
          const problems = await forgedDecisionProblems(scene, combat, host, game.user?.id ?? "", () => asked);
          assert.deepEqual(problems, [], `combat ${combat.id} of ${scene.name}`);
        } finally {
          await forger.remove();
        }
        return false;
      });
    });
  });
}

/**
 * Imports each Adventure of the Scenarios pack (each must create its scene), views each scene and
 * calls `visit` on it until `visit` says to stop (false); deletes what each import created.
 */
async function eachImportedScene(
  assert: Assert,
  visit: (scene: Imported["scenes"][number]) => Promise<boolean>,
): Promise<void> {
  const pack = game.packs?.get(`${MODULE_ID}.scenarios`);
  assert.ok(pack, "the Scenarios pack is there");
  const adventures: unknown[] = pack ? await pack.getDocuments() : [];
  assert.isAbove(adventures.length, 0);
  for (const adventure of adventures) {
    const imported = await importAdventure(adventure);
    try {
      assert.isAbove(imported.scenes.length, 0, "the Adventure created its scene");
      for (const scene of imported.scenes) {
        await scene.view();
        if (!(await visit(scene))) return;
      }
    } finally {
      await imported.remove();
    }
  }
}

/** Calls `play` for each scripted combat of each imported scene (which must name its rule system) until `play` says to stop. */
async function eachScriptedCombat(
  assert: Assert,
  play: (scene: Imported["scenes"][number], combat: ScenarioCombat) => Promise<boolean>,
): Promise<void> {
  await eachImportedScene(assert, async (scene) => {
    assert.ok(
      hostRulesets().ids.find((id) => id === scene.getFlag(MODULE_ID, "ruleset")),
      `scene ${scene.name} names its rule system`,
    );
    for (const combat of sceneCombats(scene)) if (!(await play(scene, combat))) return false;
    return true;
  });
}

/** A player created for a batch, owning every actor of the scene's tokens; `remove` deletes it. */
async function temporaryPlayer(scene: CombatScene): Promise<{ id: string; name: string; remove(): Promise<void> }> {
  const name = game.i18n?.localize("WARGAME.LiveTests.Forger") ?? "";
  const user = await User.create({ name, role: CONST.USER_ROLES.PLAYER });
  const id = user?.id ?? "";
  const tokens = [...(game.scenes?.get(scene.id ?? "")?.tokens ?? [])];
  const actors = [...new Set(tokens.flatMap((token) => (token.actorId === null ? [] : [token.actorId])))];
  for (const actorId of actors) await setOwnership(actorId, id, OWNER);
  return {
    id,
    name,
    remove: async () => {
      for (const actorId of actors) await setOwnership(actorId, id, INHERIT);
      await user?.delete();
    },
  };
}

/** Sets a user's ownership level of an actor (its `update`, read as any document's). */
async function setOwnership(actorId: string, userId: string, level: number): Promise<void> {
  const actor: unknown = game.actors?.get(actorId);
  const update: unknown = isRecord(actor) ? Reflect.get(actor, "update") : undefined;
  if (typeof update === "function") await Reflect.apply(update, actor, [{ ownership: { [userId]: level } }]);
}

/** Foundry's ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS: INHERIT -1, OWNER 3). */
const OWNER = 3;
const INHERIT = -1;

/**
 * Export scene as scenario, then Import scenario, in a real world: each Adventure's scene exported,
 * the file imported (real uploads and document creation, v13 or v14), and the new scene exported
 * again gives the same file.
 */
function scenarioFilesBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("each scene of the Scenarios pack", function () {
    it("exports as a scenario file that imports into a scene exporting as the same file", async function (this: TestContext) {
      this.timeout(600_000);
      const pack = game.packs?.get(`${MODULE_ID}.scenarios`);
      assert.ok(pack, "the Scenarios pack is there");
      const adventures: unknown[] = pack ? await pack.getDocuments() : [];
      for (const adventure of adventures) {
        const imported = await importAdventure(adventure);
        try {
          for (const scene of imported.scenes) {
            const file = stringify(sceneScenario(scene, rulesetOfScene(scene)));
            const ports = {
              ...foundryImportPorts(),
              pickFile: () => Promise.resolve({ name: `${scene.name}.yml`, text: file }),
            };
            const documents = await importScenario(ports);
            assert.ok(documents, `${scene.name} imported`);
            if (documents === null) continue;
            const created: CombatScene | undefined = game.scenes?.get(documents.scene._id);
            try {
              assert.ok(created, `${scene.name}: its new scene is there`);
              if (created !== undefined)
                assert.equal(
                  stringify(sceneScenario(created, rulesetOfScene(created))),
                  file,
                  `${scene.name} exports again as its file`,
                );
            } finally {
              await ports.remove("Scene", [documents.scene._id]);
              await ports.remove("JournalEntry", [documents.journal._id]);
              await ports.remove(
                "Actor",
                documents.actors.map((actor) => actor._id),
              );
              await ports.remove(
                "Folder",
                documents.folders.map((folder) => folder._id),
              );
            }
          }
        } finally {
          await imported.remove();
        }
      }
    });
  });
}

function hiddenBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("a hidden token on the viewed scene", function () {
    it("is left out of a player's board (overlays, contacts, HUD) and kept in the GM's", async function (this: TestContext) {
      const scene = canvas?.scene ?? null;
      const token = scene ? [...scene.tokens].find((candidate) => candidate.actor !== null) : undefined;
      if (!scene || !token?.id) return this.skip();
      const wasHidden = token.hidden;
      await token.update({ hidden: true });
      try {
        assert.deepEqual(hiddenTokenProblems(scene, token.id), []);
      } finally {
        await token.update({ hidden: wasHidden });
      }
    });
  });
}

function forgedBatch(context: BatchContext): void {
  const { describe, it, assert } = context;
  describe("a request that names its sender", function () {
    it("is refused, and nothing moves", async function (this: TestContext) {
      const scene = canvas?.scene ?? null;
      const token = scene ? [...scene.tokens][0] : undefined;
      if (!scene?.id || !token?.id) return this.skip();
      const before = sceneState(scene);
      const forged = {
        requesterId: game.user?.id ?? "",
        changes: {
          sceneId: scene.id,
          phases: [
            [
              {
                tokenId: token.id,
                name: token.name,
                waypoints: [{ x: token._source.x + 500, y: token._source.y }],
                rotation: 0,
              },
            ],
          ],
          edits: [],
        },
      };
      assert.deepEqual(await forgedQueryProblems(answerApply, forged, () => sceneState(scene) === before), []);
    });
  });
}

/** What an Adventure's import created that the batch looks at and removes afterwards. */
interface Imported {
  readonly scenes: (CombatScene & { readonly name: string; view(): Promise<unknown> })[];
  remove(): Promise<void>;
}

/** Imports an Adventure (v13 `Adventure#import`, which resolves with what it created by document type). */
async function importAdventure(adventure: unknown): Promise<Imported> {
  const run: unknown = isRecord(adventure) ? Reflect.get(adventure, "import") : undefined;
  if (typeof run !== "function") return { scenes: [], remove: () => Promise.resolve() };
  const result: unknown = await Reflect.apply(run, adventure, []);
  const created = isRecord(result) && isRecord(result["created"]) ? result["created"] : {};
  const documents = Object.values(created).flatMap((list: unknown) =>
    Array.isArray(list) ? list.map((item: unknown) => item) : [],
  );
  const sceneIds = new Set(
    Array.isArray(created["Scene"])
      ? created["Scene"].flatMap((scene: unknown) =>
          isRecord(scene) && typeof scene["id"] === "string" ? [scene["id"]] : [],
        )
      : [],
  );
  return {
    scenes: [...(game.scenes ?? [])].filter((scene) => scene.id !== null && sceneIds.has(scene.id)),
    remove: async () => {
      for (const document of documents) {
        const remove: unknown = isRecord(document) ? Reflect.get(document, "delete") : undefined;
        if (typeof remove === "function") await Reflect.apply(remove, document, []);
      }
    },
  };
}
