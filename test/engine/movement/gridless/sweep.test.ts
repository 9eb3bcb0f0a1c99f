import { describe, expect, it } from "vitest";
import { bodyOf, segmentBody, type Body } from "@engine/movement/gridless/body";
import { sweepInterval } from "@engine/movement/gridless/sweep";

const down = { x: 0, y: 1 };
const circle = (x: number, y: number, radius: number): Body => ({ kind: "circle", center: { x, y }, radius });
const square = (x: number, y: number, half: number): Body =>
  bodyOf({ footprint: { kind: "rect", center: { x, y }, width: 2 * half, depth: 2 * half }, facing: 0 });

describe("sweepInterval", () => {
  it("circles meet where their centres are the sum of the radii apart", () => {
    // Centres 100 apart on the line, radii 10 + 20: touching at 100 - 30 = 70, clear at 130.
    expect(sweepInterval(circle(0, 0, 10), down, circle(0, 100, 20))).toEqual({ sIn: 70, sOut: 130 });
    // 40 off the line: the centres must come within 30, never happens.
    expect(sweepInterval(circle(0, 0, 10), down, circle(40, 100, 20))).toBeNull();
  });

  it("a circle grazing a square's side touches it without overlapping; one further in meets its corner", () => {
    // Square x in 10..30, y in 90..110; a circle r=10 on x=0 reaches x=10 exactly: it touches the
    // side while its centre has y in 90..110, and never overlaps (grown by -1e-7: no meeting).
    expect(sweepInterval(circle(0, 0, 10), down, square(20, 100, 10))).toEqual({ sIn: 90, sOut: 110 });
    expect(sweepInterval(circle(0, 0, 10), down, square(20, 100, 10), -1e-7)).toBeNull();
    // Square x in 5..25: the circle first touches the corner (5, 90) when its centre is 10 from
    // it, i.e. 5 across and √(100 - 25) = 8.660 above it: at y = 90 - 8.660.
    const corner = sweepInterval(circle(0, 0, 10), down, square(15, 100, 10));
    expect(corner?.sIn).toBeCloseTo(90 - Math.sqrt(75), 9);
  });

  it("squares meet face to face, exactly", () => {
    // Half sizes 10 and 5, 50 apart: faces meet at 50 - 15 = 35, part at 65.
    const hit = sweepInterval(square(0, 0, 10), down, square(0, 50, 5));
    expect(hit?.sIn).toBeCloseTo(35, 12);
    expect(hit?.sOut).toBeCloseTo(65, 12);
  });

  it("a square meets a wall across its path, and a grown square meets it sooner", () => {
    const wall = segmentBody({ x: -50, y: 60 }, { x: 50, y: 60 });
    expect(sweepInterval(square(0, 0, 10), down, wall)?.sIn).toBeCloseTo(50, 12);
    expect(sweepInterval(square(0, 0, 10), down, wall, 5)?.sIn).toBeCloseTo(45, 12);
    // A circle meets the same wall when its edge reaches y = 60.
    expect(sweepInterval(circle(0, 0, 10), down, wall)?.sIn).toBeCloseTo(50, 12);
  });

  it("a polygon moving into a circle gives the same interval as the circle moving back into it", () => {
    const hit = sweepInterval(square(0, 0, 10), down, circle(0, 50, 5));
    expect(hit?.sIn).toBeCloseTo(35, 12);
    expect(hit?.sOut).toBeCloseTo(65, 12);
  });
});
