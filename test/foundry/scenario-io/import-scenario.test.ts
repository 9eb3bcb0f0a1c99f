import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { EngineError } from "@engine/errors";
import { validateScenario } from "@engine/scenario/scenario";
import type { ActorData, FolderData, JournalEntryData } from "@foundry/scenario-documents/foundry-documents";
import { freshIds, importScenario, type ImportPorts, type PickedFile } from "@foundry/scenario-io/import-scenario";
import { rulesetReadmeText } from "@foundry/scenario-io/ruleset-readmes";
import { sceneScenario } from "@foundry/scenario-io/scene-scenario";
import { englishSay, loadScenarios, rulesetReadme } from "../../../tools/scenario-pack/build-scenario-pack";
import { FakeWorld, sceneMap } from "../fakes/world-documents";
import { comparable, sceneSource } from "./built-scene";
import { SHIPPED } from "../../rulesets/shipped";

const say = englishSay();
const files = loadScenarios();

/** The import wired to a fake world; ids are counted up, so a test can tell them apart. */
function setup(picked: PickedFile | null) {
  const world = new FakeWorld();
  const shown = { imported: [] as string[], failed: [] as { error: unknown; file: string }[] };
  let next = 0;
  const ports: ImportPorts = {
    pickFile: () => Promise.resolve(picked),
    say,
    readme: rulesetReadmeText,
    newId: () => `id${String(next++).padStart(14, "0")}`,
    backgroundSrc: (fileName) => `worlds/test/wargame-combat/${fileName}`,
    upload: (fileName, svg) => {
      world.uploads.set(fileName, svg);
      return Promise.resolve();
    },
    create: (batch) => world.create(batch),
    exists: (type, id) => world.has(type, id),
    remove: (type, ids) => world.remove(type, ids),
    imported: (scenario, file) => shown.imported.push(`${scenario.id} ${file}`),
    failed: (error, file) => shown.failed.push({ error, file }),
  };
  return { world, ports, shown };
}

function only<T>(values: Iterable<T>): T {
  const [first, ...rest] = [...values];
  if (first === undefined || rest.length > 0) throw new Error("expected exactly one");
  return first;
}

describe.each(files.map(({ file, scenario }) => [file, scenario] as const))(
  "%s imported into a world",
  (file, scenario) => {
    it("creates its folders, actors, journal and scene, and exports back as the same scenario", async () => {
      const { world, ports, shown } = setup({ name: file, text: readFileSync(file, "utf8") });
      const documents = await importScenario(ports);
      expect(shown.failed).toEqual([]);
      expect(shown.imported).toEqual([`${scenario.id} ${file}`]);
      expect(documents).not.toBeNull();
      expect(world.counts()).toEqual({ Folder: 3, Actor: scenario.board.units.length, JournalEntry: 1, Scene: 1 });

      // A folder of each kind named after the scenario, holding what was created.
      const folders = [...world.collection("Folder").values()] as FolderData[];
      expect(folders.map((folder) => [folder.type, folder.name]).sort()).toEqual([
        ["Actor", scenario.name],
        ["JournalEntry", scenario.name],
        ["Scene", scenario.name],
      ]);
      const folderOf = new Map(folders.map((folder) => [folder.type, folder._id]));
      const created = only(world.collection("Scene").values());
      const scene = documents?.scene;
      if (scene === undefined) throw new Error("no scene");
      expect(created._id).toBe(scene._id);
      const journal = only(world.collection("JournalEntry").values()) as JournalEntryData;
      const actors = [...world.collection("Actor").values()] as ActorData[];
      expect(scene.folder).toBe(folderOf.get("Scene"));
      expect(journal.folder).toBe(folderOf.get("JournalEntry"));
      for (const actor of actors) expect(actor.folder).toBe(folderOf.get("Actor"));
      // Tokens stand for the created actors, the scene links its journal, the background was uploaded first.
      expect(scene.tokens.map((token) => world.has("Actor", token.actorId))).toEqual(scene.tokens.map(() => true));
      expect(scene.journal).toBe(journal._id);
      const [uploaded] = [...world.uploads.keys()];
      expect(sceneMap(created)).toBe(`worlds/test/wargame-combat/${uploaded ?? ""}`);
      expect(uploaded).toMatch(new RegExp(`^${scenario.id}-id\\d{14}\\.svg$`));
      expect(world.uploads.get(uploaded ?? "")).toContain("<svg");
      // The journal's reference page carries the rule system's README, bundled as the pack reads it from disk.
      expect(rulesetReadmeText(scenario.ruleset)).toBe(rulesetReadme(scenario.ruleset));

      // Export the created scene (scene-scenario.ts) and read it as any scenario file.
      const exportedText = stringify(sceneScenario(sceneSource(scene, actors), scenario.ruleset));
      const exported = validateScenario(parse(exportedText), "exported.yml", SHIPPED);
      expect(exported.id).toBe(scenario.id);
      expect(exported.name).toBe(scenario.name);
      expect(exported.ruleset).toBe(scenario.ruleset);
      expect(comparable(exported.board)).toEqual(comparable(scenario.board));
      expect(exported.combats.map(({ id, name, selection }) => ({ id, name, selection }))).toEqual(
        scenario.combats.map(({ id, name, selection }) => ({ id, name, selection })),
      );
      expect(exported.turns.map(({ id, name, selection }) => ({ id, name, selection }))).toEqual(
        scenario.turns.map(({ id, name, selection }) => ({ id, name, selection })),
      );

      // The exported file imported in turn exports as itself (what the live batch checks in a real world).
      const again = setup({ name: "exported.yml", text: exportedText });
      const documentsAgain = await importScenario(again.ports);
      if (documentsAgain === null) throw new Error("the exported file did not import");
      expect(stringify(sceneScenario(sceneSource(documentsAgain.scene, documentsAgain.actors), scenario.ruleset))).toBe(
        exportedText,
      );
    });
  },
);

