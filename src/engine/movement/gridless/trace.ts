import { stopsFrom } from "@engine/board/wall-sides";
import type { Area, Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { EPSILON } from "@engine/geometry/epsilon";
import { pointInPolygon } from "@engine/geometry/polygon";
import { segmentIntersection } from "@engine/geometry/segment";
import { add, cross, scale, sub } from "@engine/geometry/vector";
import { placeFootprint } from "@engine/grid/footprint";
import { bodyBounds, bodyOf, bodyReach, segmentBody, type Body } from "./body";
import { sweepInterval } from "./sweep";
import type { GridlessWorld } from "./world";

/**
 * What a straight move meets, at `sIn` pixels along it: where the mover first touches a unit (and
 * `sOut`, where it is clear of it again), touches a wall that blocks movement, enters an area, or
 * reaches the edge of the table.
 */
export type Encounter =
  | { readonly kind: "unit"; readonly id: string; readonly sIn: number; readonly sOut: number }
  | { readonly kind: "wall"; readonly id: string; readonly sIn: number }
  | { readonly kind: "area"; readonly id: string; readonly areaKind: string; readonly sIn: number }
  | { readonly kind: "edge"; readonly sIn: number };

export interface Leg {
  readonly moverId: string;
  /** The mover's centre where the leg starts. */
  readonly from: Point;
  /** The mover's facing along the leg. */
  readonly facing: number;
  /** Unit vector along the leg. */
  readonly dir: Point;
  /** Length in pixels. */
  readonly length: number;
}

/**
 * Overlaps deeper than this (pixels) count; shallower ones are touching. So a unit sliding along
 * another, or along a wall, touching it, does not meet it.
 */
const DEPTH = EPSILON;
/** How far (pixels, square to the wall) a centre stops short of a wall it may not touch. */
const WALL_CLEARANCE = 4 * EPSILON;

const ORDER = { unit: 0, wall: 1, area: 2, edge: 3 } as const;

/** The mover's body at the leg's start, with the leg's facing. */
export function legBody(world: GridlessWorld, leg: Pick<Leg, "moverId" | "from" | "facing">): Body {
  const unit = world.unit(leg.moverId);
  return bodyOf({ footprint: placeFootprint(unit.footprint, leg.from), facing: leg.facing });
}

/**
 * Everything the leg meets before its end, in order along it (ties: units, walls, areas, edge,
 * then by id). A unit the mover already overlaps where it starts is met at once (`sIn` <= 0)
 * when the leg takes it deeper in (the middle of the overlap lies ahead), and not at all when
 * the leg takes it out. Only areas whose kind is in `kinds` are reported, and not those the
 * mover already stands in or on (it may leave them). A wall the mover already overlaps is met
 * where its centre would reach the wall.
 */
export function trace(world: GridlessWorld, leg: Leg, kinds: ReadonlySet<string>): Encounter[] {
  const body = legBody(world, leg);
  const mover = world.unit(leg.moverId);
  const to = add(leg.from, scale(leg.dir, leg.length));
  const boxes = world.boxesAlong(leg.from, to, bodyReach(body));
  const found: Encounter[] = [];
  const within = (s: number): boolean => s < leg.length;
  for (const id of world.unitsNear(boxes, mover)) {
    if (id === leg.moverId) continue;
    const other = world.body(id);
    const deep = sweepInterval(body, leg.dir, other, -DEPTH);
    if (deep === null || deep.sOut <= 0 || !within(deep.sIn) || (deep.sIn < 0 && deep.sIn + deep.sOut <= 0)) continue;
    const touch = sweepInterval(body, leg.dir, other) ?? deep;
    found.push({ kind: "unit", id, sIn: touch.sIn, sOut: touch.sOut });
  }
  for (const wall of world.wallsNear(boxes, mover)) {
    // A one-way wall stops only a leg starting on the side it blocks.
    if (!stopsFrom(wall, leg.from)) continue;
    const s = wallMet(body, leg, to, wall.a, wall.b);
    if (s !== null && within(s)) found.push({ kind: "wall", id: wall.id, sIn: s });
  }
  if (kinds.size > 0) {
    for (const area of world.areasNear(boxes, mover)) {
      if (!kinds.has(area.kind)) continue;
      const s = areaEntered(body, leg, area);
      if (s !== null && within(s)) found.push({ kind: "area", id: area.id, areaKind: area.kind, sIn: s });
    }
  }
  const edge = edgeMet(world, body, leg.dir);
  if (edge !== null && within(edge)) found.push({ kind: "edge", sIn: edge });
  return found.sort(byPlace);
}

function byPlace(a: Encounter, b: Encounter): number {
  return a.sIn - b.sIn || ORDER[a.kind] - ORDER[b.kind] || idOf(a).localeCompare(idOf(b));
}

function idOf(e: Encounter): string {
  return e.kind === "edge" ? "" : e.id;
}

/** Where the body first meets the wall a–b along the leg, or null. */
function wallMet(body: Body, leg: Leg, to: Point, a: Point, b: Point): number | null {
  const deep = sweepInterval(body, leg.dir, segmentBody(a, b), -DEPTH);
  if (deep === null || deep.sOut <= 0) return null;
  if (deep.sIn >= 0) return Math.max(0, sweepInterval(body, leg.dir, segmentBody(a, b))?.sIn ?? deep.sIn);
  // Already across the wall: the centre may not reach it.
  const hit = segmentIntersection(leg.from, to, a, b);
  if (hit === null) return null;
  const sine = Math.abs(cross(leg.dir, normalizeOr(sub(b, a))));
  return Math.max(0, hit.t * leg.length - WALL_CLEARANCE / Math.max(sine, 1e-6));
}

function normalizeOr(v: Point): Point {
  const len = Math.hypot(v.x, v.y);
  return len === 0 ? { x: 1, y: 0 } : { x: v.x / len, y: v.y / len };
}

/**
 * Where the body first overlaps the area along the leg, or null: null too when it already
 * overlaps it or stands inside it. Areas may be concave, so each side is met on its own.
 */
function areaEntered(body: Body, leg: Leg, area: Area): number | null {
  if (!("polygon" in area.shape)) return null;
  const polygon = area.shape.polygon;
  let first = Infinity;
  let a = polygon[polygon.length - 1];
  for (const b of polygon) {
    if (a !== undefined) {
      const side = segmentBody(a, b);
      const deep = sweepInterval(body, leg.dir, side, -DEPTH);
      if (deep !== null && deep.sOut > 0) {
        if (deep.sIn < 0) return null; // astride the outline already
        first = Math.min(first, sweepInterval(body, leg.dir, side)?.sIn ?? deep.sIn);
      }
    }
    a = b;
  }
  if (pointInPolygon(body.center, polygon)) return null;
  return first === Infinity ? null : Math.max(0, first);
}

/** Where the body reaches the table's edge along the leg, or null (no edge, or moving off a side it is already past). */
function edgeMet(world: GridlessWorld, body: Body, dir: Point): number | null {
  const bounds = world.settings.bounds;
  if (bounds === null) return null;
  const box = bodyBounds(body);
  let s = Infinity;
  if (dir.x > 0 && box.maxX <= bounds.maxX) s = Math.min(s, (bounds.maxX - box.maxX) / dir.x);
  if (dir.x < 0 && box.minX >= bounds.minX) s = Math.min(s, (bounds.minX - box.minX) / dir.x);
  if (dir.y > 0 && box.maxY <= bounds.maxY) s = Math.min(s, (bounds.maxY - box.maxY) / dir.y);
  if (dir.y < 0 && box.minY >= bounds.minY) s = Math.min(s, (bounds.minY - box.minY) / dir.y);
  return s === Infinity ? null : s;
}

/** A unit met along a leg with the offsets where it is within `grow` pixels of the mover. */
export interface Nearness {
  readonly id: string;
  readonly sIn: number;
  readonly sOut: number;
}

/**
 * The units `accept` accepts that come within `grow` pixels of the mover on the leg, each with
 * the offsets where it is that near (on the leg's whole line: they may lie before its start or
 * past its end), sorted by id.
 */
export function nearnessAlong(
  world: GridlessWorld,
  leg: Leg,
  grow: number,
  accept: (unit: Unit) => boolean,
): Nearness[] {
  const body = legBody(world, leg);
  const to = add(leg.from, scale(leg.dir, leg.length));
  const found: Nearness[] = [];
  for (const id of world.unitsNear(world.boxesAlong(leg.from, to, bodyReach(body), grow), world.unit(leg.moverId))) {
    if (id === leg.moverId || !accept(world.unit(id))) continue;
    const hit = sweepInterval(body, leg.dir, world.body(id), grow);
    if (hit !== null) found.push({ id, sIn: hit.sIn, sOut: hit.sOut });
  }
  return found;
}

/**
 * A test of turns in place: whether turning the mover to a facing leaves it overlapping nothing
 * new (no unit, no wall that blocks movement, no area of the kinds) that it did not overlap
 * already. Circles turn freely.
 */
export function turnChecker(
  world: GridlessWorld,
  moverId: string,
  kinds: ReadonlySet<string>,
): (facing: number) => boolean {
  const unit = world.unit(moverId);
  const overlapped = (body: Body): Set<string> => {
    const found = new Set<string>();
    const deep = (other: Body): boolean => {
      const hit = sweepInterval(body, { x: 1, y: 0 }, other, -DEPTH);
      return hit !== null && hit.sIn < 0 && hit.sOut > 0;
    };
    const box = [bodyBounds(body)];
    for (const id of world.unitsNear(box, unit)) if (id !== moverId && deep(world.body(id))) found.add(`unit ${id}`);
    for (const wall of world.wallsNear(box, unit)) if (deep(segmentBody(wall.a, wall.b))) found.add(`wall ${wall.id}`);
    for (const area of world.areasNear(box, unit)) {
      if (kinds.has(area.kind) && "polygon" in area.shape && overlapsPolygon(body, area.shape.polygon, deep))
        found.add(`area ${area.id}`);
    }
    return found;
  };
  let before: Set<string> | null = null;
  return (facing) => {
    const turned = bodyOf({ footprint: unit.footprint, facing });
    if (turned.kind === "circle") return true;
    before ??= overlapped(world.body(moverId));
    const now = before;
    return [...overlapped(turned)].every((key) => now.has(key));
  };
}

/** Whether the body overlaps the polygon's outline, or lies inside it. */
function overlapsPolygon(body: Body, polygon: readonly Point[], deep: (side: Body) => boolean): boolean {
  if (pointInPolygon(body.center, polygon)) return true;
  let a = polygon[polygon.length - 1];
  for (const b of polygon) {
    if (a !== undefined && deep(segmentBody(a, b))) return true;
    a = b;
  }
  return false;
}
