import { describe, expect, it } from "vitest";
import { FAN_STEP, fanOffsets } from "@view/fan-offsets";

describe("where a fanned stack's counters stand", () => {
  it("sets three counters 100 wide side by side, 1.05 widths apart, the middle one staying", () => {
    // Step 1.05 × 100 = 105: the counters at positions 0, 1, 2 around position 1 move -105, 0, +105.
    const offsets = fanOffsets(3, 100, 1);
    expect(offsets.map((offset) => offset.x)).toEqual([-105, 0, 105]);
    expect(offsets.map((offset) => offset.y)).toEqual([0, 0, 0]);
  });

  it("keeps the counter at `centre` in place, the others stepping away from it", () => {
    // Around the first of three 100 wide: 0, +105, +210.
    expect(fanOffsets(3, 100, 0).map((offset) => offset.x)).toEqual([0, 105, 210]);
  });

  it("centres a pair between its two counters when the centre falls between them", () => {
    // Two counters 40 wide around position 0.5: ∓0.5 × 1.05 × 40 = ∓21.
    const [left, right] = fanOffsets(2, 40, 0.5);
    expect(left?.x).toBeCloseTo(-21, 9);
    expect(right?.x).toBeCloseTo(21, 9);
    expect(FAN_STEP).toBe(1.05);
  });

  it("leaves a lone counter where it is", () => {
    expect(fanOffsets(1, 100, 0)).toEqual([{ x: 0, y: 0 }]);
  });
});
