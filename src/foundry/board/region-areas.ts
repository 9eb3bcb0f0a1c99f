import type { Owner } from "@engine/validation/field-errors";
import { readBoolean, readFinite, readId, readItems, readRecord, type Fields } from "@engine/validation/read-fields";
import type { EngineError } from "@engine/errors";
import type { Area, AreaShape } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import type { GridSpec } from "@engine/model/grid-spec";
import { footprintPolygon } from "@engine/grid/footprint";
import { createCellGrid } from "@engine/grid/cell-grid";
import { pointInPolygon, polygonBounds } from "@engine/geometry/polygon";
import { add, rotate } from "@engine/geometry/vector";
import { foundryCompat } from "../compat/choose-compat";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { FLAG, flagPath } from "./module-flags";
import { documentOwner } from "./owners";
import type { RegionSource } from "./sources";

/** Ellipses and circles become polygons this fine (the engine's footprints use the same). */
const CURVE_SEGMENTS = 24;

/** The shape types a terrain area is read from (v13's; v14 adds cones, lines, rings and emanations). */
const READ_TYPES: readonly string[] = ["rectangle", "circle", "ellipse", "polygon"];

/**
 * A Scene Region's terrain: one area per shape, of the kind its module flag `terrain` names (any
 * kind; what it does is the rule system's to say). Regions without the flag are not terrain and
 * give none. A region of one shape gives an area with the region's id; of several, `id.0`, `id.1`, …
 * Holes cannot be expressed as areas, so a terrain region with one is refused.
 *
 * A shape the module cannot read as an area is left out, and the region named once in `skipped`:
 * a shape type it does not know (v14's cone, line, ring and emanation, foundryvtt/foundryvtt#13297;
 * API v14 RegionData `shapes`), or a shape with no size (a circle of radius 0 is a point, not 24 of them).
 * A v14 shape with `gridBased` true covers whole grid spaces (API v14 BaseShapeData `gridBased`): on a
 * grid it is read as the spaces whose centres lie in it.
 */
export function regionAreas(region: RegionSource, grid: GridSpec | null = null, skipped: EngineError[] = []): Area[] {
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
  const left: string[] = [];
  const shapes = region.shapes.flatMap((shape, index) => {
    const field = `shapes[${index}]`;
    const fields = readRecord(shape, who, field);
    const type = typeof fields["type"] === "string" ? fields["type"] : String(fields["type"]);
    const polygon = READ_TYPES.includes(type) ? shapePolygon(fields, who, field) : null;
    if (polygon === null) {
      left.push(type);
      return [];
    }
    const cells =
      fields["gridBased"] === true && grid !== null && grid.kind !== "gridless" ? cellsIn(polygon, grid) : null;
    const area: AreaShape = cells === null ? { polygon } : { cells };
    return [area];
  });
  if (left.length > 0)
    skipped.push(hostError("ShapesLeftOut", { owner: who.owner, count: left.length, types: left.join(", ") }));
  const single = shapes.length === 1;
  return shapes.map((shape, index) => ({ id: single ? id : `${id}.${index}`, ...base, shape }));
}

/**
 * A region shape as a polygon in pixels, or null when it has no size or cannot be read. Rectangles
 * have `x, y` at their top-left and turn about their centre on v13, about `x, y` on v14
 * (`FoundryCompat.rectanglePivot`); a v14 rectangle whose anchor is not its top-left (`anchorX`,
 * `anchorY` other than 0, #13298) is not read, since no public source says where the anchor puts it.
 * Circles and ellipses are centred on `x, y`; rotations are degrees clockwise. Every number is
 * checked: Foundry's types do not describe region shapes.
 */
export function shapePolygon(shape: Fields, who: Owner, field: string): Point[] | null {
  if (shape["hole"] === true) throw hostError("Hole", { owner: who.owner, field });
  const n = (name: string): number => readFinite(shape[name], who, `${field}.${name}`);
  switch (shape["type"]) {
    case "rectangle": {
      const width = n("width");
      const depth = n("height");
      if (width <= 0 || depth <= 0) return null;
      const facing = n("rotation");
      const half = { x: width / 2, y: depth / 2 };
      const anchored = (name: string): boolean => shape[name] === undefined || n(name) === 0;
      if (foundryCompat().rectanglePivot === "origin" && !(anchored("anchorX") && anchored("anchorY"))) return null;
      // The centre, turned with the rectangle about its pivot.
      const offset = foundryCompat().rectanglePivot === "origin" ? rotate(half, facing) : half;
      const center = add({ x: n("x"), y: n("y") }, offset);
      return footprintPolygon({ footprint: { kind: "rect", center, width, depth }, facing });
    }
    case "circle": {
      const radius = n("radius");
      if (radius <= 0) return null;
      const center = { x: n("x"), y: n("y") };
      return footprintPolygon({ footprint: { kind: "circle", center, radius }, facing: 0 }, CURVE_SEGMENTS);
    }
    case "ellipse": {
      const width = 2 * n("radiusX");
      const depth = 2 * n("radiusY");
      if (width <= 0 || depth <= 0) return null;
      const footprint = { kind: "ellipse", center: { x: n("x"), y: n("y") }, width, depth } as const;
      return footprintPolygon({ footprint, facing: n("rotation") }, CURVE_SEGMENTS);
    }
    default:
      return pairs(readItems(shape["points"], 6, who, `${field}.points`, readFinite));
  }
}

/** The grid spaces whose centres lie in the polygon. */
function cellsIn(polygon: readonly Point[], spec: GridSpec): Offset[] {
  const grid = createCellGrid(spec);
  const box = polygonBounds(polygon);
  const from = grid.cellAt({ x: box.minX, y: box.minY });
  const to = grid.cellAt({ x: box.maxX, y: box.maxY });
  const cells: Offset[] = [];
  for (let i = from.i - 1; i <= to.i + 1; i++)
    for (let j = from.j - 1; j <= to.j + 1; j++)
      if (pointInPolygon(grid.center({ i, j }), polygon)) cells.push({ i, j });
  return cells;
}

function pairs(flat: readonly number[]): Point[] {
  const points: Point[] = [];
  for (let k = 0; k + 1 < flat.length; k += 2) points.push({ x: flat[k] ?? 0, y: flat[k + 1] ?? 0 });
  return points;
}
