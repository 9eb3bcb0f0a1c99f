import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import type { EngineError } from "@engine/errors";
import type { Area, Unit } from "@engine/board/types";
import { exportEntry } from "@foundry/scenario-io/export-entry";
import { importScenario, type ImportPorts } from "@foundry/scenario-io/import-scenario";
import { rulesetReadmeText } from "@foundry/scenario-io/ruleset-readmes";
import { isRecord } from "@engine/validation/read-fields";
import { englishSay } from "../../../tools/scenario-pack/build-scenario-pack";
import { fakeGeneration, fakeRelease } from "../fakes/v14";
import { FakeWorld, sceneMap } from "../fakes/world-documents";
import { crucibleArenaV13 } from "../fixtures/real/crucible-arena-v13";
import { FIXTURES, storedScene, type Fixture } from "./fixtures";

interface Exported {
  readonly text: string | null;
  readonly leftOut: readonly EngineError[];
  readonly failures: readonly unknown[];
}

function li(entryId: string): HTMLElement {
  const element: Pick<HTMLElement, "dataset"> = { dataset: { entryId } };
  return element as HTMLElement;
}

/** "Export scene as scenario" on the fixture's scene, as the GM clicks it. */
function exported(fixture: Fixture): Exported {
  const scene = storedScene(fixture);
  let text: string | null = null;
  const leftOut: EngineError[] = [];
  const failures: unknown[] = [];
  exportEntry({
    isGM: () => true,
    scene: (id) => (id === scene.id ? scene : null),
    ruleset: () => "assault",
    download: (written) => {
      text = written;
    },
    exported: (_file, notes) => leftOut.push(...notes),
    failed: (error) => failures.push(error),
  }).run(li(scene.id));
  return { text, leftOut, failures };
}

/** "Import scenario" of a file into a fake world: the scene created, or null with what failed. */
async function imported(text: string): Promise<{ scene: object | null; failed: unknown[] }> {
  const world = new FakeWorld();
  const failed: unknown[] = [];
  let next = 0;
  const ports: ImportPorts = {
    pickFile: () => Promise.resolve({ name: "exported.yml", text }),
    say: englishSay(),
    readme: rulesetReadmeText,
    newId: () => `id${String(next++).padStart(14, "0")}`,
    backgroundSrc: (fileName) => `worlds/test/${fileName}`,
    upload: () => Promise.resolve(),
    create: (batch) => world.create(batch),
    exists: (type, id) => world.has(type, id),
    remove: (type, ids) => world.remove(type, ids),
    imported: () => undefined,
    failed: (error) => failed.push(error),
  };
  const documents = await importScenario(ports);
  const [created] = world.collection("Scene").values();
  return { scene: documents === null || created === undefined ? null : created, failed };
}

/** A created scene's tokens' data. */
function tokensOf(scene: object | null): Record<string, unknown>[] {
  const tokens: unknown = scene === null ? [] : Reflect.get(scene, "tokens");
  return Array.isArray(tokens) ? tokens.filter(isRecord) : [];
}

