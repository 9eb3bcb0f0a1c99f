import { existsSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TERRAIN_KINDS, type Board, type Unit } from "@engine/board/types";
import { GRID_KINDS, type GridKind } from "@engine/model/grid-spec";
import { validateBoard } from "@engine/board/validate-board";
import { createCellGrid } from "@engine/grid/cell-grid";
import { footprintCenter } from "@engine/grid/footprint";
import { normalizeDegrees } from "@engine/geometry/angle";
import { type Scenario } from "@engine/scenario/scenario";
import { statusIds } from "@foundry/statuses/status-effects";
import { packIds, scenarioAdventure } from "../../../tools/scenario-pack/scenario-adventure";
import {
  englishSay,
  loadScenarios,
  rulesetReadme,
  rulesetReadmePath,
} from "../../../tools/scenario-pack/build-scenario-pack";
import { DOCUMENT_ID } from "../../../tools/scenario-pack/document-id";
import type { AdventureData } from "@foundry/scenario-documents/foundry-documents";
import { scenarioPack } from "../../../tools/scenario-pack/scenario-pack";
import { scenarioIds } from "@foundry/scenario-documents/scenario-ids";
import { sceneSelection } from "@foundry/scenario-documents/unit-references";
import { boardOnScene } from "@foundry/scenario-documents/board-on-scene";
import { isRecord } from "@engine/validation/read-fields";
import { documentsBoard } from "../../foundry/scenario-documents/documents-board";
import { SHIPPED } from "../../rulesets/shipped";

const say = englishSay();
const files = loadScenarios();

function build(scenario: Scenario): AdventureData {
  return scenarioAdventure(scenario, {
    say,
    readme: rulesetReadme(scenario.ruleset),
    folder: "wgcFolder0000000",
    sort: 0,
  }).adventure;
}

/** Every `_id` anywhere in a document, and whether any nested document carries a `_key`. */
function walk(value: unknown, visit: (record: Record<string, unknown>, depth: number) => void, depth = 0): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit, depth + 1);
  else if (typeof value === "object" && value !== null) {
    const record = Object.fromEntries(Object.entries(value));
    visit(record, depth);
    for (const item of Object.values(record)) walk(item, visit, depth + 1);
  }
}

function sceneOf(adventure: AdventureData) {
  const [scene] = adventure.scenes;
  if (scene === undefined) throw new Error("no scene");
  return scene;
}

/** The scene's flag `scenario`. */
function keptScenario(adventure: AdventureData): Readonly<Record<string, unknown>> {
  const kept = sceneOf(adventure).flags["wargame-combat"]?.["scenario"];
  return isRecord(kept) ? kept : {};
}

/** Each unit's token id, as the scene keeps it. */
function sceneIdsOf(adventure: AdventureData): Map<string, string> {
  const units = keptScenario(adventure)["units"];
  return new Map(Object.entries(isRecord(units) ? units : {}).map(([unit, token]) => [unit, String(token)]));
}

/**
 * A value read off the scene with every document id put back to the scenario's id (document ids
 * are random letters, so unlike the scenario's ids they never stand for anything else).
 */
function withScenarioIds(value: unknown, scenarioIdOf: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return scenarioIdOf.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item: unknown) => withScenarioIds(item, scenarioIdOf));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [scenarioIdOf.get(key) ?? key, withScenarioIds(item, scenarioIdOf)]),
    );
  return value;
}

/** Document id → scenario id, for the units, walls and areas of one region shape. */
function scenarioIdsBack(scenario: Scenario): Map<string, string> {
  const ids = scenarioIds(packIds(scenario));
  const { units, terrain } = scenario.board;
  return new Map([
    ...units.map((unit) => [ids.token(unit.id), unit.id] as const),
    ...terrain.walls.map((wall) => [ids.wall(wall.id), wall.id] as const),
    ...terrain.areas.map((area) => [ids.region(area.id), area.id] as const),
  ]);
}

/** Equal, but numbers may differ by `tolerance` (gridless tokens sit on whole pixels). */
function expectClose(actual: unknown, expected: unknown, tolerance: number, path = "setup"): void {
  if (typeof expected === "number" && typeof actual === "number") {
    expect(Math.abs(actual - expected), path).toBeLessThanOrEqual(tolerance);
  } else if (Array.isArray(expected) && Array.isArray(actual)) {
    expect(actual.length, path).toBe(expected.length);
    expected.forEach((item: unknown, k) => expectClose(actual[k], item, tolerance, `${path}[${k}]`));
  } else if (isRecord(expected) && isRecord(actual)) {
    expect(Object.keys(actual).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, item] of Object.entries(expected)) expectClose(actual[key], item, tolerance, `${path}.${key}`);
  } else expect(actual, path).toEqual(expected);
}

