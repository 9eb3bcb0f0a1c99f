import { isRecord } from "@engine/validation/read-fields";
import { EngineError } from "@engine/errors";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import type { GridKind, GridSpec } from "@engine/model/grid-spec";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { translateFootprint } from "@engine/grid/footprint";
import { add, distance, sub } from "@engine/geometry/vector";
import type { RulesetId } from "@engine/rulesets/ids";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { SEES_ALL } from "../board/board-units";
import { documentOwner } from "../board/owners";
import { regionAreas } from "../board/region-areas";
import { readableBoard } from "../board/scene-board";
import type { FlagSource, RegionSource, SceneSource } from "../board/sources";
import { foundryCompat, type SceneLevel } from "../compat/choose-compat";
import { hostError } from "../host-errors";
import { FLAG } from "../board/module-flags";
import { MODULE_ID } from "../constants";
import { readScenarioCombat } from "@engine/scenario/scenario";
import { sceneScript } from "../scenario-documents/unit-references";
import type { SideNames } from "@view/named-texts";
import { renameSelection } from "./selection-ids";

/** The scene flag the scenario build keeps a scenario's ids, shift, combats and turns in (tools/scenario-pack/scene-document.ts). */
export const SCENARIO_FLAG = "scenario";

/**
 * The sides' names a scene knows: those of the scenario it was built from (its `scenario` flag's
 * `sides`, written by tools/scenario-pack/scene-document.ts). A side without a name goes by its id
 * made readable.
 */
export function sceneSideNames(scene: FlagSource): SideNames {
  const flag = scene.getFlag(MODULE_ID, SCENARIO_FLAG);
  const sides = isRecord(flag) && isRecord(flag["sides"]) ? flag["sides"] : {};
  const named = Object.entries(sides).flatMap(([side, name]) =>
    typeof name === "string" && name !== "" ? [[side, name] as const] : [],
  );
  // Null-prototype, so a side called `__proto__` or `constructor` is a plain name.
  return Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(named));
}

/** A scenario file's contents (scenarios/README.md), as plain data ready to write as YAML. */
export interface ScenarioFile {
  readonly id: string;
  readonly name: string;
  readonly ruleset: RulesetId;
  readonly board: Board;
  /** The sides' names, when the scene has them (scenarios/README.md: `sides`). */
  readonly sides?: Readonly<Record<string, { readonly name: string }>>;
  readonly combats: readonly ScenarioEntry[];
  /** The rule system's turns (scenarios/README.md, `turns`); left out when there are none. */
  readonly turns?: readonly ScenarioEntry[];
  /** The scene's levels (v14), which units, walls and areas name; left out when it has none. */
  readonly levels?: readonly SceneLevel[];
}

/** A combat or a turn of a scenario file: its id, name and selection, and its script and expected board when it has them. */
export interface ScenarioEntry {
  readonly id: string;
  readonly name: string;
  readonly selection: JsonValue;
  readonly script?: JsonValue;
  readonly expected?: JsonValue;
}

/** Pixels two polygon corners may be apart and still be the same grid space's corner. */
const CORNER_TOLERANCE = 0.5;

/**
 * A scene as a scenario file: its grid, its tokens as units (their unit data and state), its walls
 * and its terrain regions as areas (a region whose shapes are whole grid spaces as one area of
 * cells, named by the region), and its levels (v14). A scene the scenario build made keeps what the
 * file had (its `scenario` flag): its id, the units' own ids for the tokens', the shift of a
 * gridless board onto the scene, its combats and its turns; all are put back, so a scenario built
 * into a scene exports as itself. Another scene exports with its document ids and its own pixels,
 * counted from the scene's own top-left: the padding round it is taken off (row 0 is the scene's first row).
 *
 * What cannot go into a file Import takes is left out and reported in `leftOut`, one problem per
 * token or region: a token or region that cannot be read, a region's shapes the module does not
 * read (region-areas.ts), and on a hex grid a token covering more than one hex (a scenario's hex unit
 * covers one: token-placement.ts).
 */
