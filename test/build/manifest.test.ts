import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../tools/language-files";
import { distFiles } from "../../tools/package";
import { SHIPPED } from "../rulesets/shipped";

/** The build tests read what `npm run build` produced (the test command builds first). */
const DIST = "dist";

interface PackEntry {
  name: string;
  label: string;
  path: string;
  type: string;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringArray(value: unknown): string[] {
  expect(Array.isArray(value)).toBe(true);
  const list = value as unknown[];
  for (const item of list) expect(typeof item).toBe("string");
  return list as string[];
}

describe("the built manifest", () => {
  const manifest = readJson(join(DIST, "module.json"));
  if (!isRecord(manifest)) throw new Error("dist/module.json is not an object");
  const packs = manifest.packs as PackEntry[];

  it("has the required fields, typed", () => {
    expect(manifest.id).toBe("wargame-combat");
    expect(typeof manifest.title).toBe("string");
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    // Installs on v13 and v14; `verified` is the last version checked by review (honest-claims.test.ts).
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13.350", maximum: "14" });
    expect(manifest.socket).toBe(true);
    stringArray(manifest.esmodules);
    stringArray(manifest.styles);
  });

  it("keeps its version equal to package.json's and names it in the download URL", () => {
    const pkg = readJson("package.json");
    if (!isRecord(pkg)) throw new Error("package.json is not an object");
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toBe(
      `https://github.com/wargame-combat/wargame-combat/releases/download/v${String(manifest.version)}/module.zip`,
    );
  });

  it("recommends Dice So Nice", () => {
    expect(manifest.relationships).toMatchObject({ recommends: [{ id: "dice-so-nice", type: "module" }] });
  });

  it("names legal packs, each in a pack folder", () => {
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      // Foundry refuses pack names with dots or upper case; we also keep them kebab-case.
      expect(pack.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect([
        "Actor",
        "Adventure",
        "Cards",
        "Item",
        "JournalEntry",
        "Macro",
        "Playlist",
        "RollTable",
        "Scene",
      ]).toContain(pack.type);
    }
    const folders = manifest.packFolders as { packs: string[] }[];
    const foldered = folders.flatMap((folder) => folder.packs).sort();
    expect(foldered).toEqual(packs.map((pack) => pack.name).sort());
  });

  const referenced = [
    ...stringArray(manifest.esmodules),
    ...stringArray(manifest.styles),
    ...(manifest.languages as { path: string }[]).map((language) => language.path),
    String(manifest.license),
    String(manifest.readme),
  ];

  it("ships one merged language file holding the core keys and every rule system's keys", () => {
    const built = readJson(join(DIST, "lang/en.json"));
    expect(built).toEqual(mergedLanguage());
    const names = isRecord(built) && isRecord(built.WARGAME) ? built.WARGAME.Ruleset : undefined;
    for (const id of SHIPPED.ids) expect(isRecord(names) ? names[id] : undefined, id).toBeTypeOf("string");
  });

  it("references only files that exist in dist/", () => {
    for (const file of referenced) expect(existsSync(join(DIST, file)), file).toBe(true);
    for (const pack of packs) expect(existsSync(join(DIST, pack.path, "CURRENT")), pack.path).toBe(true);
  });

  it("ships nothing it does not reference (besides templates, sourcemaps and scene backgrounds)", () => {
    const extra = distFiles(DIST).filter(
      (file) =>
        !referenced.includes(file) &&
        file !== "module.json" &&
        !file.startsWith("templates/") &&
        // The scenario pack's scenes use these; packs.test.ts checks each is one scene's background.
        !file.startsWith("assets/scenarios/") &&
        !packs.some((pack) => file.startsWith(`${pack.path}/`)) &&
        !(file.endsWith(".js.map") && referenced.includes(file.slice(0, -4))),
    );
    expect(extra).toEqual([]);
  });
});
