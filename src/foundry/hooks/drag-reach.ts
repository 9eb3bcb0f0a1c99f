import type { DragReachView } from "../canvas/drag-reach";
import { viewedDragReach } from "../canvas/viewed-drag-reach";
import { foundryCompat } from "../compat/choose-compat";
import { failSoft, type FailSoft } from "./fail-soft";

/** A token placeable as the drag hooks read it. */
interface DraggedToken {
  readonly id: string;
}

/**
 * The reach of a dragged token (client setting `movesFollowRules`): Foundry draws a preview clone of
 * a token while it is dragged and destroys it at the drop or cancel. So the first `refreshToken` of
 * a drag preview starts the reach, and its `destroyToken` ends it (hookEvents.refreshObject,
 * destroyObject; v13 and v14 API). Modules on v13 follow drags so (Wibble199/FoundryVTT-Grid-Aware-Auras
 * module/main.mjs: `refreshToken` with `token.isPreview` updates its auras as the preview moves;
 * Aedif/tactical-grid scripts/rangeHighlighter.js: the preview's `destroyToken` hands its highlight
 * back at drag end). Which placeable is a drag's preview differs by version (`FoundryCompat.isDragPreview`).
 * A new canvas takes any reach away. Guarded (fail-soft.ts): a reach that throws is off for the scene.
 */
export function listen(
  reach: Pick<DragReachView<unknown>, "started" | "ended" | "clear"> = viewedDragReach,
  soft: FailSoft = failSoft,
): void {
  Hooks.on(
    "refreshToken",
    soft.guard("dragReach", (token: DraggedToken) => {
      if (foundryCompat().isDragPreview(token)) reach.started(token.id);
    }),
  );
  Hooks.on(
    "destroyToken",
    soft.guard("dragReach", (token: DraggedToken) => {
      if (foundryCompat().isDragPreview(token)) reach.ended(token.id);
    }),
  );
  Hooks.on(
    "canvasTearDown",
    soft.guard("dragReach", () => reach.clear()),
  );
}