export function sceneScenario(
  scene: SceneSource & FlagSource,
  ruleset: RulesetId,
  leftOut: EngineError[] = [],
): ScenarioFile {
  const kept = scene.getFlag(MODULE_ID, SCENARIO_FLAG);
  const flag = isRecord(kept) ? kept : {};
  const unitIds = new Map(
    Object.entries(isRecord(flag["units"]) ? flag["units"] : {}).flatMap(([unit, token]) =>
      typeof token === "string" ? [[token, unit] as const] : [],
    ),
  );
  const shift = pointOf(flag["shift"]);
  const { board: read, skipped } = readableBoard(scene, SEES_ALL);
  const [problem] = skipped;
  if (read === null) throw problem ?? new Error(`scene ${scene.id ?? "?"} has no board`);
  leftOut.push(...skipped);
  const origin = sceneOrigin(scene, read.grid);
  // Scenario pixels are scene pixels less the build's shift and the padding.
  const back = { x: -shift.x - origin.pixels.x, y: -shift.y - origin.pixels.y };
  const board = { ...read, grid: origin.grid };
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const built = isRecord(kept);
  const sides = Object.entries(sceneSideNames(scene)).map(([side, name]) => [side, { name }] as const);
  const turns = entries(flag["turns"], unitIds, back);
  const names = new Set<string>();
  const levels = foundryCompat().sceneLevels(scene);
  return {
    id: typeof flag["id"] === "string" && flag["id"] !== "" ? flag["id"] : slug(scene.name),
    name: scene.name,
    ruleset,
    board: {
      grid: { ...board.grid, ...sameScale(board.grid, flag["grid"]) },
      units: board.units
        .filter((unit) => fitsImport(unit, board.grid, leftOut))
        .map((unit) => movedUnit({ ...unit, id: unitIds.get(unit.id) ?? unit.id }, back, origin.cell)),
      terrain: {
        walls: board.terrain.walls.map((wall) => movedWall(wall, back)),
        areas: Array.from(scene.regions, (region) =>
          regionTerrain(region, { grid, read: read.grid, back, origin: origin.cell, built, names }),
        ).flat(),
      },
    },
    ...(sides.length === 0 ? {} : { sides: Object.fromEntries(sides) }),
    combats: entries(flag["combats"], unitIds, back),
    ...(turns.length === 0 ? {} : { turns }),
    ...(levels === undefined ? {} : { levels: levels.map(({ id, name }) => ({ id, name })) }),
  };
}

/**
 * Whether Import can place the unit: on a hex grid a unit covers one hex (token-placement.ts), so a
 * token covering more is left out, and said so.
 */
function fitsImport(unit: Unit, grid: GridSpec, leftOut: EngineError[]): boolean {
  const hex = grid.kind !== "gridless" && grid.kind !== "square";
  if (!hex || unit.footprint.kind !== "cells" || unit.footprint.cells.length === 1) return true;
  const owner = documentOwner("Token", { id: unit.id, name: unit.name }).owner;
  leftOut.push(hostError("HexUnitLeftOut", { owner, count: unit.footprint.cells.length }));
  return false;
}

/**
 * Where the scene starts inside its padding (Foundry's canvas adds it round the scene: `Scene#dimensions`
 * `sceneX`, `sceneY`, which also take off a shifted scene's offset, so the first row or column may be
 * cut by the scene's edge), as what to take off: its first grid space (`cell`, subtracted from every
 * space) and, in pixels, what moves every point the same way. Renumbering a hex grid by an odd number
 * of rows (columns, for column layouts) turns its odd rows into even ones, so the grid's kind
 * changes from "odd" to "even" or back, and the hexes stay where they are.
 */
function sceneOrigin(scene: SceneSource, grid: GridSpec): { cell: Offset; pixels: Point; grid: GridSpec } {
  const at = scene.dimensions ?? { sceneX: 0, sceneY: 0 };
  const none = { cell: { i: 0, j: 0 }, pixels: { x: 0, y: 0 }, grid };
  if (at.sceneX === 0 && at.sceneY === 0) return none;
  if (grid.kind === "gridless") return { ...none, pixels: { x: at.sceneX, y: at.sceneY } };
  const cells = createCellGrid(grid);
  // The space holding the scene's top-left corner (on hex grids the scene's edge cuts it) is the first.
  const start = cells.cellAt({ x: 0, y: 0 });
  const first = cells.cellAt({ x: at.sceneX, y: at.sceneY });
  const cell = { i: first.i - start.i, j: first.j - start.j };
  const moved = { ...grid, kind: renumbered(grid.kind, cell) };
  return { cell, pixels: sub(cells.center(cell), createCellGrid(moved).center({ i: 0, j: 0 })), grid: moved };
}

const PARITY_SWAP: Readonly<Partial<Record<GridKind, { readonly kind: GridKind; readonly by: "i" | "j" }>>> = {
  "hex-odd-r": { kind: "hex-even-r", by: "i" },
  "hex-even-r": { kind: "hex-odd-r", by: "i" },
  "hex-odd-q": { kind: "hex-even-q", by: "j" },
  "hex-even-q": { kind: "hex-odd-q", by: "j" },
};

function renumbered(kind: GridKind, by: Offset): GridKind {
  const swap = PARITY_SWAP[kind];
  return swap !== undefined && Math.abs(by[swap.by]) % 2 === 1 ? swap.kind : kind;
}

/**
 * A flag's list of combats or turns, each selection, script and expected board back in the
 * scenario's unit ids and pixels (the build's renaming, reversed); an entry without an id is left out.
 */
function entries(list: unknown, unitIds: ReadonlyMap<string, string>, back: Point): ScenarioEntry[] {
  return (Array.isArray(list) ? list : []).flatMap((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry["id"] !== "string") return [];
    const { script } = readScenarioCombat(entry, `flags.${MODULE_ID}.${SCENARIO_FLAG}[${index}]`);
    const scripted = script.decisions.length > 0 || script.dice.length > 0;
    return [
      {
        id: entry["id"],
        name: typeof entry["name"] === "string" ? entry["name"] : entry["id"],
        selection: renameSelection(jsonOf(entry["selection"]), unitIds, back),
        ...(scripted ? { script: sceneScript(script, unitIds) } : {}),
        ...(entry["expected"] === undefined
          ? {}
          : { expected: renameSelection(jsonOf(entry["expected"]), unitIds, back) }),
      },
    ];
  });
}

