import type { LevelData, SceneData } from "../scenario-documents/foundry-documents";
import { isRecord } from "@engine/validation/read-fields";
import type { SceneCreateData } from "./foundry-compat";
import { isIterable } from "./v14-types";

/**
 * A scene's creation data for v13: its map in `background`; v13 has no levels, so the scene's
 * `levels` and `initialLevel`, its tokens' `level` and its walls' and regions' `levels` are left out.
 */
export function withoutLevels(scene: SceneData): SceneCreateData {
  return {
    ...omitted(scene, ["levels", "initialLevel"]),
    _id: scene._id,
    tokens: scene.tokens.map((token) => omitted(token, ["level"])),
    walls: scene.walls.map((wall) => omitted(wall, ["levels"])),
    regions: scene.regions.map((region) => omitted(region, ["levels"])),
  };
}

/** The object's fields but those named. */
function omitted(value: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
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

/** A document's (a v13 scene's, a v14 level's) `background.src`, when it has one. */
export function backgroundSrc(holder: unknown): string | undefined {
  const background: unknown = isRecord(holder) ? holder["background"] : undefined;
  const src: unknown = isRecord(background) ? background["src"] : undefined;
  return typeof src === "string" && src !== "" ? src : undefined;
}

/**
 * A v14 scene's map: its initial level's background (`initialLevel`, else its first level). Levels
 * are an embedded collection on a live scene and an array in its data; both are iterated.
 * `initialLevel` is the level's id in a scene's data and the Level document itself on a live scene
 * (its getter; the v14.363 scene a live world served, test/foundry/fixtures/real/default-scene-v14.ts,
 * holds the whole level there), so either is matched by id.
 */
export function initialLevelMap(scene: object): string | undefined {
  const levels: unknown = Reflect.get(scene, "levels");
  const list: unknown[] = isIterable(levels) ? [...levels] : [];
  const idOf = (level: unknown): unknown => (isRecord(level) ? (level["id"] ?? level["_id"]) : undefined);
  const named: unknown = Reflect.get(scene, "initialLevel");
  const initial = typeof named === "string" ? named : idOf(named);
  const level = list.find((candidate) => idOf(candidate) === initial) ?? list[0];
  return backgroundSrc(level);
}
