import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  angleOf,
  arcOf,
  facingVector,
  isBehind,
  isInFront,
  normalizeDegrees,
  turnBetween,
} from "@engine/geometry/facing";
import { length } from "@engine/geometry/vector";

const origin = { x: 0, y: 0 };

describe("facing", () => {
  it("gives Foundry's facing vectors: 0 faces down the screen, 90 left, 180 up, 270 right", () => {
    expect(facingVector(0)).toEqual({ x: 0, y: 1 });
    expect(facingVector(90)).toEqual({ x: -1, y: 0 });
    expect(facingVector(180)).toEqual({ x: 0, y: -1 });
    expect(facingVector(270)).toEqual({ x: 1, y: 0 });
    expect(facingVector(-90)).toEqual({ x: 1, y: 0 });
  });

  it("normalizes degrees into [0, 360)", () => {
    expect(normalizeDegrees(0)).toBe(0);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(725)).toBe(5);
    // -1e-20 + 360 rounds to 360, which must fold back to 0.
    expect(normalizeDegrees(-1e-20)).toBe(0);
  });

  it("finds the facing that looks along a vector", () => {
    expect(angleOf({ x: 0, y: 5 })).toBe(0);
    expect(angleOf({ x: -2, y: 0 })).toBeCloseTo(90, 12);
    expect(angleOf({ x: 0, y: -1 })).toBeCloseTo(180, 12);
    expect(angleOf({ x: 3, y: 0 })).toBeCloseTo(270, 12);
    // Down-left is halfway between facing down (0) and facing left (90).
    expect(angleOf({ x: -1, y: 1 })).toBeCloseTo(45, 12);
    expect(angleOf({ x: 0, y: 0 })).toBe(0);
  });

  it("turns the short way, clockwise positive, 180 rather than -180", () => {
    expect(turnBetween(350, 10)).toBe(20);
    expect(turnBetween(10, 350)).toBe(-20);
    expect(turnBetween(0, 180)).toBe(180);
    expect(turnBetween(180, 0)).toBe(180);
    expect(turnBetween(90, 90)).toBe(0);
    expect(turnBetween(-30, 30)).toBe(60);
  });

  it("sorts points into quarter arcs, boundaries going to the less extreme arc", () => {
    // Facing 0 looks down (+y); the unit's right hand is then on the screen's left (-x).
    expect(arcOf(0, origin, { x: 0, y: 10 })).toBe("front");
    expect(arcOf(0, origin, { x: -10, y: 0 })).toBe("right");
    expect(arcOf(0, origin, { x: 10, y: 0 })).toBe("left");
    expect(arcOf(0, origin, { x: 0, y: -10 })).toBe("rear");
    // Exactly 45° off the facing is front; exactly 135° off is flank, not rear.
    expect(arcOf(0, origin, { x: 10, y: 10 })).toBe("front");
    expect(arcOf(0, origin, { x: -10, y: 10 })).toBe("front");
    expect(arcOf(0, origin, { x: -10, y: -10 })).toBe("right");
    expect(arcOf(0, origin, { x: 10, y: -10 })).toBe("left");
    // Facing 90 looks left (-x): its right hand is up the screen (-y).
    expect(arcOf(90, { x: 5, y: 5 }, { x: -5, y: 5 })).toBe("front");
    expect(arcOf(90, { x: 5, y: 5 }, { x: 5, y: -5 })).toBe("right");
    expect(arcOf(90, { x: 5, y: 5 }, { x: 5, y: 15 })).toBe("left");
    expect(arcOf(90, { x: 5, y: 5 }, { x: 15, y: 5 })).toBe("rear");
    // A point on the unit itself has no direction: front.
    expect(arcOf(123, { x: 5, y: 5 }, { x: 5, y: 5 })).toBe("front");
    expect(isBehind(180, origin, { x: 0, y: 10 })).toBe(true);
    expect(isInFront(180, origin, { x: 0, y: 10 })).toBe(false);
    expect(isInFront(180, origin, { x: 1, y: -10 })).toBe(true);
  });

  it("looks along v when facing angleOf(v)", () => {
    const coord = fc.double({ min: -1000, max: 1000, noNaN: true });
    fc.assert(
      fc.property(coord, coord, (x, y) => {
        fc.pre(Math.hypot(x, y) > 1e-6);
        const f = facingVector(angleOf({ x, y }));
        const len = Math.hypot(x, y);
        expect(length(f)).toBeCloseTo(1, 12);
        expect(f.x).toBeCloseTo(x / len, 9);
        expect(f.y).toBeCloseTo(y / len, 9);
      }),
    );
  });

  it("turns from one facing onto the other, within (-180, 180]", () => {
    const deg = fc.double({ min: -1000, max: 1000, noNaN: true });
    fc.assert(
      fc.property(deg, deg, (from, to) => {
        const t = turnBetween(from, to);
        expect(t).toBeGreaterThan(-180);
        expect(t).toBeLessThanOrEqual(180);
        // Compare as vectors so that 359.9999… and 0 count as the same facing.
        const a = facingVector(from + t);
        const b = facingVector(to);
        expect(a.x).toBeCloseTo(b.x, 9);
        expect(a.y).toBeCloseTo(b.y, 9);
      }),
    );
  });

  it("puts a point turned with the unit in the same arc (away from boundaries)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        (facing, off) => {
          fc.pre(Math.abs(Math.abs(off) - 45) > 1e-6 && Math.abs(Math.abs(off) - 135) > 1e-6);
          const v = facingVector(facing + off);
          const expected = Math.abs(off) < 45 ? "front" : Math.abs(off) > 135 ? "rear" : off > 0 ? "right" : "left";
          expect(arcOf(facing, origin, { x: v.x * 50, y: v.y * 50 })).toBe(expected);
        },
      ),
    );
  });
});
