import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GridSpec } from "@engine/model/grid-spec";
import { EngineError } from "@engine/errors";
import { convertLength, LENGTH_UNITS, pixelsPerUnit, toPixels, toTableUnits } from "@engine/grid/scale";

const grid: GridSpec = { kind: "square", size: 100, distance: 5, units: "ft", diagonals: "equidistant" };

describe("scale", () => {
  it("converts table units and pixels: 100 px per 5 ft is 20 px/ft", () => {
    expect(pixelsPerUnit(grid)).toBe(20);
    expect(toTableUnits(grid, 250)).toBe(12.5);
    expect(toPixels(grid, 7.5)).toBe(150);
    expect(() => pixelsPerUnit({ size: 100, distance: 0 })).toThrow(EngineError);
  });

  it("converts lengths exactly where the definitions are exact", () => {
    expect(convertLength(1, "in", "cm")).toBe(2.54);
    expect(convertLength(12, "in", "ft")).toBe(1);
    expect(convertLength(1, "mi", "ft")).toBe(5280);
    expect(convertLength(1, "mi", "km")).toBe(1.609344);
    expect(convertLength(3, "km", "m")).toBe(3000);
    expect(convertLength(25, "mm", "cm")).toBe(2.5);
    expect(convertLength(0.1, "m", "m")).toBe(0.1);
  });

  it("refuses unknown units, naming them", () => {
    expect(() => convertLength(1, "yd", "m")).toThrow(/"yd"/);
    try {
      convertLength(1, "m", "furlong");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect(e instanceof EngineError && e.key).toBe("WARGAME.Error.LengthUnit");
    }
  });

  it("converts there and back, and through any unit on the way", () => {
    const unit = fc.constantFrom(...LENGTH_UNITS);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), unit, unit, unit, (v, a, b, c) => {
        // Relative: a km in mm is 1e6 times larger, and doubles keep about 15 significant digits.
        expectClose(convertLength(convertLength(v, a, b), b, a), v);
        expectClose(convertLength(convertLength(v, a, b), b, c), convertLength(v, a, c));
      }),
    );
  });
});

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}
