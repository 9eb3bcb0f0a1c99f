import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OUTPUT_ROOT, SOURCE_ROOT, packNames } from "../../tools/build-packs";

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
