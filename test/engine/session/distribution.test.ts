import { describe, expect, it } from "vitest";
import { countOfFaces, probabilityOf, sumOfDice } from "@engine/session/distribution";

describe("dice distributions by convolution", () => {
  it("sum two d6 as the 36 faces do: 7 six ways, 2 and 12 one way each", () => {
    const two = sumOfDice(2, 6);
    expect(two.map((entry) => entry.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(probabilityOf(two, 7)).toBeCloseTo(6 / 36, 15);
    expect(probabilityOf(two, 2)).toBeCloseTo(1 / 36, 15);
    expect(probabilityOf(two, 12)).toBeCloseTo(1 / 36, 15);
    // 3d6 summing 10: 27 of 216 ways.
    expect(probabilityOf(sumOfDice(3, 6), 10)).toBeCloseTo(27 / 216, 15);
  });

  it("count sixes binomially: three dice give 0, 1, 2, 3 sixes 125, 75, 15, 1 ways in 216", () => {
    const sixes = countOfFaces(3, 6, 1);
    [125, 75, 15, 1].forEach((ways, k) => expect(probabilityOf(sixes, k) * 216).toBeCloseTo(ways, 9));
    // Twenty dice: no six (5/6)^20, all sixes (1/6)^20, and the chances sum to 1.
    const twenty = countOfFaces(20, 6, 1);
    expect(probabilityOf(twenty, 0)).toBeCloseTo((5 / 6) ** 20, 15);
    expect(probabilityOf(twenty, 20)).toBeCloseTo((1 / 6) ** 20, 25);
    expect(twenty.reduce((sum, entry) => sum + entry.p, 0)).toBeCloseTo(1, 12);
  });
});
