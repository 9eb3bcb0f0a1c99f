import { describe, expect, it } from "vitest";
import { offsetToCube } from "@engine/grid/hex";
import { blockOf, shiftCell } from "@engine/movement/grid/block";

describe("blocks", () => {
  it("moves square cells by the anchor's row and column difference", () => {
    const block = blockOf("square", [
      { i: 1, j: 1 },
      { i: 1, j: 2 },
      { i: 1, j: 1 },
    ]);
    expect(block.anchor).toEqual({ i: 1, j: 1 });
    expect(block.cellsAt({ i: 4, j: 0 })).toEqual([
      { i: 4, j: 0 },
      { i: 4, j: 1 },
    ]);
  });

  it("keeps a hex block's cube shape across shifted rows", () => {
    // On hex-odd-r, (0,0) and (1,0) are cube (0,0) and (0,1): the second is the first's +r
    // neighbour. Moved to row 1 (cube (0,1)), the second goes to cube (0,2), offset (2,1): the
    // same row and column difference (1,0) would have given (2,0), cube (-1,2).
    const block = blockOf("hex-odd-r", [
      { i: 0, j: 0 },
      { i: 1, j: 0 },
    ]);
    expect(block.cellsAt({ i: 1, j: 0 })).toEqual([
      { i: 1, j: 0 },
      { i: 2, j: 1 },
    ]);
    expect(offsetToCube("hex-odd-r", { i: 2, j: 1 })).toEqual({ q: 0, r: 2, s: -2 });
    expect(shiftCell("hex-odd-r", { i: 1, j: 0 }, { i: 0, j: 0 }, { i: 1, j: 0 })).toEqual({ i: 2, j: 1 });
  });

  it("needs a cell", () => {
    expect(() => blockOf("square", [])).toThrow(RangeError);
  });
});
