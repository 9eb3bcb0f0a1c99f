import type { Owner } from "@engine/validation/field-errors";
import { readChoice } from "@engine/validation/read-fields";
import type { Footprint } from "@engine/model/footprint";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Point } from "@engine/model/coordinates";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { FLAG, flagPath } from "./module-flags";
import type { TokenSource } from "./sources";

const SHAPE_CHOICES = ["circle", "ellipse", "rect"] as const;

/** CONST.TOKEN_SHAPES ELLIPSE_1 and ELLIPSE_2; the trapezoids and rectangles count as rectangles. */
const ELLIPSE_SHAPES: readonly number[] = [0, 1];

/**
 * Where a token stands (its stored place, not a mid-animation one). On a grid, the spaces it covers (Foundry's own reckoning, which knows
 * hex token shapes). Gridless, a shape centred on the token: the module flag `footprint` (circle,
 * ellipse or rect) chooses it, else the token's shape does; `width` runs across the token and
 * `depth` from rear to front, as the token's width and height do at rotation 0.
 */
export function tokenFootprint(token: TokenSource, grid: GridSpec, who: Owner): Footprint {
  if (grid.kind !== "gridless") {
    const cells = token
      .getOccupiedGridSpaceOffsets({ x: token._source.x, y: token._source.y })
      .map(({ i, j }) => ({ i, j }));
    if (cells.length === 0) throw hostError("NoCells", { owner: who.owner });
    return { kind: "cells", cells };
  }
  const width = (token.width ?? 1) * grid.size;
  const depth = (token.height ?? 1) * grid.size;
  const center: Point = { x: token._source.x + width / 2, y: token._source.y + depth / 2 };
  switch (shapeKind(token, width === depth, who)) {
    case "circle":
      // A circle flag on an oblong token covers the whole token.
      return { kind: "circle", center, radius: Math.max(width, depth) / 2 };
    case "ellipse":
      return { kind: "ellipse", center, width, depth };
    case "rect":
      return { kind: "rect", center, width, depth };
  }
}

function shapeKind(token: TokenSource, square: boolean, who: Owner): (typeof SHAPE_CHOICES)[number] {
  const chosen = token.getFlag(MODULE_ID, FLAG.footprint);
  if (chosen !== undefined) return readChoice(chosen, SHAPE_CHOICES, who, flagPath(FLAG.footprint));
  if (!ELLIPSE_SHAPES.includes(token.shape ?? -1)) return "rect";
  return square ? "circle" : "ellipse";
}
