import type { Point } from "@engine/model/coordinates";
import type { Bounds } from "@engine/geometry/polygon";
import { footprintCenter, footprintPolygon, type PlacedFootprint } from "@engine/grid/footprint";
import { add, distance, scale, sub } from "@engine/geometry/vector";

/**
 * A footprint as the sweep sees it: an exact circle, or a convex polygon (a rect exactly; an
 * ellipse as a polygon just outside its curve, so that a move clear of the polygon is clear of the
 * ellipse). A wall is a two-point polygon.
 */
export type Body =
  | { readonly kind: "circle"; readonly center: Point; readonly radius: number }
  | { readonly kind: "polygon"; readonly center: Point; readonly points: readonly Point[] };

/** Sides of the polygon around an ellipse: 32 keeps it within 0.5% of the curve. */
const ELLIPSE_SIDES = 32;

/** The body of a gridless footprint at its place and facing. Throws for a "cells" footprint. */
export function bodyOf(unit: PlacedFootprint): Body {
  const fp = unit.footprint;
  if (fp.kind === "circle") return { kind: "circle", center: fp.center, radius: fp.radius };
  const center = footprintCenter(unit);
  if (fp.kind === "rect") return { kind: "polygon", center, points: footprintPolygon(unit) };
  // The polygon through points on the curve, grown by sec(π/n) about the centre, holds the whole
  // ellipse: it is the affine image of a regular polygon circumscribing a circle.
  const grow = 1 / Math.cos(Math.PI / ELLIPSE_SIDES);
  const points = footprintPolygon(unit, ELLIPSE_SIDES).map((p) => add(center, scale(sub(p, center), grow)));
  return { kind: "polygon", center, points };
}

export function segmentBody(a: Point, b: Point): Body {
  return { kind: "polygon", center: scale(add(a, b), 0.5), points: [a, b] };
}

/** The body moved by `delta`. */
export function shiftBody(body: Body, delta: Point): Body {
  if (body.kind === "circle") return { ...body, center: add(body.center, delta) };
  return { kind: "polygon", center: add(body.center, delta), points: body.points.map((p) => add(p, delta)) };
}

/** How far the body reaches from its centre. */
export function bodyReach(body: Body): number {
  if (body.kind === "circle") return body.radius;
  let reach = 0;
  for (const p of body.points) reach = Math.max(reach, distance(p, body.center));
  return reach;
}

export function bodyBounds(body: Body): Bounds {
  if (body.kind === "circle") {
    const { center: c, radius: r } = body;
    return { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of body.points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}
