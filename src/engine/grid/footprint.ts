import type { Footprint } from "../model/footprint";
import type { Offset, Point } from "../model/coordinates";
import { cosDeg, sinDeg } from "../geometry/angle";
import { EPSILON } from "../geometry/epsilon";
import {
  convexPenetration,
  pointBoundaryDistance,
  pointInPolygon,
  pointPolygonDistance,
  polygonBounds,
  polygonDistance,
  polygonsWithin,
  type Bounds,
} from "../geometry/polygon";
import { add, distance, rotate } from "../geometry/vector";
import type { CellGrid } from "./cell-grid";

/**
 * Unit footprints in pixels. Gridless shapes are centred on the unit and turn with its facing: in
 * the unit's own frame `width` runs across it (x) and `depth` from rear to front (y, the facing's
 * direction at facing 0). Cell footprints belong to grids: ask the grid about them.
 */

/** What the footprint functions read of a unit; a whole board Unit will do. */
export interface PlacedFootprint {
  readonly footprint: Footprint;
  /** Degrees clockwise, 0 = facing down the screen (+y). */
  readonly facing: number;
}

type Shape = Exclude<Footprint, { readonly kind: "cells" }>;

/** Ellipses are measured as polygons this fine, which lie at most 0.22% of the radius inside the curve. */
const MEASURE_SEGMENTS = 48;

function shapeOf(fp: Footprint, what: string): Shape {
  if (fp.kind === "cells") throw new Error(`${what}: a "cells" footprint has no shape in pixels; use the grid's cells`);
  return fp;
}

/**
 * The footprint's centre in pixels. For a "cells" footprint, the mean of its cells' centres on
 * the given grid (which it then needs).
 */
export function footprintCenter(unit: PlacedFootprint, grid?: CellGrid): Point {
  const fp = unit.footprint;
  if (fp.kind !== "cells") return fp.center;
  if (grid === undefined || fp.cells.length === 0) {
    throw new Error('footprintCenter: a "cells" footprint needs a grid and at least one cell');
  }
  let x = 0;
  let y = 0;
  for (const cell of fp.cells) {
    const c = grid.center(cell);
    x += c.x;
    y += c.y;
  }
  return { x: x / fp.cells.length, y: y / fp.cells.length };
}

/**
 * The outline as a polygon, clockwise on screen. A rect gives its 4 corners; a circle or ellipse
 * `segments` points on its curve (so the polygon sits just inside the curve).
 */
export function footprintPolygon(unit: PlacedFootprint, segments = 24): Point[] {
  const shape = shapeOf(unit.footprint, "footprintPolygon");
  if (!(Number.isInteger(segments) && segments >= 3)) {
    throw new RangeError(`footprintPolygon: segments must be a whole number of at least 3, not ${segments}`);
  }
  const place = (local: Point): Point => add(shape.center, rotate(local, unit.facing));
  if (shape.kind === "rect") {
    const w = shape.width / 2;
    const d = shape.depth / 2;
    return [place({ x: -w, y: -d }), place({ x: w, y: -d }), place({ x: w, y: d }), place({ x: -w, y: d })];
  }
  const [rx, ry] = shape.kind === "circle" ? [shape.radius, shape.radius] : [shape.width / 2, shape.depth / 2];
  const points: Point[] = [];
  for (let k = 0; k < segments; k++) {
    const deg = (360 * k) / segments;
    points.push(place({ x: rx * cosDeg(deg), y: ry * sinDeg(deg) }));
  }
  return points;
}

