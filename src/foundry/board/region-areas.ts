import { describeValue, type Owner } from "../../engine/validation/field-errors";
import { readBoolean, readFinite, readId, readItems } from "../../engine/validation/read-fields";
import type { Area } from "../../engine/board/types";
import type { Point } from "../../engine/model/coordinates";
import { footprintPolygon } from "../../engine/grid/footprint";
import { foundryCompat } from "../compat/choose-compat";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { FLAG, flagPath } from "./module-flags";
import { documentOwner } from "./owners";
import type { RegionShapeSource, RegionSource } from "./sources";

/** Ellipses and circles become polygons this fine (the engine's footprints use the same). */
const CURVE_SEGMENTS = 24;

/**
 * A Scene Region's terrain: one area per shape, of the kind its module flag `terrain` names (any
 * kind; what it does is the rule system's to say). Regions without the flag are not terrain and
 * give none. A region of one shape gives an area with the region's id; of several, `id.0`, `id.1`, …
 * Holes cannot be expressed as areas, so a terrain region with one is refused.
 */
export function regionAreas(region: RegionSource): Area[] {
  const kind = region.getFlag(MODULE_ID, FLAG.terrain);
  if (kind === undefined) return [];
  const who = documentOwner("Region", region);
  const id = readId(region.id, who, "id");
  const levels = foundryCompat().placeableLevels(region);
  const base = {
    kind: readId(kind, who, flagPath(FLAG.terrain)),
    blocksSight: readBoolean(region.getFlag(MODULE_ID, FLAG.blocksSight), who, flagPath(FLAG.blocksSight), false),
    ...(levels === undefined ? {} : { levels }),
  };
  const single = region.shapes.length === 1;
  return region.shapes.map((shape, index) => ({
    id: single ? id : `${id}.${index}`,
    ...base,
    shape: { polygon: shapePolygon(shape, who, `shapes[${index}]`) },
  }));
}

/**
 * A region shape as a polygon in pixels. Rectangles have `x, y` at their top-left and turn about
 * their centre; circles and ellipses are centred on `x, y`; rotations are degrees clockwise.
 */
export function shapePolygon(shape: RegionShapeSource, who: Owner, field: string): Point[] {
  // Every number is checked: Foundry's types do not describe region shapes, so nothing vouches for them.
  if (shape.hole) throw hostError("Hole", { owner: who.owner, field });
  const n = (value: number, name: string): number => readFinite(value, who, `${field}.${name}`);
  switch (shape.type) {
    case "rectangle": {
      const width = n(shape.width, "width");
      const depth = n(shape.height, "height");
      const center = { x: n(shape.x, "x") + width / 2, y: n(shape.y, "y") + depth / 2 };
      return footprintPolygon({
        footprint: { kind: "rect", center, width, depth },
        facing: n(shape.rotation, "rotation"),
      });
    }
    case "circle": {
      const center = { x: n(shape.x, "x"), y: n(shape.y, "y") };
      return footprintPolygon(
        { footprint: { kind: "circle", center, radius: n(shape.radius, "radius") }, facing: 0 },
        CURVE_SEGMENTS,
      );
    }
    case "ellipse": {
      const center = { x: n(shape.x, "x"), y: n(shape.y, "y") };
      const footprint = {
        kind: "ellipse",
        center,
        width: 2 * n(shape.radiusX, "radiusX"),
        depth: 2 * n(shape.radiusY, "radiusY"),
      } as const;
      return footprintPolygon({ footprint, facing: n(shape.rotation, "rotation") }, CURVE_SEGMENTS);
    }
    case "polygon":
      return pairs(readItems(shape.points, 6, who, `${field}.points`, readFinite));
    default:
      // Foundry's types leave region shapes untyped, so a shape of another type can still arrive.
      throw hostError("UnknownShape", { owner: who.owner, field, got: describeValue(typeOf(shape)) });
  }
}

function typeOf(shape: object): unknown {
  return "type" in shape ? shape.type : undefined;
}

function pairs(flat: readonly number[]): Point[] {
  const points: Point[] = [];
  for (let k = 0; k + 1 < flat.length; k += 2) points.push({ x: flat[k] ?? 0, y: flat[k + 1] ?? 0 });
  return points;
}