describe("importing a scenario", () => {
  const [first] = files;
  if (first === undefined) throw new Error("no scenario");
  const text = readFileSync(first.file, "utf8");

  it("does nothing when the GM cancels the file chooser", async () => {
    const { world, ports, shown } = setup(null);
    expect(await importScenario(ports)).toBeNull();
    expect(world.counts()).toEqual({ Folder: 0, Actor: 0, JournalEntry: 0, Scene: 0 });
    expect(shown).toEqual({ imported: [], failed: [] });
  });

  it("imports the same file twice as two copies, with ids of their own", async () => {
    const { world, ports } = setup({ name: first.file, text });
    await importScenario(ports);
    await importScenario(ports);
    expect(world.counts()).toEqual({
      Folder: 6,
      Actor: 2 * first.scenario.board.units.length,
      JournalEntry: 2,
      Scene: 2,
    });
    expect(world.uploads.size).toBe(2);
  });

  it("refuses a file that is not YAML, naming the file, and creates nothing", async () => {
    const { world, ports, shown } = setup({ name: "broken.yml", text: "id: [unclosed\nname: x" });
    expect(await importScenario(ports)).toBeNull();
    expect(world.counts()).toEqual({ Folder: 0, Actor: 0, JournalEntry: 0, Scene: 0 });
    expect(world.uploads.size).toBe(0);
    const { error, file } = only(shown.failed);
    expect(file).toBe("broken.yml");
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ key: "WARGAME.Error.Scenario.Unreadable", data: { file: "broken.yml" } });
  });

  it("refuses an invalid scenario with the file and the path inside it, its cause kept for localizing, and creates nothing", async () => {
    // The first unit's side removed: a unit must have one (scenarios/README.md).
    const data = parse(text) as { board: { units: Record<string, unknown>[] } };
    delete data.board.units[0]?.["side"];
    const { world, ports, shown } = setup({ name: "no-side.yml", text: stringify(data) });
    expect(await importScenario(ports)).toBeNull();
    expect(world.counts()).toEqual({ Folder: 0, Actor: 0, JournalEntry: 0, Scene: 0 });
    const { error } = only(shown.failed);
    expect(error).toMatchObject({ key: "WARGAME.Error.Scenario.Invalid", data: { file: "no-side.yml" } });
    expect(error instanceof EngineError && error.cause instanceof EngineError).toBe(true);
    expect(error instanceof Error ? error.message : "").toMatch(/^no-side\.yml: .*units\[0\].*side/);
  });

  // Folders and actors fail after the first is created (the import must find and delete it); the
  // journal and the scene are batches of one, which fail whole.
  it.each([
    ["Folder", 1],
    ["Actor", 1],
    ["JournalEntry", 0],
    ["Scene", 0],
  ] as const)("leaves nothing behind when creating the %s batch fails after %i", async (type, after) => {
    const { world, ports, shown } = setup({ name: first.file, text });
    // A pre-existing document of the world is left alone.
    await world.create({
      type: "Folder",
      data: [
        {
          _id: "keepThisFolder00",
          name: "Mine",
          type: "Actor",
          folder: null,
          sorting: "a",
          sort: 0,
          color: "#000000",
          flags: {},
        },
      ],
    });
    world.failOn = { type, after };
    expect(await importScenario(ports)).toBeNull();
    expect(world.counts()).toEqual({ Folder: 1, Actor: 0, JournalEntry: 0, Scene: 0 });
    expect(world.has("Folder", "keepThisFolder00")).toBe(true);
    expect(shown.imported).toEqual([]);
    const { error, file } = only(shown.failed);
    expect(file).toBe(first.file);
    expect(error instanceof Error ? error.message : "").toContain("the server refused it");
  });
});

describe("fresh ids", () => {
  it("gives the same names the same id and other names another", () => {
    let next = 0;
    const idOf = freshIds(() => `n${next++}`);
    expect(idOf("actor", "a")).toBe("n0");
    expect(idOf("token", "a")).toBe("n1");
    expect(idOf("actor", "a")).toBe("n0");
    // The parts are kept apart: ("a:b", "c") and ("a", "b:c") differ, as do ("ab") and ("a", "b").
    expect(idOf("a", "b")).not.toBe(idOf("ab"));
  });
});
