import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Point } from "@engine/model/coordinates";
import type { Wall } from "@engine/board/types";
import { stopsFrom } from "@engine/board/wall-sides";

/**
 * Which side of a Foundry wall a point lies on, as caewok/fvtt-test-ccw computes it for Foundry's
 * one-way walls (scripts/class_CCWSweepWall.js `whichSide` and scripts/class_CCWSweepPolygon.js
 * `includeWall`, commit 9117c672): the orientation of wall end B, wall end A and the point by
 * robust-predicates' `orient2dfast(a, b, c) = (a.y − c.y)(b.x − c.x) − (a.x − c.x)(b.y − c.y)`;
 * negative is CONST.WALL_DIRECTIONS.LEFT, positive RIGHT, and a one-way wall is a candidate for a
 * collision only from the side its `dir` names.
 */
function foundrySide(a: Point, b: Point, origin: Point): "left" | "right" | "both" {
  const orientation = (b.y - origin.y) * (a.x - origin.x) - (b.x - origin.x) * (a.y - origin.y);
  return orientation < 0 ? "left" : orientation > 0 ? "right" : "both";
}

const point = fc.record({ x: fc.integer({ min: -1000, max: 1000 }), y: fc.integer({ min: -1000, max: 1000 }) });

function wall(a: Point, b: Point, blocksFrom: "left" | "right"): Wall {
  return { id: "w", a, b, blocksMove: true, blocksSight: true, blocksFrom };
}

describe("one-way walls block from the side Foundry's `dir` names", () => {
  it("a wall drawn down the screen from (0, 0) to (0, 100) has its LEFT on +x", () => {
    // orient2dfast(B (0, 100), A (0, 0), (50, 50)) = (100 − 50)(0 − 50) − (0 − 50)(0 − 50) = −5000: LEFT.
    expect(foundrySide({ x: 0, y: 0 }, { x: 0, y: 100 }, { x: 50, y: 50 })).toBe("left");
    expect(stopsFrom(wall({ x: 0, y: 0 }, { x: 0, y: 100 }, "left"), { x: 50, y: 50 })).toBe(true);
    expect(stopsFrom(wall({ x: 0, y: 0 }, { x: 0, y: 100 }, "left"), { x: -50, y: 50 })).toBe(false);
  });

  it("a LEFT wall along a box's edge, taken clockwise on screen, stops what comes from outside", () => {
    // righthandofvecna/pokemon-assets js/placeables/tile.mjs (commit 116f7300, Foundry v13 Edge API)
    // makes a tile that "acts as a wall" of four LEFT edges round its bounds, clockwise on screen.
    const top = wall({ x: 0, y: 0 }, { x: 100, y: 0 }, "left");
    expect(stopsFrom(top, { x: 50, y: -50 })).toBe(true);
    expect(stopsFrom(top, { x: 50, y: 50 })).toBe(false);
  });

  it("agrees with that computation for every wall and every origin off its line", () => {
    fc.assert(
      fc.property(point, point, point, fc.constantFrom("left" as const, "right" as const), (a, b, origin, side) => {
        const found = foundrySide(a, b, origin);
        fc.pre(found !== "both");
        expect(stopsFrom(wall(a, b, side), origin)).toBe(found === side);
      }),
    );
  });
});
