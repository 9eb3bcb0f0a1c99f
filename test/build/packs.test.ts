import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OUTPUT_ROOT, SOURCE_ROOT, packNames } from "../../tools/build-packs";
import { distFiles } from "../../tools/package";
import { readScenarioPack } from "../../tools/scenario-pack/build-scenario-pack";
import { SCENARIO_PACK_NAME } from "../../tools/scenario-pack/scenario-pack";

function documentsIn(dir: string): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.ya?ml$/.test(file)) continue;
    const doc = parse(readFileSync(join(dir, file), "utf8")) as { _key: string };
    docs.set(doc._key, doc);
  }
  return docs;
}

describe("compiled packs", () => {
  it.each(packNames())("%s reads back as the documents it was built from", async (name) => {
    const out = mkdtempSync(join(tmpdir(), `wgc-pack-${name}-`));
    await extractPack(join(OUTPUT_ROOT, name), out, { yaml: true });
    const sources = documentsIn(join(SOURCE_ROOT, name));
    const extracted = documentsIn(out);
    expect(sources.size).toBeGreaterThan(0);
    expect([...extracted.keys()].sort()).toEqual([...sources.keys()].sort());
    for (const [key, doc] of sources) expect(extracted.get(key)).toEqual(doc);
  });

  it("every source document has the _key the CLI needs", () => {
    for (const name of packNames()) {
      for (const [key, doc] of documentsIn(join(SOURCE_ROOT, name))) {
        expect(key).toMatch(/^!\w+!\w{16}$/);
        const pages = (doc as { pages?: { _id: string; _key: string }[] }).pages ?? [];
        const id = key.split("!")[2] ?? "";
        for (const page of pages) expect(page._key).toBe(`!journal.pages!${id}.${page._id}`);
      }
    }
  });
});

describe("the scenario pack", () => {
  const pack = readScenarioPack();
  const built = [...pack.folders, ...pack.adventures];

  it("reads back as the documents it was built from, one Adventure per scenario file", async () => {
    const out = mkdtempSync(join(tmpdir(), "wgc-pack-scenarios-"));
    await extractPack(join(OUTPUT_ROOT, SCENARIO_PACK_NAME), out, {});
    const extracted = new Map<string, unknown>();
    for (const file of readdirSync(out)) {
      const doc = JSON.parse(readFileSync(join(out, file), "utf8")) as { _key: string };
      extracted.set(doc._key, doc);
    }
    expect(pack.adventures.length).toBeGreaterThan(0);
    expect([...extracted.keys()].sort()).toEqual(built.map((doc) => doc._key).sort());
    // Through JSON, as the CLI stores them: nothing undefined, nothing lost.
    for (const doc of built) expect(extracted.get(doc._key), doc._key).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("expands into separate documents the way the CLI splits Adventures", async () => {
    const out = mkdtempSync(join(tmpdir(), "wgc-pack-scenarios-expanded-"));
    await extractPack(join(OUTPUT_ROOT, SCENARIO_PACK_NAME), out, { expandAdventures: true });
    const inside = pack.adventures.reduce(
      (n, a) => n + a.scenes.length + a.actors.length + a.journal.length + a.folders.length,
      0,
    );
    // Each Adventure's documents get a file each, beside the Adventure's and the rule-system folders'.
    expect(readdirSync(out).length).toBe(inside + pack.adventures.length + pack.folders.length);
  });

  it("ships exactly the backgrounds its scenes use", () => {
    const backgrounds = pack.adventures.flatMap((adventure) =>
      adventure.scenes.map((scene) => scene.background.src.replace("modules/wargame-combat/", "")),
    );
    const shipped = distFiles("dist").filter((file) => file.startsWith("assets/scenarios/"));
    expect(shipped.sort()).toEqual(backgrounds.sort());
    for (const asset of pack.assets) expect(readFileSync(join("dist", asset.path), "utf8")).toBe(asset.content);
  });
});
