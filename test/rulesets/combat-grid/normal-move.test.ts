import { describe, expect, it } from "vitest";
import { checkDrop } from "@engine/movement/normal-move";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { board, unit } from "../../engine/movement/grid/grid-fixtures";

describe("combat-grid ordinary moves (labelled default: tactical movement is not in the text)", () => {
  const zoc = zocSettingsFor(combatGrid);
  it("moves into the enemy's square to contest it, and no further", () => {
    const b = board("square", [unit("g", "german", { i: 0, j: 0 }, { move: 3 }), unit("s", "soviet", { i: 0, j: 1 })]);
    expect(checkDrop(b, combatGrid.normalMove, zoc, [{ unitId: "g", to: { i: 0, j: 1 } }])).toEqual({ legal: true });
    // Zones do not stop it: round the Soviet square to (0,2) is two squares.
    expect(checkDrop(b, combatGrid.normalMove, zoc, [{ unitId: "g", to: { i: 0, j: 2 } }])).toEqual({ legal: true });
    expect(checkDrop(b, combatGrid.normalMove, zoc, [{ unitId: "g", to: { i: 0, j: 4 } }])).toEqual({
      legal: false,
      refusal: { kind: "too-far", unitId: "g", allowance: 3, needed: 4 },
    });
  });
});
