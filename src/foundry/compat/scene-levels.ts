import type { LevelData, SceneData } from "../scenario-documents/foundry-documents";
import type { SceneCreateData } from "./foundry-compat";

/**
 * A scene's creation data for v13: its map in `background`; v13 has no levels, so the scene's
 * `levels` and `initialLevel`, its tokens' `level` and its walls' and regions' `levels` are left out.
 */
export function withoutLevels(scene: SceneData): SceneCreateData {
  const { levels: _levels, initialLevel: _initial, ...rest } = scene;
  return {
    ...rest,
    tokens: scene.tokens.map(({ level: _level, ...token }) => token),
    walls: scene.walls.map(({ levels: _walls, ...wall }) => wall),
    regions: scene.regions.map(({ levels: _regions, ...region }) => region),
  };
}

/**
 * A scene's creation data for v14: the map on the scene's Level documents, not in `background`
 * (v14 keeps a scene's map on its levels and does not persist `Scene#background` on create:
 * foundryvtt/foundryvtt#13750; BernhardPosselt/pf2e-kingmaker-tools#171; deidril/pf2-pdf-en-import#111;
 * the real v14.364 scene in test/foundry/fixtures/real/ has `levels[0].background.src` and no
 * `background`). A scene without levels gets one, named after it, that the tokens stand on.
 */
export function withMapOnLevels(scene: SceneData): SceneCreateData {
  const { background, ...rest } = scene;
  const levels: readonly LevelData[] =
    scene.levels !== undefined && scene.levels.length > 0
      ? scene.levels
      : [{ _id: scene.initialLevel ?? DEFAULT_LEVEL, name: scene.name }];
  const [first] = levels;
  return {
    ...rest,
    // The map is the initial level's; other levels keep their own (none here).
    levels: levels.map((level, k) => (k === 0 ? { ...level, background: { ...background } } : level)),
    initialLevel: first?._id ?? DEFAULT_LEVEL,
  };
}

/** The id v14 gives the one level of a scene made without levels (the real v14.364 scene's is the same). */
const DEFAULT_LEVEL = "defaultLevel0000";
