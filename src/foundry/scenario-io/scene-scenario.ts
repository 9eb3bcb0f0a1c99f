import { isRecord } from "../../engine/validation/read-fields";
import type { Area, Board, Unit, Wall } from "../../engine/board/types";
import type { Offset, Point } from "../../engine/model/coordinates";
import { createCellGrid, type CellGrid } from "../../engine/grid/cell-grid";
import { translateFootprint } from "../../engine/grid/footprint";
import { add, distance } from "../../engine/geometry/vector";
import type { RulesetId } from "../../engine/rulesets/ids";
import type { JsonValue } from "../../engine/rulesets/ruleset";
import { regionAreas } from "../board/region-areas";
import { sceneBoard } from "../board/scene-board";
import type { FlagSource, RegionSource, SceneSource } from "../board/sources";
import { FLAG } from "../board/module-flags";
import { MODULE_ID } from "../constants";
import { readScenarioCombat } from "../../engine/scenario/scenario";
import { sceneScript } from "../scenario-documents/unit-references";
import type { SideNames } from "../../view/named-texts";
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
 * cells, named by the region). A scene the scenario build made keeps what the file had (its
 * `scenario` flag): its id, the units' own ids for the tokens', the shift of a gridless board onto
 * the scene, its combats and its turns; all are put back, so a scenario built into a scene exports as itself.
 * Another scene exports with its document ids and its own pixels.
 */
export function sceneScenario(scene: SceneSource & FlagSource, ruleset: RulesetId): ScenarioFile {
  const kept = scene.getFlag(MODULE_ID, SCENARIO_FLAG);
  const flag = isRecord(kept) ? kept : {};
  const unitIds = new Map(
    Object.entries(isRecord(flag["units"]) ? flag["units"] : {}).flatMap(([unit, token]) =>
      typeof token === "string" ? [[token, unit] as const] : [],
    ),
  );
  const shift = pointOf(flag["shift"]);
  const back = { x: -shift.x, y: -shift.y };
  const board = sceneBoard(scene);
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const built = isRecord(kept);
  const sides = Object.entries(sceneSideNames(scene)).map(([side, name]) => [side, { name }] as const);
  const turns = entries(flag["turns"], unitIds, back);
  return {
    id: typeof flag["id"] === "string" && flag["id"] !== "" ? flag["id"] : slug(scene.name),
    name: scene.name,
    ruleset,
    board: {
      grid: { ...board.grid, ...sameScale(board.grid, flag["grid"]) },
      units: board.units.map((unit) => movedUnit({ ...unit, id: unitIds.get(unit.id) ?? unit.id }, back)),
      terrain: {
        walls: board.terrain.walls.map((wall) => movedWall(wall, back)),
        areas: Array.from(scene.regions, (region) => regionTerrain(region, grid, back, built)).flat(),
      },
    },
    ...(sides.length === 0 ? {} : { sides: Object.fromEntries(sides) }),
    combats: entries(flag["combats"], unitIds, back),
    ...(turns.length === 0 ? {} : { turns }),
  };
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

/**
 * A region's areas: one area of cells when every shape is a grid space (in a built scene, only if
 * the scenario drew it as cells: its `cells` flag), else its polygons.
 */
function regionTerrain(region: RegionSource, grid: CellGrid | null, back: Point, built: boolean): Area[] {
  const areas = regionAreas(region);
  const [first] = areas;
  if (first === undefined) return [];
  const name = region.name === "" ? first.id : region.name;
  const drawnAsCells = !built || region.getFlag(MODULE_ID, FLAG.cells) === true;
  const cells =
    grid === null || !drawnAsCells
      ? null
      : areas.map((area) => ("polygon" in area.shape ? cellOf(area.shape.polygon, grid) : null));
  if (cells !== null && cells.every((cell) => cell !== null))
    return [{ ...withoutShape(first), id: name, shape: { cells: cells.filter((cell) => cell !== null) } }];
  return areas.map((area, index) => ({
    ...area,
    id: areas.length === 1 ? name : `${name}.${index}`,
    shape: "polygon" in area.shape ? { polygon: area.shape.polygon.map((p) => add(p, back)) } : area.shape,
  }));
}

function withoutShape(area: Area): Omit<Area, "shape"> {
  return area.blocksSight === undefined
    ? { id: area.id, kind: area.kind }
    : { id: area.id, kind: area.kind, blocksSight: area.blocksSight };
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

function movedUnit(unit: Unit, delta: Point): Unit {
  return unit.footprint.kind === "cells" || (delta.x === 0 && delta.y === 0)
    ? unit
    : { ...unit, footprint: translateFootprint(unit.footprint, delta) };
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
