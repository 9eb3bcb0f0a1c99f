import { describe, expect, it } from "vitest";
import { fitLabel } from "../../../src/sandbox/board/label-fit";

describe("a counter's name and values fitted to its box", () => {
  it("sizes a short name by the box's height and the values by their width", () => {
    // A skirmish base's box, 27 × 16. "Warrior", 7 characters: at most 0.34 × 16 = 5.44 tall
    // (27 / (0.6 × 7) = 6.43 would fit across). "M 6″ FER 2", 10 characters: 27 / (0.6 × 10) = 4.5,
    // under 0.85 × 5.44 = 4.62. The block is 1.2 × (5.44 + 4.5) = 11.93 tall, centred: the name's
    // middle at -5.96 + 3.26 = -2.7, the values' at -5.96 + 6.53 + 2.7 = 3.26. Both estimates pass
    // 0.7 × 27 = 18.9 (22.85 and 27), so both are drawn to those lengths, neither wider than 27.
    const fitted = fitLabel("Warrior", "M 6″ FER 2", 27, 16);
    expect(fitted.name).toHaveLength(1);
    expect(fitted.name[0]?.text).toBe("Warrior");
    expect(fitted.name[0]?.fontSize).toBeCloseTo(5.44, 6);
    expect(fitted.name[0]?.dy).toBeCloseTo(-2.7, 6);
    expect(fitted.name[0]?.length).toBeCloseTo(22.848, 6);
    expect(fitted.values?.fontSize).toBeCloseTo(4.5, 6);
    expect(fitted.values?.dy).toBeCloseTo(3.264, 6);
    expect(fitted.values?.length).toBeCloseTo(27, 6);
  });

  it("puts a long name on two lines, split at the space nearest its middle, when that reads larger", () => {
    // "Redcoat who runs": one line of 16 characters, 30 / (0.6 × 16) = 3.125; "Redcoat" and
    // "who runs" (8 at most), 30 / (0.6 × 8) = 6.25, more than 1.15 × 3.125: two lines.
    const fitted = fitLabel("Redcoat who runs", "", 30, 40);
    expect(fitted.name.map((line) => line.text)).toEqual(["Redcoat", "who runs"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(6.25, 6);
    expect(fitted.values).toBeNull();
  });

  it("shrinks every line alike when the block is taller than the box, and cuts a very long line", () => {
    // "Abcd Efgh" in a 6 × 6 box: one line, 6 / (0.6 × 9) = 1.11; two of 4, min(0.34 × 6, 6 / 2.4) = 2.04:
    // two lines. "1 2": min(0.85 × 2.04, 6 / 1.8) = 1.73. The block, 1.2 × (2 × 2.04 + 1.73) = 6.98,
    // is taller than 6: every line × 6 / 6.98, 2.04 → 1.75, and the block is 6 tall.
    const fitted = fitLabel("Abcd Efgh", "1 2", 6, 6);
    expect(fitted.name.map((line) => line.text)).toEqual(["Abcd", "Efgh"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo((2.04 * 6) / (1.2 * (2 * 2.04 + 0.85 * 2.04)), 6);
    const total = 1.2 * ((fitted.name[0]?.fontSize ?? 0) * 2 + (fitted.values?.fontSize ?? 0));
    expect(total).toBeCloseTo(6, 6);
    expect(fitLabel("Oberkommandowehrmachtsbatterie", "", 100, 100).name[0]?.text).toBe("Oberkommandowehrmacht…");
  });
});
