import type { Point } from "@engine/model/coordinates";
import { pointSegmentDistance } from "@engine/geometry/segment";
import { distance } from "@engine/geometry/vector";

/**
 * Where the pointer finds a planned path: within `reach` of its line, or on its end dot. PIXI takes
 * any object with `contains(x, y)` as a display object's hit area (IHitArea,
 * https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#hitArea); a Graphics' own hit test
 * counts only filled shapes, so a bare line could not be hovered without one.
 */
export function pathHitArea(
  path: readonly Point[],
  reach: number,
  endRadius: number,
): { contains(x: number, y: number): boolean } {
  const end = path[path.length - 1];
  return {
    contains(x, y) {
      const at = { x, y };
      if (end !== undefined && distance(at, end) <= endRadius) return true;
      for (let k = 1; k < path.length; k++) {
        const a = path[k - 1];
        const b = path[k];
        if (a !== undefined && b !== undefined && pointSegmentDistance(at, a, b) <= reach) return true;
      }
      return false;
    },
  };
}