function fixture(id: string): Fixture {
  const found = FIXTURES.find((f) => f.doc._id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

interface FileBoard {
  readonly grid: { readonly kind: string; readonly diagonals: string };
  readonly units: readonly Unit[];
  readonly terrain: {
    readonly walls: readonly { readonly levels?: readonly string[] }[];
    readonly areas: readonly Area[];
  };
}

function boardOf(text: string | null): FileBoard {
  const file: unknown = parse(text ?? "");
  const board: unknown = typeof file === "object" && file !== null ? Reflect.get(file, "board") : null;
  return board as FileBoard;
}

afterEach(() => vi.unstubAllGlobals());

describe("every real-shaped scene exports as a file Import takes, and imports", () => {
  for (const f of FIXTURES) {
    it(f.name, async () => {
      const { text, failures, leftOut } = exported(f);
      expect(failures).toEqual([]);
      expect(text).not.toBeNull();
      // Every token is a unit of the file or named as left out (an empty map exports as an empty board).
      const units = boardOf(text).units;
      const tokensLeftOut = leftOut.filter((error) => f.doc.tokens.some((t) => error.message.includes(t._id)));
      expect(units.length + tokensLeftOut.length).toBe(f.doc.tokens.length);
      const { scene, failed } = await imported(text ?? "");
      expect(failed).toEqual([]);
      expect(tokensOf(scene)).toHaveLength(units.length);
    });
  }
});

describe("what an export leaves out, it says (item 4, 7, fail soft)", () => {
  it("leaves out a token covering more than one hex, naming it, and the file imports", () => {
    const { leftOut } = exported(fixture("hexScene00000001"));
    expect(leftOut.map((error) => error.message).join(" ")).toContain("hexTokenLarge001");
    const units = boardOf(exported(fixture("hexScene00000001")).text).units;
    expect(units.map((u) => u.id)).not.toContain("hexTokenLarge001");
  });

  it("leaves out v14 region shapes it cannot read with one warning per region, and exports the rest", () => {
    const { leftOut, text } = exported(fixture("levelsScene00001"));
    const messages = leftOut.map((error) => error.message);
    expect(messages.filter((m) => m.includes("newShapes0000001"))).toHaveLength(1);
    expect(messages.filter((m) => m.includes("pointCircle00001"))).toHaveLength(1);
    expect(boardOf(text).terrain.areas.map((area) => area.id)).toContain("Blast marks");
  });
});

describe("padding (item 5)", () => {
  it("exports cells of the scene's own rows and columns, and imports them there", async () => {
    const f = fixture("jExUw9bjtj7qx2gW");
    const [first] = f.doc.tokens;
    const unit = boardOf(exported(f).text).units.find((u) => u.id === first?._id);
    // Token at (4840, 4400), 4 × 4 squares of 200 px; padding 1800 × 1200 px (9 columns, 6 rows).
    expect(unit?.footprint).toMatchObject({ kind: "cells" });
    const cells = unit?.footprint.kind === "cells" ? unit.footprint.cells : [];
    expect(Math.min(...cells.map((c) => c.i))).toBe(16);
    expect(Math.min(...cells.map((c) => c.j))).toBe(15);
    const { scene } = await imported(exported(f).text ?? "");
    expect(Reflect.get(scene ?? {}, "padding")).toBe(0);
    expect(tokensOf(scene).find((t) => t["name"] === first?.name)).toMatchObject({ x: 3000, y: 3200 });
  });

  it("renumbers a padded hex scene from its first row, keeping the hexes' layout", () => {
    const board = boardOf(exported(fixture("hexScene00000001")).text);
    const sparse = board.units.find((u) => u.id === "hexTokenSparse01");
    expect(sparse?.footprint).toEqual({ kind: "cells", cells: [{ i: 2, j: 3 }] });
  });
});

describe("a scene shifted on its canvas (v13 `background.offsetX`/`offsetY`, v14 `shiftX`/`shiftY`)", () => {
  // The crucible arena, real but for its shift: 60 px left, 40 px down. Padding 1800 × 1200 px, so
  // the scene starts at (1740, 1240): its first column is canvas column 8 (cut by the scene's edge),
  // its first row canvas row 6. The first token covers columns 24–27 and rows 22–25.
  const shifted = (generation: 13 | 14): Fixture => {
    const f = FIXTURES.find((x) => x.doc._id === "jExUw9bjtj7qx2gW" && (generation === 14) === "levels" in x.doc);
    if (!f) throw new Error("no crucible arena");
    const shift =
      generation === 13
        ? { background: { ...crucibleArenaV13.background, offsetX: 60, offsetY: -40 } }
        : { shiftX: 60, shiftY: -40 };
    return { ...f, doc: { ...f.doc, ...shift } };
  };

  for (const generation of [13, 14] as const) {
    it(`v${generation}: counts cells from the scene's own first row and column`, () => {
      const f = shifted(generation);
      const [first] = f.doc.tokens;
      const unit = boardOf(exported(f).text).units.find((u) => u.id === first?._id);
      const cells = unit?.footprint.kind === "cells" ? unit.footprint.cells : [];
      expect(Math.min(...cells.map((c) => c.i))).toBe(16);
      expect(Math.min(...cells.map((c) => c.j))).toBe(16);
    });
  }
});

describe("region names (item 6)", () => {
  it("makes Foundry's default name, twice, into two area ids", () => {
    const ids = boardOf(exported(fixture("hexScene00000001")).text).terrain.areas.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(["Region.0", "Region.1", "Region-2"]);
  });
});

describe("v14 Levels (item 8) and the map on the scene's level (item 9)", () => {
  const f = fixture("levelsScene00001");

  it("keeps tokens', walls' and regions' levels and the scene's levels through export and import", async () => {
    vi.stubGlobal("game", { release: fakeRelease() });
    const text = exported(f).text;
    const board = boardOf(text);
    const file: unknown = parse(text ?? "");
    const { scene } = await imported(text ?? "");
    if (fakeGeneration() === 14) {
      expect(board.units.filter((u) => u.level === "upperLevel000001")).toHaveLength(2);
      expect(board.terrain.walls.filter((w) => w.levels?.includes("upperLevel000001"))).toHaveLength(1);
      expect(board.terrain.areas.find((a) => a.id === "Blast marks")?.levels).toEqual(["upperLevel000001"]);
      expect(Reflect.get(file as object, "levels")).toEqual(
        (f.doc.levels ?? []).map((level) => ({ id: level._id, name: level.name })),
      );
      expect(f.doc.levels?.map((level) => level._id)).toEqual(["defaultLevel0000", "upperLevel000001"]);
      const levels = Reflect.get(scene ?? {}, "levels") as { _id: string; background?: { src: string } }[];
      expect(levels).toHaveLength(2);
      const upper = levels[1]?._id;
      expect(tokensOf(scene).filter((t) => t["level"] === upper)).toHaveLength(2);
      expect(sceneMap(scene ?? {})).toMatch(/^worlds\/test\/.*\.svg$/);
      expect(scene).not.toHaveProperty("background");
    } else {
      expect(board.units.some((u) => u.level !== undefined)).toBe(false);
      expect(sceneMap(scene ?? {})).toMatch(/^worlds\/test\/.*\.svg$/);
      expect(scene).not.toHaveProperty("levels");
    }
  });
});

describe("Foundry's defaults (item 10)", () => {
  it("reads a grid without diagonals with the world's rule (core.gridDiagonals), not always EQUIDISTANT", () => {
    vi.stubGlobal("game", {
      release: fakeRelease(),
      settings: { get: (scope: string, key: string) => (scope === "core" && key === "gridDiagonals" ? 4 : undefined) },
    });
    expect(boardOf(exported(fixture("jExUw9bjtj7qx2gW")).text).grid.diagonals).toBe("alternating-1");
  });

  it("keeps a token's elevation through export and import", async () => {
    const text = exported(fixture("gridlessScene001")).text;
    expect(boardOf(text).units.find((u) => u.id === "gridlessTokenA01")).toMatchObject({ elevation: 10 });
    const { scene } = await imported(text ?? "");
    expect(tokensOf(scene).find((t) => t["name"] === "Gridless A")).toMatchObject({ elevation: 10 });
  });
});
