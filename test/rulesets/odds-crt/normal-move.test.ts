import { describe, expect, it } from "vitest";
import { checkDrop, dragReach } from "@engine/movement/normal-move";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { board, hexAt, unit } from "../../engine/movement/grid/grid-fixtures";

describe("odds-crt ordinary moves (labelled default)", () => {
  const kind = "hex-odd-q";
  const zoc = zocSettingsFor(oddsCrt);
  it("moves up to the allowance, stops on entering an enemy zone, and never leaves one", () => {
    // Blue at (0,0) with 3; Red at (3,0) covers the ring of hexes 1 from it, (2,0) among them.
    const b = board(kind, [unit("b", "blue", hexAt(kind, 0, 0), { move: 3 }), unit("r", "red", hexAt(kind, 3, 0))]);
    expect(checkDrop(b, oddsCrt.normalMove, zoc, [{ unitId: "b", to: hexAt(kind, 2, 0) }])).toEqual({ legal: true });
    expect(checkDrop(b, oddsCrt.normalMove, zoc, [{ unitId: "b", to: hexAt(kind, -4, 0) }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "b", allowance: 3, needed: 4 },
    });
    const inZone = board(kind, [
      unit("b", "blue", hexAt(kind, 2, 0), { move: 3 }),
      unit("r", "red", hexAt(kind, 3, 0)),
    ]);
    const reach = dragReach(inZone, oddsCrt.normalMove, zoc, ["b"]);
    expect(reach.kind === "cells" && reach.cells).toEqual([hexAt(kind, 2, 0)]);
    expect(checkDrop(inZone, oddsCrt.normalMove, zoc, [{ unitId: "b", to: hexAt(kind, 1, 0) }])).toEqual({
      legal: false,
      refusal: { kind: "leave-zoc", unitId: "b", otherId: "r" },
    });
  });
});