/** The scenario's board and the one the host reads from the documents are the same board. */
function expectSameBoard(original: Board, read: Board, sceneIds: ReadonlyMap<string, string>): void {
  expect(read.grid).toEqual(original.grid);
  expect(read.units).toHaveLength(original.units.length);
  const grid = original.grid.kind === "gridless" ? null : createCellGrid(original.grid);
  for (const unit of original.units) {
    const back = read.units.find((u) => u.id === sceneIds.get(unit.id));
    if (back === undefined) throw new Error(`unit ${unit.id} was not read back`);
    expect({ name: back.name, side: back.side, formation: back.formation, move: back.move }).toEqual({
      name: unit.name,
      side: unit.side,
      formation: unit.formation,
      move: unit.move,
    });
    expect(back.facing).toBeCloseTo(normalizeDegrees(unit.facing), 9);
    // The host shows the module's own statuses; a rule system's others stay on the actor as effects.
    expect([...back.status].sort()).toEqual(unit.status.filter((s) => statusIds().includes(s)).sort());
    // The host merges the token's state flag (steps lost, …) back into the actor's data.
    expect(back.data).toEqual(unit.data);
    const fp = unit.footprint;
    if (fp.kind === "cells") {
      const key = (c: { i: number; j: number }) => `${c.i},${c.j}`;
      expect(back.footprint.kind).toBe("cells");
      if (back.footprint.kind === "cells")
        expect(back.footprint.cells.map(key).sort()).toEqual(fp.cells.map(key).sort());
    } else {
      expect(back.footprint.kind).toBe(fp.kind);
      // Foundry keeps token corners in whole pixels: a centre moves by at most half a pixel each way.
      const a = footprintCenter(unit);
      const b = footprintCenter(back, grid ?? undefined);
      expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(0.5);
      // Sizes go through grid spaces (size / grid size × grid size): equal but for rounding.
      const dims = (f: Unit["footprint"]) =>
        f.kind === "circle" ? [f.radius] : f.kind === "cells" ? [] : [f.width, f.depth];
      dims(back.footprint).forEach((value, k) => expect(value).toBeCloseTo(dims(fp)[k] ?? NaN, 9));
    }
  }
  expect(read.terrain.walls).toHaveLength(original.terrain.walls.length);
  original.terrain.walls.forEach((wall, k) => {
    const back = read.terrain.walls[k];
    expect(back?.blocksMove).toBe(wall.blocksMove);
    expect(back?.blocksSight).toBe(wall.blocksSight);
    for (const [p, q] of [
      [wall.a, back?.a],
      [wall.b, back?.b],
    ] as const) {
      expect(Math.abs(p.x - (q?.x ?? NaN))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(p.y - (q?.y ?? NaN))).toBeLessThanOrEqual(0.5);
    }
  });
  // Each area becomes a region whose polygons are the area's own (one per cell for an area of cells).
  const areasRead = read.terrain.areas;
  const polygonsOf = (k: number) => {
    const area = original.terrain.areas[k];
    if (area === undefined) return [];
    return "polygon" in area.shape ? [area.shape.polygon] : area.shape.cells.map((cell) => grid?.vertices(cell) ?? []);
  };
  let next = 0;
  original.terrain.areas.forEach((area, k) => {
    const polygons = polygonsOf(k);
    const back = areasRead.slice(next, next + polygons.length);
    next += polygons.length;
    expect(back.map((b) => b.kind)).toEqual(polygons.map(() => area.kind));
    expect(back.map((b) => b.blocksSight)).toEqual(polygons.map(() => area.blocksSight === true));
    expect(back.map((b) => ("polygon" in b.shape ? b.shape.polygon : []))).toEqual(polygons);
  });
  expect(next).toBe(areasRead.length);
}

