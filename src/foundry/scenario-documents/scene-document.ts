import { GRID_KINDS, type GridSpec } from "@engine/model/grid-spec";
import { type Point } from "@engine/model/coordinates";
import type { Scenario } from "@engine/scenario/scenario";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { SCENE_OPTIONS_FLAG } from "../settings/ruleset-options";
import type { GridData, LevelData, RegionData, SceneData, TokenData, WallData } from "./foundry-documents";
import type { SceneSize } from "./scene-bounds";
import { sceneExpected, sceneScript, sceneSelection } from "./unit-references";

/**
 * The scene's module flags: `ruleset` (the rule system the scene is played with), `edge` (the
 * board's edge, see src/foundry/board/module-flags.ts), `cellMarkers` (its markers in cells) and `scenario`, what the module needs to start
 * the scenario's combats and turns on it: each combat's and each turn's selection as it reads on the
 * scene (token ids, shifted points; `combats`, `turns`), each combat's script and expected board so
 * too (the live tests play them), the map from unit ids to token ids (`units`), the shift of a
 * gridless board (scene pixels = scenario pixels + shift), and the square grid's diagonal rule
 * (Foundry v13 keeps that rule in a world setting, not in the scene).
 */
export const SCENE_FLAGS = { ruleset: "ruleset", scenario: "scenario" } as const;

export function sceneFlags(
  scenario: Scenario,
  tokenIds: ReadonlyMap<string, string>,
  shift: Point,
): Record<string, JsonValue> {
  return {
    [SCENE_FLAGS.ruleset]: scenario.ruleset,
    [SCENE_FLAGS.scenario]: {
      id: scenario.id,
      diagonals: scenario.board.grid.diagonals,
      // The scenario's own grid scale (a gridless size is multiplied up to fit Foundry), for export.
      grid: { size: scenario.board.grid.size, distance: scenario.board.grid.distance },
      shift: { x: shift.x, y: shift.y },
      units: Object.fromEntries(tokenIds),
      // The sides' names, for the dialogs and chat cards (sceneSideNames in src/foundry/scenario-io/scene-scenario.ts).
      sides: { ...scenario.sideNames },
      combats: scenario.combats.map((combat) => ({
        id: combat.id,
        name: combat.name,
        selection: sceneSelection(combat.selection, tokenIds, shift),
        script: sceneScript(combat.script, tokenIds),
        ...(combat.expected === undefined ? {} : { expected: sceneExpected(combat.expected, tokenIds, shift) }),
      })),
      turns: scenario.turns.map((turn) => ({
        id: turn.id,
        name: turn.name,
        selection: sceneSelection(turn.selection, tokenIds, shift),
      })),
    },
    // The board's edge (a grid's cells do not move onto the scene, so it reads the same there).
    ...(scenario.board.edge === undefined ? {} : { [FLAG.edge]: { ...scenario.board.edge } }),
    // The markers in its cells (combat-grid's prepared positions), likewise.
    ...(scenario.board.markers === undefined
      ? {}
      : {
          [FLAG.cellMarkers]: scenario.board.markers.map(({ marker, cell, count }) => ({
            marker,
            cell: { ...cell },
            count,
          })),
        }),
    ...scenarioSceneOptions(scenario),
  };
}

/**
 * The options the scenario's combats carry, as the scene's overrides (`options.<ruleset>`,
 * src/foundry/settings/ruleset-options.ts): in Foundry the world and the scene decide a combat's
 * options, never its selection, so a scenario whose combats play, say, odds-crt's step-loss
 * definition is a scene that sets it. Combats that carry different options cannot share one scene's
 * overrides: none are written then.
 */
export function scenarioSceneOptions(scenario: Scenario): Record<string, JsonValue> {
  const carried = scenario.combats.map((combat) => {
    const options = jsonRecord(combat.selection)?.["options"];
    return options === undefined ? undefined : jsonRecord(options);
  });
  const [first] = carried;
  if (first === undefined || carried.some((options) => JSON.stringify(options) !== JSON.stringify(first))) return {};
  return { [SCENE_OPTIONS_FLAG]: { [scenario.ruleset]: first } };
}

function jsonRecord(value: JsonValue): { readonly [key: string]: JsonValue } | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as { readonly [key: string]: JsonValue })
    : undefined;
}

/** The scene's grid: GRID_KINDS is in CONST.GRID_TYPES' order (the board's grid already fits Foundry: `sceneGridSpec`). */
export function sceneGrid(grid: GridSpec): GridData {
  return { type: GRID_KINDS.indexOf(grid.kind), size: grid.size, distance: grid.distance, units: grid.units };
}

export interface SceneParts {
  readonly id: string;
  readonly folder: string;
  readonly journal: string;
  /** Where Foundry finds the background picture. */
  readonly background: string;
  readonly size: SceneSize;
  readonly tokens: readonly TokenData[];
  readonly walls: readonly WallData[];
  readonly regions: readonly RegionData[];
  /** Each unit's token id. */
  readonly tokenIds: ReadonlyMap<string, string>;
  /** The per-token state of the units that have one, by token id: the GM's record (src/foundry/board/unit-states.ts). */
  readonly unitState: Readonly<Record<string, JsonValue>>;
  readonly shift: Point;
  readonly grid: GridSpec;
  /** The scene's levels (v14), the first the one it opens on; none when the scenario has none. */
  readonly levels: readonly LevelData[];
}

/**
 * The scenario's scene: no padding (the board's pixels are the scene's), the generated background,
 * and no token vision or fog, since a wargame table is seen whole.
 */
export function sceneDocument(scenario: Scenario, parts: SceneParts): SceneData {
  return {
    _id: parts.id,
    name: scenario.name,
    folder: parts.folder,
    sort: 0,
    background: { src: parts.background },
    thumb: parts.background,
    width: parts.size.width,
    height: parts.size.height,
    padding: 0,
    backgroundColor: "#999999",
    grid: sceneGrid(parts.grid),
    tokenVision: false,
    fog: { exploration: false },
    environment: { globalLight: { enabled: true } },
    journal: parts.journal,
    tokens: parts.tokens,
    walls: parts.walls,
    regions: parts.regions,
    ...(parts.levels.length === 0 ? {} : { levels: parts.levels, initialLevel: parts.levels[0]?._id ?? "" }),
    flags: {
      [MODULE_ID]: {
        ...sceneFlags(scenario, parts.tokenIds, parts.shift),
        ...(Object.keys(parts.unitState).length === 0 ? {} : { [FLAG.unitState]: parts.unitState }),
      },
    },
  };
}
