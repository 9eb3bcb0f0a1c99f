import { v13TokenMover } from "../movement/v13-token-mover";
import type { FoundryCompat } from "./foundry-compat";
import { backgroundSrc, withoutLevels } from "./scene-levels";

/**
 * Foundry v13. Flag updates use key prefixes: `-=key` deletes, `==key` replaces an object whole
 * (API Version 13, foundryvtt.com/api/functions/foundry.utils.isDeletionKey.html: keys "used for
 * certain deletion or forced replacement operations"). v13 has no scene levels.
 */
export const v13Compat: FoundryCompat = {
  generation: 13,
  tokenMover: v13TokenMover,
  flagChanges(values) {
    const changes: Record<string, unknown> = {};
    for (const [key, value] of values) {
      if (value === undefined) changes[`-=${key}`] = null;
      else if (typeof value === "object" && value !== null) changes[`==${key}`] = value;
      else changes[key] = value;
    }
    return changes;
  },
  tokenLevel: () => undefined,
  placeableLevels: () => undefined,
  sceneLevels: () => undefined,
  sceneCreateData: (scene) => withoutLevels(scene),
  sceneMap: (scene) => backgroundSrc(scene),
};
