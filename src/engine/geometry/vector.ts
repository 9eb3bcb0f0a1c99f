import type { Point } from "../model/coordinates";
import { cosDeg, sinDeg } from "./angle";

/** Plain 2-D vector arithmetic on points, in pixels (x right, y down the screen). */

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scale(a: Point, k: number): Point {
  return { x: a.x * k, y: a.y * k };
}

export function dot(a: Point, b: Point): number {
  return a.x * b.x + a.y * b.y;
}

/** The z component of the 3-D cross product: > 0 when b lies clockwise of a on screen (y down). */
export function cross(a: Point, b: Point): number {
  return a.x * b.y - a.y * b.x;
}

export function length(a: Point): number {
  return Math.hypot(a.x, a.y);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The unit vector along a; the zero vector stays zero (it has no direction to keep). */
export function normalize(a: Point): Point {
  const len = length(a);
  return len === 0 ? { x: 0, y: 0 } : { x: a.x / len, y: a.y / len };
}

/**
 * Turns a by the given degrees clockwise on screen. With y pointing down, the standard rotation
 * matrix turns clockwise: (1, 0) turned 90° is (0, 1), straight down.
 */
export function rotate(a: Point, degrees: number): Point {
  const c = cosDeg(degrees);
  const s = sinDeg(degrees);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
}
