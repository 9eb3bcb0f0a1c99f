import { describe, expect, it } from "vitest";
import { parseZoneColors, sideColor } from "@foundry/canvas/side-colors";
import { DEFAULT_ZONE_COLORS } from "@foundry/settings";

describe("zone colours by side", () => {
  it("reads side=#rrggbb entries, skipping what does not read so", () => {
    expect([...parseZoneColors(DEFAULT_ZONE_COLORS)]).toEqual([
      ["friendly", 0x2f7dd1],
      ["hostile", 0xd1432f],
      ["neutral", 0xc9a227],
      ["secret", 0x8a5cc9],
    ]);
    expect([...parseZoneColors(" red = #FF0000 ; blue=#00f; green #00ff00;; 3rd Army=#123456")]).toEqual([
      ["red", 0xff0000],
      ["3rd Army", 0x123456],
    ]);
  });

  it("gives a side not listed a colour of its own, the same every time", () => {
    const colors = parseZoneColors("red=#ff0000");
    expect(sideColor(colors, "red")).toBe(0xff0000);
    expect(sideColor(colors, "Blue Force")).toBe(sideColor(new Map(), "Blue Force"));
    expect(sideColor(colors, "Blue Force")).not.toBe(0xff0000);
  });
});
