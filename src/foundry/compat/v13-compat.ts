import { v13TokenMover } from "../movement/v13-token-mover";
import type { FoundryCompat } from "./foundry-compat";
import { isRecord } from "@engine/validation/read-fields";
import { backgroundSrc, withoutLevels } from "./scene-levels";

/**
 * Foundry v13. Flag updates use key prefixes: `-=key` deletes, `==key` replaces an object whole
 * (API Version 13, foundryvtt.com/api/functions/foundry.utils.isDeletionKey.html: keys "used for
 * certain deletion or forced replacement operations"). v13 has no scene levels.
 */
export const V13_SELECTORS = {
  sceneDirectoryActions: ".directory-header .header-actions",
  sceneDirectoryCreate: '[data-action="createEntry"]',
  sceneConfigGridTab: '.tab[data-tab="grid"]',
} as const;

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
  // The Scenes directory (an ApplicationV2) keeps its header buttons in `.directory-header
  // .header-actions`, "Create Scene" as `[data-action="createEntry"]` (v13 modules add their header
  // buttons there); SceneConfig's tabs are `.tab[data-tab]`, the grid one `data-tab="grid"`
  // (v13 modules add their scene settings to it, e.g. Jump'n'Run in the code corpus).
  selectors: V13_SELECTORS,
  // A drag shows a clone of the token (`TokenDragContext.clonedToken`, API v13
  // foundryvtt.com/api/interfaces/foundry.types.TokenDragContext.html), a placeable whose `isPreview`
  // is true; modules on v13 tell a drag's preview so in `refreshToken` (Wibble199/FoundryVTT-Grid-Aware-Auras
  // module/main.mjs, compatibility maximum 13). A token's live preview in its open configuration
  // sheet is a preview too, and reads as one here.
  isDragPreview: (token) => Reflect.get(token, "isPreview") === true,
  tokenLevel: () => undefined,
  placeableLevels: () => undefined,
  // A region's rectangle turns about its centre, `x + width / 2, y + height / 2` (foundryvtt/foundryvtt#13298).
  rectanglePivot: "centre",
  // Context-menu entries: `name`, `icon`, `condition(li)`, `callback(li)` (API v13
  // hookEvents.getDocumentContextOptions, foundryvtt.com/api/v13/functions/hookEvents.getDocumentContextOptions.html).
  contextMenuEntry: ({ label, icon, visible, run }) => ({ name: label, icon, condition: visible, callback: run }),
  isMenuEntry: (entry, label) => isRecord(entry) && entry["name"] === label,
  sceneLevels: () => undefined,
  sceneCreateData: (scene) => withoutLevels(scene),
  sceneMap: (scene) => backgroundSrc(scene),
};