/** The smallest axis-aligned box holding the whole shape (the true curve, not its polygon). */
export function footprintBounds(unit: PlacedFootprint): Bounds {
  const shape = shapeOf(unit.footprint, "footprintBounds");
  if (shape.kind === "rect") return polygonBounds(footprintPolygon(unit));
  const { x, y } = shape.center;
  if (shape.kind === "circle") {
    const r = shape.radius;
    return { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
  }
  // A turned ellipse's half-extents along x and y.
  const a = shape.width / 2;
  const b = shape.depth / 2;
  const c = cosDeg(unit.facing);
  const s = sinDeg(unit.facing);
  const hx = Math.hypot(a * c, b * s);
  const hy = Math.hypot(a * s, b * c);
  return { minX: x - hx, minY: y - hy, maxX: x + hx, maxY: y + hy };
}

/**
 * Measured outlines by placed footprint: units are replaced, never changed, when they move, and a
 * board's queries measure the same unit against many others.
 */
const measured = new WeakMap<PlacedFootprint, readonly Point[]>();

function measuredPolygon(unit: PlacedFootprint): readonly Point[] {
  let polygon = measured.get(unit);
  if (polygon === undefined) {
    polygon = footprintPolygon(unit, MEASURE_SEGMENTS);
    measured.set(unit, polygon);
  }
  return polygon;
}

/** The centre and radius of a circle footprint, or null for other shapes. */
function asCircle(shape: Shape): { readonly center: Point; readonly radius: number } | null {
  return shape.kind === "circle" ? shape : null;
}

/**
 * The gap between two footprints, edge to edge, in pixels, the way a tape measure goes base to
 * base: 0 when they touch or overlap. Exact for circles and rects; ellipses are measured as fine
 * polygons inside their curve. Gaps within EPSILON count as touching.
 */
export function footprintGap(a: PlacedFootprint, b: PlacedFootprint): number {
  const sa = shapeOf(a.footprint, "footprintGap");
  const sb = shapeOf(b.footprint, "footprintGap");
  const ca = asCircle(sa);
  const cb = asCircle(sb);
  let gap: number;
  if (ca && cb) gap = distance(ca.center, cb.center) - ca.radius - cb.radius;
  else if (ca) gap = pointPolygonDistance(ca.center, measuredPolygon(b)) - ca.radius;
  else if (cb) gap = pointPolygonDistance(cb.center, measuredPolygon(a)) - cb.radius;
  else gap = polygonDistance(measuredPolygon(a), measuredPolygon(b));
  return gap <= EPSILON ? 0 : gap;
}

/**
 * Whether two footprints overlap by more than EPSILON. Units in base contact (touching) do not
 * overlap. All shapes are convex, so the overlap is measured as a penetration depth.
 */
export function footprintsOverlap(a: PlacedFootprint, b: PlacedFootprint): boolean {
  const sa = shapeOf(a.footprint, "footprintsOverlap");
  const sb = shapeOf(b.footprint, "footprintsOverlap");
  const ca = asCircle(sa);
  const cb = asCircle(sb);
  if (ca && cb) return ca.radius + cb.radius - distance(ca.center, cb.center) > EPSILON;
  if (ca) return circlePenetration(ca.center, ca.radius, measuredPolygon(b)) > EPSILON;
  if (cb) return circlePenetration(cb.center, cb.radius, measuredPolygon(a)) > EPSILON;
  return convexPenetration(measuredPolygon(a), measuredPolygon(b)) > EPSILON;
}

/** How deep a circle reaches into a convex polygon (negative: how far it stays out). */
function circlePenetration(center: Point, radius: number, poly: readonly Point[]): number {
  const edge = pointBoundaryDistance(center, poly);
  return pointInPolygon(center, poly) ? radius + edge : radius - edge;
}

/** Whether two footprints are within `tolerancePx` of each other, edge to edge (overlapping counts). */
export function inContact(a: PlacedFootprint, b: PlacedFootprint, tolerancePx: number): boolean {
  return footprintsWithin(a, b, tolerancePx);
}

/** Far above the rounding of a distance between centres on the largest board, far below a pixel. */
const DISC_MARGIN = 1e-6;

/**
 * Whether `footprintGap(a, b) <= limit`, sparing the exact gap when discs settle it: each measured
 * outline lies inside a disc about its centre (`outerRadius`) and holds a smaller one
 * (`innerRadius`), so the gap is at least the outer discs' gap and at most the inner discs'.
 */
export function footprintsWithin(a: PlacedFootprint, b: PlacedFootprint, limit: number): boolean {
  const sa = shapeOf(a.footprint, "footprintsWithin");
  const sb = shapeOf(b.footprint, "footprintsWithin");
  const apart = distance(sa.center, sb.center);
  if (apart - outerRadius(sa) - outerRadius(sb) > limit + DISC_MARGIN) return false;
  if (limit >= 0 && apart - innerRadius(sa) - innerRadius(sb) <= limit - DISC_MARGIN) return true;
  if (sa.kind === "circle" || sb.kind === "circle" || limit < 0) return footprintGap(a, b) <= limit;
  // footprintGap counts a gap within EPSILON as none.
  return polygonsWithin(measuredPolygon(a), measuredPolygon(b), Math.max(limit, EPSILON));
}

/** The radius of a disc about the centre that holds the measured outline. */
function outerRadius(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return shape.radius;
    case "rect":
      return Math.hypot(shape.width, shape.depth) / 2;
    case "ellipse":
      return Math.max(shape.width, shape.depth) / 2;
  }
}

/**
 * The radius of a disc about the centre that the measured outline holds. An ellipse's measured
 * polygon is the image of a regular polygon inscribed in a circle, which holds that circle shrunk
 * by cos(π/n); a hair less for rounding.
 */
function innerRadius(shape: Shape): number {
  switch (shape.kind) {
    case "circle":
      return shape.radius;
    case "rect":
      return Math.min(shape.width, shape.depth) / 2;
    case "ellipse":
      return (Math.min(shape.width, shape.depth) / 2) * Math.cos(Math.PI / MEASURE_SEGMENTS) * (1 - 1e-9);
  }
}

/** The cells of a "cells" footprint. Throws for a gridless shape. */
export function footprintCells(unit: PlacedFootprint): readonly Offset[] {
  const fp = unit.footprint;
  if (fp.kind !== "cells") throw new Error(`footprintCells: a "${fp.kind}" footprint has no cells`);
  return fp.cells;
}

/** The footprint moved by delta pixels. Throws for a "cells" footprint (move its cells on the grid). */
export function translateFootprint(fp: Footprint, delta: Point): Footprint {
  const shape = shapeOf(fp, "translateFootprint");
  return { ...shape, center: add(shape.center, delta) };
}

/** The footprint moved so that its centre is at `center`. Throws for a "cells" footprint. */
export function placeFootprint(fp: Footprint, center: Point): Footprint {
  const shape = shapeOf(fp, "placeFootprint");
  return { ...shape, center };
}
