import type { Point } from "@engine/model/coordinates";
import type { MovePlan } from "@engine/movement/move-plan";
import { distance, sub } from "@engine/geometry/vector";

/** Shifts a unit's token by `offset` pixels from where it stood before the plan. */
export type PlaceToken = (unitId: string, offset: Point) => void;

/**
 * Moves every token of a plan along its waypoints at once, `speed` pixels a second, on animation
 * frames; resolves when the longest path is done. A speed of 0 or less skips the animation.
 */
export function animatePlan(plan: MovePlan, speed: number, place: PlaceToken): Promise<void> {
  const longest = Math.max(0, ...plan.moves.map((move) => pathLength(move.path)));
  if (speed <= 0 || longest === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let started: number | null = null;
    const frame = (now: number): void => {
      started ??= now;
      const travelled = ((now - started) / 1000) * speed;
      for (const move of plan.moves) {
        const start = move.path[0];
        if (start !== undefined) place(move.unitId, sub(pointAlong(move.path, travelled), start));
      }
      if (travelled >= longest) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

function pathLength(path: readonly Point[]): number {
  return legs(path).reduce((total, [from, to]) => total + distance(from, to), 0);
}

/** The point `travelled` pixels along the path, or its end. */
function pointAlong(path: readonly Point[], travelled: number): Point {
  let left = travelled;
  for (const [from, to] of legs(path)) {
    const leg = distance(from, to);
    if (left <= leg && leg > 0) {
      const t = left / leg;
      return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    }
    left -= leg;
  }
  return path.at(-1) ?? { x: 0, y: 0 };
}

function legs(path: readonly Point[]): (readonly [Point, Point])[] {
  const result: (readonly [Point, Point])[] = [];
  let previous: Point | undefined;
  for (const point of path) {
    if (previous !== undefined) result.push([previous, point]);
    previous = point;
  }
  return result;
}
