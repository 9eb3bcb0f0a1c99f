import { describe, expect, it } from "vitest";
import { SQUARE_DIAGONALS, type SquareDiagonals } from "@engine/model/grid-spec";
import { createCellGrid } from "@engine/grid/cell-grid";
import { stepLength, stepNeighbours, stepsDiagonally, type Parity } from "@engine/movement/grid/step-length";
import { spec } from "./grid-fixtures";

/** The lengths of three diagonal steps in a row, then a straight one. */
function lengths(rule: SquareDiagonals): number[] {
  const s = spec("square", rule);
  const out: number[] = [];
  let parity: Parity = 0;
  for (let k = 0; k < 3; k++) {
    const step = stepLength(s, { i: k, j: k }, { i: k + 1, j: k + 1 }, parity);
    out.push(step.length);
    parity = step.parity;
  }
  out.push(stepLength(s, { i: 3, j: 3 }, { i: 3, j: 4 }, parity).length);
  return out;
}

describe("stepLength", () => {
  it("counts diagonal steps as each square rule measures them", () => {
    // Foundry's rules: equidistant 1; exact √2; approximate 1.5; rectilinear (and illegal) 2;
    // alternating-1 1, 2, 1…; alternating-2 2, 1, 2…; a straight step is always 1.
    expect(lengths("equidistant")).toEqual([1, 1, 1, 1]);
    expect(lengths("exact")).toEqual([Math.SQRT2, Math.SQRT2, Math.SQRT2, 1]);
    expect(lengths("approximate")).toEqual([1.5, 1.5, 1.5, 1]);
    expect(lengths("rectilinear")).toEqual([2, 2, 2, 1]);
    expect(lengths("alternating-1")).toEqual([1, 2, 1, 1]);
    expect(lengths("alternating-2")).toEqual([2, 1, 2, 1]);
  });

  it("sums along a path to the grid's own distance", () => {
    // Three diagonals and a straight step from (0,0) to (3,4): the grid's distance for each rule.
    for (const rule of SQUARE_DIAGONALS.filter((r) => r !== "illegal")) {
      const sum = lengths(rule).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(createCellGrid(spec("square", rule)).distance({ i: 0, j: 0 }, { i: 3, j: 4 }), 9);
    }
  });

  it("steps 4 ways when diagonals are illegal, 8 otherwise, 6 on hexes", () => {
    expect(stepsDiagonally(spec("square", "illegal"))).toBe(false);
    expect(stepNeighbours(createCellGrid(spec("square", "illegal")), { i: 0, j: 0 })).toHaveLength(4);
    expect(stepNeighbours(createCellGrid(spec("square", "exact")), { i: 0, j: 0 })).toHaveLength(8);
    expect(stepNeighbours(createCellGrid(spec("hex-odd-q")), { i: 0, j: 0 })).toHaveLength(6);
    expect(stepLength(spec("hex-even-r"), { i: 0, j: 0 }, { i: 1, j: 0 }, 1)).toEqual({ length: 1, parity: 1 });
  });
});
