import { validateBoard } from "../../engine/board/validate-board";
import type { Board, GridSpec, Terrain } from "../../engine/board/types";
import { gridSpecOf } from "./grid-spec";
import { documentOwner } from "./owners";
import { regionAreas } from "./region-areas";
import { sceneWall } from "./scene-walls";
import type { SceneSource } from "./sources";
import { tokenUnit } from "./token-unit";

/**
 * The board snapshot of a scene: its grid, every token as a unit (but those a combat removed: their
 * state flag says `removed`, and they stay only so that undo can bring them back), its walls and
 * terrain regions. Checked by the engine's `validateBoard` as any other snapshot is; any problem
 * throws an EngineError naming the token, wall or region and the field.
 */
export function sceneBoard(scene: SceneSource): Board {
  const grid = sceneGrid(scene);
  const units = Array.from(scene.tokens, (token) => tokenUnit(token, grid)).filter((unit) => unit.data["removed"] !== true);
  return validateBoard({ grid, units, terrain: sceneTerrain(scene) });
}

export function sceneGrid(scene: Pick<SceneSource, "id" | "name" | "grid">): GridSpec {
  return gridSpecOf(scene.grid, documentOwner("Scene", scene));
}

export function sceneTerrain(scene: Pick<SceneSource, "walls" | "regions">): Terrain {
  return {
    walls: Array.from(scene.walls, sceneWall),
    areas: Array.from(scene.regions, regionAreas).flat(),
  };
}