describe.each(files.map((f) => [f.file, f.scenario] as const))(
  "scenario %s as Foundry documents",
  (_file, scenario) => {
    const adventure = build(scenario);
    const scene = sceneOf(adventure);
    const sceneIds = sceneIdsOf(adventure);

    it("gives every document an id of 16 letters and digits, none twice, and no _key inside the Adventure", () => {
      const ids: string[] = [];
      walk(adventure, (record, depth) => {
        if ("_id" in record) ids.push(String(record["_id"]));
        // The CLI keys only the Adventure; its documents are stored inline.
        if (depth > 0) expect(record).not.toHaveProperty("_key");
      });
      for (const id of ids) expect(id).toMatch(DOCUMENT_ID);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("gives the same ids on every build", () => {
      expect(build(scenario)).toEqual(adventure);
    });

    it("reads back through the host as the scenario's board (a gridless one shifted onto the scene)", () => {
      expectSameBoard(
        boardOnScene(scenario.board, scenario.id).board,
        documentsBoard(scene, adventure.actors),
        sceneIds,
      );
    });

    it("keeps unit data every token's rule system accepts", () => {
      const ruleset = SHIPPED.ruleset(scenario.ruleset);
      for (const actor of adventure.actors) {
        const token = scene.tokens.find((t) => t.actorId === actor._id);
        const unit = actor.flags["wargame-combat"]?.["unit"];
        const data = isRecord(unit) ? unit["data"] : undefined;
        const state = token?.flags["wargame-combat"]?.["state"];
        const merged = { ...(isRecord(data) ? data : {}), ...(isRecord(state) ? state : {}) };
        expect(() => ruleset.validateUnitData(merged, actor.name)).not.toThrow();
      }
    });

    it("keeps each combat's selection so that the combat sets up on the scene as in the file", () => {
      const ruleset = SHIPPED.ruleset(scenario.ruleset);
      const read = documentsBoard(scene, adventure.actors);
      const kept = keptScenario(adventure);
      const combats = Array.isArray(kept["combats"]) ? (kept["combats"] as unknown[]) : [];
      const onScene = boardOnScene(scenario.board, scenario.id);
      expect(kept["shift"]).toEqual(onScene.shift);
      expect(combats).toHaveLength(scenario.combats.length);
      scenario.combats.forEach((combat, k) => {
        const stored = combats[k];
        const fromScene = withScenarioIds(
          JSON.parse(JSON.stringify(ruleset.setupFromBoard(read, isRecord(stored) ? stored["selection"] : undefined))),
          scenarioIdsBack(scenario),
        );
        // The same combat set up on the board as the scene holds it (shifted, the grid's size in whole
        // pixels); gridless tokens stand on whole pixels.
        const onBoard: unknown = JSON.parse(
          JSON.stringify(
            ruleset.setupFromBoard(onScene.board, sceneSelection(combat.selection, new Map(), onScene.shift)),
          ),
        );
        expectClose(fromScene, onBoard, scenario.board.grid.kind === "gridless" ? 0.5 : 0);
      });
    });
  },
);

// Before: a scenario's names went verbatim into the documents' names, markup and all.
describe("names from a scenario file", () => {
  const mark = (name: string) => `<img src=x onerror="alert(1)"><b>${name}</b>`;
  const [first] = files;
  if (first === undefined) throw new Error("no scenarios");
  const { scenario } = first;
  const hostile: Scenario = {
    ...scenario,
    name: mark(scenario.name),
    sideNames: Object.fromEntries(Object.entries(scenario.sideNames).map(([side, name]) => [side, mark(name)])),
    board: {
      ...scenario.board,
      units: scenario.board.units.map((unit) => ({ ...unit, name: mark(unit.name) })),
      terrain: {
        ...scenario.board.terrain,
        areas: scenario.board.terrain.areas.map((area) => ({ ...area, id: `<i>${area.id}` })),
      },
    },
    combats: scenario.combats.map((combat) => ({ ...combat, name: mark(combat.name) })),
  };

  it("become plain-text document names, with the markup taken out", () => {
    const adventure = build(hostile);
    const names: string[] = [];
    walk(adventure, (record) => {
      if (typeof record["name"] === "string") names.push(record["name"]);
    });
    expect(names.length).toBeGreaterThan(scenario.board.units.length * 3);
    expect(names.filter((name) => /[<>]/.test(name))).toEqual([]);
    expect(adventure.name).toBe(scenario.name);
    expect(sceneOf(adventure).name).toBe(scenario.name);
    expect(adventure.actors.map((actor) => actor.name)).toEqual(scenario.board.units.map((unit) => unit.name));
  });

  it("are escaped where they become HTML: the briefing lists them as text", () => {
    const briefing = build(hostile).journal[0]?.pages[0]?.text.content ?? "";
    expect(briefing).toContain(scenario.board.units[0]?.name ?? "?");
    expect(briefing).not.toMatch(/<img|<b>/);
  });
});

describe("the scenario pack", () => {
  it("has each scenario's rule system explained by its README", () => {
    for (const ruleset of new Set(files.map((f) => f.scenario.ruleset)))
      expect(existsSync(rulesetReadmePath(ruleset)), ruleset).toBe(true);
  });

  it("puts each scenario's Adventure in its rule system's folder, keyed as the CLI wants", () => {
    const pack = scenarioPack(files, say, rulesetReadme);
    expect(pack.adventures).toHaveLength(files.length);
    for (const folder of pack.folders) expect(folder._key).toBe(`!folders!${folder._id}`);
    for (const adventure of pack.adventures) {
      expect(adventure._key).toBe(`!adventures!${adventure._id}`);
      expect(pack.folders.map((folder) => folder._id)).toContain(adventure.folder);
    }
  });
});

/** Random boards of every grid kind, on the positive quarter where Foundry scenes lie. */
const HEX_AND_SQUARE: readonly GridKind[] = GRID_KINDS.filter((kind) => kind !== "gridless");
const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const point = fc.record({ x: hundredths(0, 900), y: hundredths(0, 900) });

function unitArb(kind: GridKind, k: number): fc.Arbitrary<Record<string, unknown>> {
  const cell = fc.record({ i: fc.integer({ min: 0, max: 8 }), j: fc.integer({ min: 0, max: 8 }) });
  const footprint: fc.Arbitrary<unknown> =
    kind === "gridless"
      ? fc.oneof(
          fc.record({ kind: fc.constant("circle"), center: point, radius: hundredths(5, 40) }),
          fc.record({
            kind: fc.constantFrom("rect", "ellipse"),
            center: point,
            width: hundredths(10, 80),
            depth: hundredths(10, 80),
          }),
        )
      : kind === "square"
        ? fc
            .record({ top: cell, height: fc.integer({ min: 1, max: 2 }), width: fc.integer({ min: 1, max: 2 }) })
            .map(({ top, height, width }) => {
              const cells = [];
              for (let i = 0; i < height; i++)
                for (let j = 0; j < width; j++) cells.push({ i: top.i + i, j: top.j + j });
              return { kind: "cells", cells };
            })
        : cell.map((c) => ({ kind: "cells", cells: [c] }));
  return fc
    .record({
      id: fc.constant(`u${k}`),
      name: fc.constant(`Unit ${k}`),
      side: fc.constantFrom("red", "blue", "green"),
      formation: fc.option(fc.constantFrom("A", "B"), { nil: undefined }),
      footprint,
      facing: fc.oneof(fc.constantFrom(0, 90, 180, 270, -90), hundredths(0, 359.99)),
      move: fc.integer({ min: 0, max: 12 }),
      status: fc.subarray(["tipped", "broken", "low-supply"]),
      data: fc.record({
        type: fc.constant("infantry"),
        track: fc.constant([3, 2]),
        stepsLost: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      }),
    })
    .map((unit) => JSON.parse(JSON.stringify(unit)) as Record<string, unknown>);
}

function boardArb(kind: GridKind): fc.Arbitrary<Board> {
  const cell = fc.record({ i: fc.integer({ min: 0, max: 8 }), j: fc.integer({ min: 0, max: 8 }) });
  const polygon = fc.tuple(point, point, point).map((points) => ({ polygon: points }));
  const shape =
    kind === "gridless"
      ? polygon
      : fc.oneof(
          polygon,
          fc
            .uniqueArray(cell, { minLength: 1, maxLength: 3, selector: (c) => `${c.i},${c.j}` })
            .map((cells) => ({ cells })),
        );
  return fc
    .record({
      size: fc.constantFrom(40, 100),
      units: fc
        .integer({ min: 1, max: 5 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, k) => unitArb(kind, k)))),
      walls: fc.array(fc.record({ a: point, b: point, blocksMove: fc.boolean(), blocksSight: fc.boolean() }), {
        maxLength: 3,
      }),
      areas: fc.array(
        fc.record({ kind: fc.constantFrom(...TERRAIN_KINDS, "swamp"), shape, blocksSight: fc.boolean() }),
        { maxLength: 3 },
      ),
      diagonals: fc.constantFrom("equidistant", "exact", "alternating-1"),
    })
    .map(({ size, units, walls, areas, diagonals }) =>
      validateBoard({
        grid: { kind, size, distance: 1, units: "m", diagonals },
        units,
        terrain: {
          walls: walls.map((w, k) => ({ id: `w${k}`, ...w })),
          areas: areas.map((a, k) => ({ id: `a${k}`, ...a })),
        },
      }),
    );
}

describe.each([...HEX_AND_SQUARE, "gridless" as const])("random %s boards", (kind) => {
  it("read back through the host as the board they were built from", () => {
    fc.assert(
      fc.property(boardArb(kind), (board) => {
        const scenario: Scenario = {
          id: "random",
          name: "Random",
          briefing: "",
          ruleset: "combat-grid",
          board,
          sideNames: {},
          combats: [],
          turns: [],
        };
        const adventure = build(scenario);
        expectSameBoard(
          boardOnScene(board, "random").board,
          documentsBoard(sceneOf(adventure), adventure.actors),
          sceneIdsOf(adventure),
        );
      }),
      { numRuns: 40 },
    );
  });
});
