import { describe, expect, it } from "vitest";
import { fitLabel } from "@sandbox/board/label-fit";

describe("a counter's name and values fitted to its box", () => {
  it("sizes a short name by the box's height and the values by their width, on two lines when that reads larger", () => {
    // A skirmish base's box, 27 × 16. "Warrior", 7 characters: at most 0.34 × 16 = 5.44 tall
    // (27 / (0.6 × 7) = 6.43 would fit across). Values on one line, "FER 2 · Mv 6 in", 15 characters:
    // 27 / (0.6 × 15) = 3.0. On two, "FER 2" and "Mv 6 in" (7 at most): min(0.85 × 5.44 = 4.624,
    // 27 / 4.2 = 6.43) = 4.624; the block, 1.2 × (5.44 + 2 × 4.624) = 17.63, is taller than 16, so
    // every line × 16 / 17.63: the name 4.938, the values 4.198; the smaller, 4.198, is more than
    // 1.15 × 3.0 = 3.45: two lines.
    // The block is 16 tall, centred: the name's middle at -8 + 0.6 × 4.938 = -5.04; the values' at
    // -8 + 1.2 × 4.938 + 0.6 × 4.198 = 0.44 and 1.2 × 4.198 = 5.04 lower, 5.48. Only the name's
    // estimate, 0.6 × 4.938 × 7 = 20.74, passes 0.7 × 27 = 18.9 (the values' are 12.59 and 17.63).
    const fitted = fitLabel("Warrior", ["FER 2", "Mv 6 in"], 27, 16);
    expect(fitted.name.map((line) => line.text)).toEqual(["Warrior"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(4.938, 2);
    expect(fitted.name[0]?.dy).toBeCloseTo(-5.04, 2);
    expect(fitted.name[0]?.length).toBeCloseTo(20.74, 2);
    expect(fitted.values.map((line) => line.text)).toEqual(["FER 2", "Mv 6 in"]);
    expect(fitted.values.map((line) => line.fontSize)).toEqual([expect.closeTo(4.198, 2), expect.closeTo(4.198, 2)]);
    expect(fitted.values.map((line) => line.dy)).toEqual([expect.closeTo(0.44, 2), expect.closeTo(5.48, 2)]);
    expect(fitted.values.map((line) => line.length)).toEqual([null, null]);
  });

  it("splits the values where the longest line is shortest, and takes more lines only when they read larger", () => {
    // An assault counter's box, 72 × 44. "Assault 1", 9 characters: min(0.34 × 44 = 14.96, 72 / 5.4)
    // = 13.33. "CC 4 · FF 3 · Sv 5+" on one line, 19 characters: 72 / 11.4 = 6.32. On two, "CC 4 · FF 3"
    // and "Sv 5+" (11 at most; "CC 4" and "FF 3 · Sv 5+" would be 12): min(0.85 × 14.96 = 12.72,
    // 72 / 6.6) = 10.91, and 1.2 × (13.33 + 2 × 10.91) = 42.2 fits 44: 10.91, more than
    // 1.15 × 6.32 = 7.27. On three (5 at most), 12.72, but 1.2 × (13.33 + 3 × 12.72) =
    // 61.8 is too tall: × 44 / 61.8, 9.06, not more than 1.15 × 10.91. The name on two
    // lines ("Assault", "1": 14.96) leaves less height: 6.32 with one line of values,
    // 7.73 with two.
    const fitted = fitLabel("Assault 1", ["CC 4", "FF 3", "Sv 5+"], 72, 44);
    expect(fitted.name.map((line) => line.text)).toEqual(["Assault 1"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(13.33, 2);
    expect(fitted.values.map((line) => line.text)).toEqual(["CC 4 · FF 3", "Sv 5+"]);
    expect(fitted.values[0]?.fontSize).toBeCloseTo(10.91, 2);
  });

  it("sets out name and values on two lines each when only then does the smallest text read larger", () => {
    // A round base of radius 20: its box, 1.4 × 20 by 1.1 × 20, 28 × 22. "Redcoat who runs" on one line,
    // 16 characters: 28 / 9.6 = 2.917; "FER 1 · Mv 6 in", 15: 28 / 9 = 3.111. Values on two lines ("Mv 6 in",
    // 7): min(0.85 × 0.34 × 22 = 6.358, 28 / 4.2) = 6.358, but the name stays 2.917. The name on two
    // ("who runs", 8): 28 / 4.8 = 5.833, but the values stay 3.111, not 1.15 × 2.917 = 3.35. Both on two:
    // 1.2 × (2 × 5.833 + 2 × 6.358) = 29.26, × 22 / 29.26: the name 4.386, the values 4.781; 4.386 > 3.35.
    const fitted = fitLabel("Redcoat who runs", ["FER 1", "Mv 6 in"], 28, 22);
    expect(fitted.name.map((line) => line.text)).toEqual(["Redcoat", "who runs"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(4.386, 2);
    expect(fitted.values.map((line) => line.text)).toEqual(["FER 1", "Mv 6 in"]);
    expect(fitted.values[0]?.fontSize).toBeCloseTo(4.781, 2);
  });

  it("puts a long name on two lines, split at the space nearest its middle, when that reads larger", () => {
    // "Redcoat who runs": one line of 16 characters, 30 / (0.6 × 16) = 3.125; "Redcoat" and
    // "who runs" (8 at most), 30 / (0.6 × 8) = 6.25, more than 1.15 × 3.125: two lines.
    const fitted = fitLabel("Redcoat who runs", [], 30, 40);
    expect(fitted.name.map((line) => line.text)).toEqual(["Redcoat", "who runs"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(6.25, 6);
    expect(fitted.values).toEqual([]);
  });

  it("prints the values as large as a short name would be, however long the name", () => {
    // A combat-grid counter's box, 104 × 64. "Panzergrenadiers A/17 Pz": on one line, 24 characters,
    // 104 / 14.4 = 7.22; on two ("Panzergrenadiers", 16 at most), 104 / 9.6 = 10.83 (under 0.34 × 64
    // = 21.76). "5-5 · 3/3", 9 characters: min(0.85 × 21.76 = 18.5, 104 / 5.4 = 19.26) = 18.5, larger
    // than the name. The block, 1.2 × (2 × 10.83 + 18.5) = 48.2, fits 64; the smaller, 10.83, is more
    // than 1.15 × 7.22 = 8.3 (the name on one line). Values on two lines gain nothing: "5-5"
    // is no larger than 18.5 and the block, 1.2 × (2 × 10.83 + 2 × 18.5) = 70.4, is too tall.
    const fitted = fitLabel("Panzergrenadiers A/17 Pz", ["5-5", "3/3"], 104, 64);
    expect(fitted.name.map((line) => line.text)).toEqual(["Panzergrenadiers", "A/17 Pz"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo(10.83, 2);
    expect(fitted.values.map((line) => line.text)).toEqual(["5-5 · 3/3"]);
    expect(fitted.values[0]?.fontSize).toBeCloseTo(18.5, 2);
  });

  it("shrinks every line alike when the block is taller than the box, and cuts a very long line", () => {
    // "Abcd Efgh" in a 6 × 6 box: one line, 6 / (0.6 × 9) = 1.11; two of 4, min(0.34 × 6, 6 / 2.4) = 2.04:
    // two lines. "1 2": min(0.85 × 2.04, 6 / 1.8) = 1.73. The block, 1.2 × (2 × 2.04 + 1.73) = 6.98,
    // is taller than 6: every line × 6 / 6.98, 2.04 → 1.75, and the block is 6 tall.
    const fitted = fitLabel("Abcd Efgh", ["1 2"], 6, 6);
    expect(fitted.name.map((line) => line.text)).toEqual(["Abcd", "Efgh"]);
    expect(fitted.name[0]?.fontSize).toBeCloseTo((2.04 * 6) / (1.2 * (2 * 2.04 + 0.85 * 2.04)), 6);
    const total = 1.2 * ((fitted.name[0]?.fontSize ?? 0) * 2 + (fitted.values[0]?.fontSize ?? 0));
    expect(total).toBeCloseTo(6, 6);
    expect(fitLabel("Oberkommandowehrmachtsbatterie", [], 100, 100).name[0]?.text).toBe("Oberkommandowehrmacht…");
  });
});
