import { describe, it, expect } from "vitest";
import { COMBAT_GRID, gridHits, shiftHits } from "@rulesets/combat-grid/combat-grid-table";

describe("the combat grid", () => {
  it("counts the yellow boxes at or below the total: 14 on a 5 is three hits (the 3, 5 and 11)", () => {
    expect(gridHits(14, 5)).toBe(3);
  });

  it("gives no hits in the white box: 4 on a 3, whose lowest yellow box is 7", () => {
    expect(gridHits(4, 3)).toBe(0);
    expect(gridHits(7, 3)).toBe(1);
  });

  it("has the text's white boxes: 0-11, 0-8, 0-6, 0-4, 0-2 and 0", () => {
    const whiteTop = [11, 8, 6, 4, 2, 0];
    whiteTop.forEach((top, index) => {
      expect(gridHits(top, index + 1)).toBe(0);
      expect(gridHits(top + 1, index + 1)).toBe(1);
    });
  });

  it("has the text's six-hit row 40 40 40 36 30 26 and one-hit row 12 9 7 5 3 1", () => {
    expect(COMBAT_GRID.map((column) => column[5])).toEqual([40, 40, 40, 36, 30, 26]);
    expect(COMBAT_GRID.map((column) => column[0])).toEqual([12, 9, 7, 5, 3, 1]);
    expect(gridHits(100, 1)).toBe(6);
    expect(gridHits(39, 1)).toBe(4);
  });

  it("refuses a face a six-sided die does not have", () => {
    expect(() => gridHits(10, 7)).toThrow(RangeError);
  });
});

describe("shifts", () => {
  it("cancel: a value of 8 with one box, one shift up and one down, scores one hit", () => {
    expect(gridHits(8, 4)).toBe(1);
    expect(shiftHits(1, 1, 1)).toBe(1);
  });

  it("never go above six hits: 22 with three shifts up scores six", () => {
    expect(gridHits(22, 5)).toBe(5);
    expect(shiftHits(5, 3, 0)).toBe(6);
  });

  it("lift a white box: a value of 3 with one shift up scores one hit", () => {
    expect(gridHits(3, 4)).toBe(0);
    expect(shiftHits(0, 1, 0)).toBe(1);
  });

  it("go up first, then down: five hits, two up (capped at six), two down: four", () => {
    expect(shiftHits(5, 2, 2)).toBe(4);
  });

  it("never go below none", () => {
    expect(shiftHits(1, 0, 3)).toBe(0);
  });
});
