import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, cross, distance, dot, length, normalize, rotate, scale, sub } from "@engine/geometry/vector";

const coord = fc.double({ min: -1000, max: 1000, noNaN: true });
const point = fc.record({ x: coord, y: coord });

describe("vector arithmetic", () => {
  it("adds, subtracts, scales and multiplies", () => {
    expect(add({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: 4, y: -3 });
    expect(sub({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: -2, y: 7 });
    expect(scale({ x: 1, y: -2 }, 3)).toEqual({ x: 3, y: -6 });
    // 1·3 + 2·(-5) = -7
    expect(dot({ x: 1, y: 2 }, { x: 3, y: -5 })).toBe(-7);
    // 1·(-5) - 2·3 = -11
    expect(cross({ x: 1, y: 2 }, { x: 3, y: -5 })).toBe(-11);
  });

  it("measures lengths and distances (a 3-4-5 triangle)", () => {
    expect(length({ x: 3, y: 4 })).toBe(5);
    expect(distance({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
  });

  it("normalizes to unit length, keeping the zero vector zero", () => {
    expect(normalize({ x: 3, y: 4 })).toEqual({ x: 0.6, y: 0.8 });
    expect(normalize({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
  });

  it("rotates clockwise on screen (y down)", () => {
    // Right (+x) turned a quarter clockwise on screen is down (+y), then left, then up.
    expect(rotate({ x: 1, y: 0 }, 90)).toEqual({ x: 0, y: 1 });
    expect(rotate({ x: 0, y: 1 }, 90)).toEqual({ x: -1, y: 0 });
    expect(rotate({ x: 1, y: 0 }, 180)).toEqual({ x: -1, y: 0 });
    expect(rotate({ x: 1, y: 0 }, -90)).toEqual({ x: 0, y: -1 });
    // 45° clockwise from +x points down-right at (√½, √½).
    const r = rotate({ x: 1, y: 0 }, 45);
    expect(r.x).toBeCloseTo(Math.SQRT1_2, 12);
    expect(r.y).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it("keeps lengths when rotating, and undoes a turn with the opposite turn", () => {
    fc.assert(
      fc.property(point, fc.double({ min: -720, max: 720, noNaN: true }), (p, deg) => {
        const r = rotate(p, deg);
        expect(length(r)).toBeCloseTo(length(p), 8);
        const back = rotate(r, -deg);
        expect(back.x).toBeCloseTo(p.x, 8);
        expect(back.y).toBeCloseTo(p.y, 8);
      }),
    );
  });
});
