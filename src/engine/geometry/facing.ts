import type { Point } from "../model/coordinates";
import { cosDeg, normalizeDegrees, sinDeg, toDegrees } from "./angle";
import { sub } from "./vector";

/**
 * Facing is a Foundry token's rotation: degrees clockwise on screen, 0 = facing down the screen
 * (+y). So 90 faces left (-x), 180 faces up, 270 faces right. A unit facing down has its right hand
 * on the screen's left, which is why a positive (clockwise) turn from the facing is the unit's right.
 */

export { normalizeDegrees };

export type Arc = "front" | "right" | "rear" | "left";

/** Half the width of the front arc: each quarter arc spans 90°. */
const HALF_ARC = 45;
/** Angular slack (degrees) so that points on an arc boundary land on its documented side. */
const ANGLE_EPSILON = 1e-9;

/** The unit vector a unit with this facing looks along: 0 → (0, 1), 90 → (-1, 0). */
export function facingVector(degrees: number): Point {
  // `+ 0` turns -0 into 0, so facings at right angles give clean vectors.
  return { x: -sinDeg(degrees) + 0, y: cosDeg(degrees) + 0 };
}

/** The facing whose vector points along v, in [0, 360); the zero vector has no direction and gives 0. */
export function angleOf(v: Point): number {
  if (v.x === 0 && v.y === 0) return 0;
  return normalizeDegrees(toDegrees(Math.atan2(-v.x, v.y)));
}

/** The signed smallest turn from one facing to another, in (-180, 180]; positive is clockwise. */
export function turnBetween(from: number, to: number): number {
  const d = normalizeDegrees(to - from);
  return d > 180 ? d - 360 : d;
}

/**
 * Which quarter arc of a unit at `from` with the given facing the point `toward` lies in.
 * Front is ±45° around the facing, right and left are the next quarters clockwise and anticlockwise
 * (the unit's own right and left), rear is the quarter behind.
 *
 * Boundaries go to the less extreme arc: exactly 45° off the facing is front (not flank), exactly
 * 135° off is flank (right or left, not rear), exactly 180° is rear. A point at `from` itself has
 * no direction and counts as front.
 */
export function arcOf(facingDeg: number, from: Point, toward: Point): Arc {
  const v = sub(toward, from);
  if (v.x === 0 && v.y === 0) return "front";
  const turn = turnBetween(facingDeg, angleOf(v));
  const off = Math.abs(turn);
  if (off <= HALF_ARC + ANGLE_EPSILON) return "front";
  if (off <= 180 - HALF_ARC + ANGLE_EPSILON) return turn > 0 ? "right" : "left";
  return "rear";
}

/** Whether `toward` lies in the rear arc of a unit at `from` with this facing. */
export function isBehind(facingDeg: number, from: Point, toward: Point): boolean {
  return arcOf(facingDeg, from, toward) === "rear";
}

/** Whether `toward` lies in the front arc of a unit at `from` with this facing. */
export function isInFront(facingDeg: number, from: Point, toward: Point): boolean {
  return arcOf(facingDeg, from, toward) === "front";
}
