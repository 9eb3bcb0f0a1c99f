import { describe, it, expect } from "vitest";
import { englishStrings } from "../../../tools/language-files";
import { contestedSquares, nextSquareStep } from "@rulesets/combat-grid/contested-squares";

const english = englishStrings();

describe("contested squares", () => {
  it("are the squares with units of both sides", () => {
    const units = [
      { side: "red", cell: { i: 2, j: 3 } },
      { side: "blue", cell: { i: 2, j: 3 } },
      { side: "red", cell: { i: 1, j: 1 } },
      { side: "red", cell: { i: 0, j: 4 } },
      { side: "blue", cell: { i: 0, j: 4 } },
      { side: "blue", cell: { i: 0, j: 4 } },
    ];
    expect(contestedSquares(units)).toEqual([
      { i: 0, j: 4 },
      { i: 2, j: 3 },
    ]);
    expect(contestedSquares(units.slice(2, 4))).toEqual([]);
  });

  it("are resolved in the order the active side picks, one step per combat, none when none is left", () => {
    const step = nextSquareStep("red", [
      { i: 0, j: 4 },
      { i: 2, j: 3 },
    ]);
    expect(step).toMatchObject({ kind: "decision", side: "red", secret: false, min: 1, max: 1 });
    expect(step?.options.map((option) => option.id)).toEqual(["0,4", "2,3"]);
    expect(english[step?.prompt.key ?? ""]).toBeTypeOf("string");
    expect(english[step?.options[0]?.labelKey ?? ""]).toBeTypeOf("string");
    expect(nextSquareStep("red", [])).toBeNull();
  });
});
