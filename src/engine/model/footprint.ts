import type { Offset, Point } from "./coordinates";

/**
 * What a unit covers. On a grid, the cells it occupies (the host supplies them). Gridless, a shape
 * centred on the unit in pixels, turned with the unit's facing: `width` runs across the unit,
 * `depth` from its rear to its front (for an ellipse, the full axes).
 */
export type Footprint =
  | { readonly kind: "cells"; readonly cells: readonly Offset[] }
  | { readonly kind: "circle"; readonly center: Point; readonly radius: number }
  | { readonly kind: "ellipse"; readonly center: Point; readonly width: number; readonly depth: number }
  | { readonly kind: "rect"; readonly center: Point; readonly width: number; readonly depth: number };
