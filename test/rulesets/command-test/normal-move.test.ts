import { describe, expect, it } from "vitest";
import { checkDrop } from "@engine/movement/normal-move";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { board, hexAt, unit } from "../../engine/movement/grid/grid-fixtures";

describe("command-test ordinary moves (labelled default: Rule 8 is not in the text)", () => {
  const kind = "hex-even-r";
  const zoc = zocSettingsFor(commandTest);
  it("leaves an enemy zone it starts in, but stops on entering one", () => {
    // Blue next to Red at (1,0): back two hexes is free; (-1,0) lies in no zone.
    const b = board(kind, [unit("b", "blue", hexAt(kind, 0, 0), { move: 2 }), unit("r", "red", hexAt(kind, 1, 0))]);
    expect(checkDrop(b, commandTest.normalMove, zoc, [{ unitId: "b", to: hexAt(kind, -2, 0) }])).toEqual({
      legal: true,
    });
    // (2,-1) is two hexes off but beside Red: the short ways step through (1,-1), in Red's zone, and
    // stop there; the way round, (0,-1), (1,-2), (2,-2), stays out of the zone until the last hex: 4.
    expect(checkDrop(b, commandTest.normalMove, zoc, [{ unitId: "b", to: hexAt(kind, 2, -1) }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "b", allowance: 2, needed: 4 },
    });
  });
});
