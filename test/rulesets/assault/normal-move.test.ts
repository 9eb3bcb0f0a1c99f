import { describe, expect, it } from "vitest";
import { checkDrop } from "@engine/movement/normal-move";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { assault } from "@rulesets/assault/assault-ruleset";
import { board, unit } from "../../engine/movement/grid/grid-fixtures";

describe("assault ordinary moves (labelled default)", () => {
  const zoc = zocSettingsFor(assault);
  it("enters an enemy zone of control and stops there; ends where no friend already stands", () => {
    const b = board("square", [
      unit("a", "blue", { i: 0, j: 0 }, { move: 5 }),
      unit("f", "blue", { i: 1, j: 1 }),
      unit("e", "red", { i: 0, j: 4 }),
    ]);
    expect(checkDrop(b, assault.normalMove, zoc, [{ unitId: "a", to: { i: 0, j: 3 } }])).toEqual({ legal: true });
    expect(checkDrop(b, assault.normalMove, zoc, [{ unitId: "a", to: { i: 1, j: 1 } }])).toEqual({
      legal: false,
      refusal: { kind: "blocked", unitId: "a", cause: "friend", otherId: "f" },
    });
  });
});
