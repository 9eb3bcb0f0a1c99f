import type { Point } from "../model/coordinates";
import type { Wall } from "./types";

/**
 * Whether a wall stops what comes from `origin` (the start of a move or of a line of sight). A
 * one-way wall stops only what comes from the side it names, "left" or "right" of the way from its
 * `a` to its `b` as drawn (y down the screen: walking down the screen, left is +x); an origin on the
 * wall's own line counts as either side. A wall of both sides stops everything.
 *
 * This is Foundry's convention for `dir` (CONST.WALL_DIRECTIONS LEFT/RIGHT), confirmed from code that
 * computes it: caewok/fvtt-test-ccw (class_CCWSweepWall.js `whichSide`, class_CCWSweepPolygon.js
 * `includeWall`, commit 9117c672) puts a point on a wall's LEFT when wall end B, wall end A and the
 * point turn clockwise by robust-predicates' `orient2dfast` — the side this cross product calls
 * left — and lets a one-way wall collide only with what comes from its `dir` side
 * (test/engine/board/wall-sides.test.ts checks the two agree). That code ignores a one-way wall for
 * an origin on its line; here such an origin is stopped, the cautious reading for a line of fire.
 */
export function stopsFrom(wall: Wall, origin: Point): boolean {
  if (wall.blocksFrom === undefined) return true;
  const cross = (wall.b.x - wall.a.x) * (origin.y - wall.a.y) - (wall.b.y - wall.a.y) * (origin.x - wall.a.x);
  if (cross === 0) return true;
  // On screen (y down), a negative cross product puts the origin on the left of a→b.
  return (cross < 0 ? "left" : "right") === wall.blocksFrom;
}

/** Whether the wall stops a move starting at `origin`. */
export function stopsMove(wall: Wall, origin: Point): boolean {
  return wall.blocksMove && stopsFrom(wall, origin);
}
