import { EngineError } from "@engine/errors";
import { validateBoard } from "@engine/board/validate-board";
import type { Board, Terrain, Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { boardUnit, SEES_ALL, type Sees } from "./board-units";
import { gridSpecOf } from "./grid-spec";
import { documentOwner } from "./owners";
import { regionAreas } from "./region-areas";
import { sceneWall } from "./scene-walls";
import type { FlagSource, SceneSource } from "./sources";
import { FLAG } from "./module-flags";
import { MODULE_ID } from "../constants";
import { forgedState, unitStates } from "./unit-states";

/**
 * The board snapshot of a scene: its grid, every token as a unit (but those not on the board:
 * `boardUnit`), its walls and terrain regions. Checked by the engine's `validateBoard` as any other
 * snapshot is. A token whose data or flags cannot be read (its owner may write them) is left out,
 * so one player's unit does not stop every combat on the scene; each client's drawing of the scene
 * names it (`readableBoard`). Any other problem throws an EngineError naming the wall, region or
 * scene and the field.
 */
export function sceneBoard(scene: SceneSource, sees: Sees = SEES_ALL): Board {
  const grid = sceneGrid(scene);
  const units = playableUnits(scene, grid, sees, () => undefined);
  return validateBoard({
    grid,
    units,
    terrain: sceneTerrain(scene, grid),
    ...sceneEdge(scene),
    ...sceneMarkers(scene),
  });
}

/** The scene's tokens on the board as units; each token that cannot be read is passed to `skip` and left out. */
function playableUnits(scene: SceneSource, grid: GridSpec, sees: Sees, skip: (error: EngineError) => void): Unit[] {
  const states = unitStates(scene);
  return Array.from(scene.tokens, (token) => {
    try {
      return boardUnit(token, grid, sees, states.get(token.id ?? ""));
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      skip(error);
      return null;
    }
  }).filter((unit): unit is Unit => unit !== null);
}

/**
 * The scene's `cellMarkers` flag as the board's markers (checked by `validateBoard`: kinds, cells
 * and counts within the engine's caps; a combat reads only its rule system's kinds), when it has any.
 */
function sceneMarkers(scene: FlagSource): { markers?: unknown } {
  const markers = scene.getFlag(MODULE_ID, FLAG.cellMarkers);
  return markers === undefined || markers === null ? {} : { markers };
}

/** The scene's `edge` flag as the board's `edge` (checked by `validateBoard`), when it has one. */
function sceneEdge(scene: FlagSource): { edge?: unknown } {
  const edge = scene.getFlag(MODULE_ID, FLAG.edge);
  return edge === undefined || edge === null ? {} : { edge };
}

/**
 * What could be read of a scene for drawing it: the board (null when even its grid cannot be), the
 * problems skipped, and the tokens whose flags claimed what only the GM sets (read without it).
 */
export interface ReadableBoard {
  readonly board: Board | null;
  readonly skipped: readonly EngineError[];
  readonly ignored: readonly EngineError[];
}

/**
 * The scene's board for this client's overlays, leaving out each token, wall or region that cannot
 * be read (each problem returned, to be shown) so that one bad document does not blank the scene.
 */
export function readableBoard(scene: SceneSource, sees: Sees): ReadableBoard {
  const skipped: EngineError[] = [];
  const readable = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      skipped.push(error);
      return null;
    }
  };
  const ignored = Array.from(scene.tokens, forgedState).filter((error) => error !== null);
  const grid = readable(() => sceneGrid(scene));
  if (grid === null) return { board: null, skipped, ignored };
  const units = readable(() => playableUnits(scene, grid, sees, (error) => skipped.push(error))) ?? [];
  const walls = Array.from(scene.walls, (wall) => readable(() => sceneWall(wall))).filter((wall) => wall !== null);
  const areas = Array.from(scene.regions, (region) => readable(() => regionAreas(region, grid, skipped)) ?? []).flat();
  const board = readable(() =>
    validateBoard({ grid, units, terrain: { walls, areas }, ...sceneEdge(scene), ...sceneMarkers(scene) }),
  );
  return { board, skipped, ignored };
}

export function sceneGrid(scene: Pick<SceneSource, "id" | "name" | "grid">): GridSpec {
  return gridSpecOf(scene.grid, documentOwner("Scene", scene));
}

/** The scene's walls and terrain areas (shapes that cannot be read as areas left out: region-areas.ts). */
export function sceneTerrain(
  scene: Pick<SceneSource, "id" | "name" | "grid" | "walls" | "regions">,
  grid = sceneGrid(scene),
): Terrain {
  return {
    walls: Array.from(scene.walls, sceneWall),
    areas: Array.from(scene.regions, (region) => regionAreas(region, grid)).flat(),
  };
}