interface RegionPlacing {
  /** The exported grid (renumbered from the scene's first row), or null when gridless. */
  readonly grid: CellGrid | null;
  /** The scene's grid, as the region's shapes are read on. */
  readonly read: GridSpec;
  readonly back: Point;
  readonly origin: Offset;
  readonly built: boolean;
  /** The area ids given so far: region names need not be unique (Foundry names every new region "Region"). */
  readonly names: Set<string>;
}

/**
 * A region's areas: one area of cells when every shape is a grid space (in a built scene, only if
 * the scenario drew it as cells: its `cells` flag), else its polygons. A region that cannot be read
 * gives none (the board reading reported it).
 */
function regionTerrain(region: RegionSource, placing: RegionPlacing): Area[] {
  const { grid, back, origin, built, names } = placing;
  let areas: Area[];
  try {
    areas = regionAreas(region, placing.read).map((area) => movedArea(area, back, origin));
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
  const [first] = areas;
  if (first === undefined) return [];
  const name = unique(region.name === "" ? first.id : region.name, names);
  const drawnAsCells = !built || region.getFlag(MODULE_ID, FLAG.cells) === true;
  const cells =
    grid === null || !drawnAsCells
      ? null
      : areas.map((area) => ("polygon" in area.shape ? cellOf(area.shape.polygon, grid) : null));
  if (cells !== null && cells.every((cell) => cell !== null))
    return [{ ...withoutShape(first), id: name, shape: { cells: cells.filter((cell) => cell !== null) } }];
  return areas.map((area, index) => ({ ...area, id: areas.length === 1 ? name : unique(`${name}.${index}`, names) }));
}

/** The name, or the name with the first free `-2`, `-3`, … after it, marked as given. */
function unique(name: string, given: Set<string>): string {
  let id = name;
  for (let k = 2; given.has(id); k++) id = `${name}-${k}`;
  given.add(id);
  return id;
}

function movedArea(area: Area, delta: Point, origin: Offset): Area {
  if ("polygon" in area.shape) return { ...area, shape: { polygon: area.shape.polygon.map((p) => add(p, delta)) } };
  return { ...area, shape: { cells: area.shape.cells.map((c) => ({ i: c.i - origin.i, j: c.j - origin.j })) } };
}

function withoutShape(area: Area): Omit<Area, "shape"> {
  return {
    id: area.id,
    kind: area.kind,
    ...(area.blocksSight === undefined ? {} : { blocksSight: area.blocksSight }),
    ...(area.levels === undefined ? {} : { levels: area.levels }),
  };
}

/** The grid space a polygon outlines exactly, or null. */
function cellOf(polygon: readonly Point[], grid: CellGrid): Offset | null {
  const centre = {
    x: polygon.reduce((sum, p) => sum + p.x, 0) / polygon.length,
    y: polygon.reduce((sum, p) => sum + p.y, 0) / polygon.length,
  };
  const cell = grid.cellAt(centre);
  const corners = grid.vertices(cell);
  const same =
    corners.length === polygon.length &&
    corners.every((corner) => polygon.some((p) => distance(p, corner) <= CORNER_TOLERANCE));
  return same ? cell : null;
}

function movedUnit(unit: Unit, delta: Point, origin: Offset): Unit {
  const fp = unit.footprint;
  if (fp.kind === "cells")
    return {
      ...unit,
      footprint: { kind: "cells", cells: fp.cells.map((c) => ({ i: c.i - origin.i, j: c.j - origin.j })) },
    };
  return delta.x === 0 && delta.y === 0 ? unit : { ...unit, footprint: translateFootprint(fp, delta) };
}

function movedWall(wall: Wall, delta: Point): Wall {
  return { ...wall, a: add(wall.a, delta), b: add(wall.b, delta) };
}

/**
 * The scenario's own size and distance when the scene's grid is the same scale (a gridless size
 * the build multiplied up to fit Foundry: 10 px per 1 cm kept as 20 px per 2 cm).
 */
function sameScale(grid: Board["grid"], kept: unknown): { size?: number; distance?: number } {
  if (!isRecord(kept) || typeof kept["size"] !== "number" || typeof kept["distance"] !== "number") return {};
  const same = Math.abs(kept["size"] / kept["distance"] - grid.size / grid.distance) < 1e-9;
  return same ? { size: kept["size"], distance: kept["distance"] } : {};
}

function pointOf(value: unknown): Point {
  return isRecord(value) && typeof value["x"] === "number" && typeof value["y"] === "number"
    ? { x: value["x"], y: value["y"] }
    : { x: 0, y: 0 };
}

/** A flag's value as JSON (flags hold JSON; anything else reads as null). */
function jsonOf(value: unknown): JsonValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

/** A scene name as a scenario id: lower case, words joined by hyphens. */
export function slug(name: string): string {
  const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? "scene" : words.join("-");
}
