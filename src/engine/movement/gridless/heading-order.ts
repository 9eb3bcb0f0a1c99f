import type { Point } from "@engine/model/coordinates";
import { facingVector } from "@engine/geometry/facing";
import { dot, normalize, sub } from "@engine/geometry/vector";

/**
 * The turns a flee tries, smallest first: 0, then ±step, ±2·step, … up to ±maxDeviation. Of two
 * turns the same size, the one heading further away from `enemy` goes first (its direction has
 * the larger component away from it); when they are equally far (or no enemy is given), the
 * clockwise one (positive, the unit's right).
 */
export function headingOrder(
  facing: number,
  maxDeviation: number,
  step: number,
  at: Point,
  enemy: Point | undefined,
): number[] {
  const away = enemy === undefined ? null : normalize(sub(at, enemy));
  const order = [0];
  for (let k = 1; k * step <= maxDeviation + 1e-9; k++) {
    const turn = Math.min(k * step, maxDeviation);
    const right = away === null ? 0 : dot(facingVector(facing + turn), away);
    const left = away === null ? 0 : dot(facingVector(facing - turn), away);
    order.push(...(left > right + 1e-12 ? [-turn, turn] : [turn, -turn]));
  }
  return order;
}
