import { v14TokenMover } from "../movement/v14-token-mover";
import type { FoundryCompat } from "./foundry-compat";
import { isRecord } from "@engine/validation/read-fields";
import { V13_SELECTORS } from "./v13-compat";
import { initialLevelMap, withMapOnLevels } from "./scene-levels";
import { dataFieldOperators, levelOf, levelsOf, sceneLevelsOf } from "./v14-types";

/**
 * Foundry v14.
 * - Flag updates use data-field operators: the `-=key`/`==key` prefixes are deprecated since
 *   Version 14 and lose support in Version 16 (the compatibility warning quoted in
 *   sun-dragon-cult/fvtt-system-rqg#890: use `{key: new foundry.data.operators.ForcedDeletion()}`);
 *   an object is replaced whole with `ForcedReplacement.create(value)` (API Version 14; see v14-types.ts).
 * - Scene Levels: a token stands on one level, walls and regions list theirs (v14-types.ts).
 * - Movement: see v14-token-mover.ts.
 */
export const v14Compat: FoundryCompat = {
  generation: 14,
  tokenMover: v14TokenMover,
  flagChanges(values) {
    const operators = dataFieldOperators();
    const changes: Record<string, unknown> = {};
    for (const [key, value] of values) {
      if (value === undefined) changes[key] = operators.ForcedDeletion.create();
      else if (typeof value === "object" && value !== null) changes[key] = operators.ForcedReplacement.create(value);
      else changes[key] = value;
    }
    return changes;
  },
  // No public v14 source found shows the Scenes directory's or SceneConfig's markup (the v14 API
  // pages give no templates): v13's selectors until one does, the fallbacks covering a change.
  selectors: V13_SELECTORS,
  // v14 names why a placeable is a preview: `_previewType` "dragging" for a drag's clone, beside
  // "config", "controls", … (API v14 foundryvtt.com/api/v14/classes/foundry.canvas.placeables.PlaceableObject.html;
  // the drag's clone: TokenDragContext.clonedToken, API v14).
  isDragPreview: (token) => Reflect.get(token, "_previewType") === "dragging",
  tokenLevel: levelOf,
  placeableLevels: levelsOf,
  // A region's rectangle turns about its `x, y`; rectangles already rotated are migrated to keep
  // their place (foundryvtt/foundryvtt#13298).
  rectanglePivot: "origin",
  // Context-menu entries: `label`, `icon`, `visible(li)`, `onClick(event, li)`; v13's `name`,
  // `callback`, `condition` are deprecated (API v14 foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html).
  contextMenuEntry: ({ label, icon, visible, run }) => ({
    label,
    icon,
    visible,
    onClick: (_event: Event, li: HTMLElement) => run(li),
  }),
  isMenuEntry: (entry, label) => isRecord(entry) && entry["label"] === label,
  sceneLevels: sceneLevelsOf,
  sceneCreateData: (scene) => withMapOnLevels(scene),
  sceneMap: (scene) => initialLevelMap(scene),
};
