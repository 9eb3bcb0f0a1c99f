import { describe, it, expect } from "vitest";
import { DEFAULT_UNIT_DATA, validateUnitData } from "@rulesets/combat-grid/unit-data";
import type { EngineError } from "@engine/errors";
import { engineErrorOf } from "./fixtures";

function errorOf(data: unknown, label = "14 Gds"): EngineError {
  return engineErrorOf(() => validateUnitData(data, label));
}

describe("validateUnitData", () => {
  it("fills the defaults", () => {
    expect(validateUnitData(undefined, "x")).toEqual(DEFAULT_UNIT_DATA);
    expect(validateUnitData({}, "x")).toEqual(DEFAULT_UNIT_DATA);
  });

  it("reads a track of plain and split boxes, fresh box first", () => {
    const data = validateUnitData(
      {
        type: "artillery",
        element: "17 Pz",
        parent: "XXIV",
        track: [5, { attack: 0, defense: 2 }],
        barrage: { value: 3, range: 12 },
      },
      "Wespe",
    );
    expect(data.track).toEqual([
      { attack: 5, defense: 5 },
      { attack: 0, defense: 2 },
    ]);
    expect(data.barrage).toEqual({ value: 3, range: 12, rocket: false });
    expect(data.element).toBe("17 Pz");
  });

  it("gives an armor unit without an armor value the text's typical 3", () => {
    expect(validateUnitData({ type: "armor" }, "x").armor).toEqual({ attack: 3, defense: 3 });
    expect(validateUnitData({ type: "armor", armor: { attack: 3, defense: 4 } }, "StuG").armor).toEqual({
      attack: 3,
      defense: 4,
    });
  });

  it("names the unit and the field of a problem", () => {
    const error = errorOf({ track: [4, { attack: -1, defense: 2 }] });
    expect(error.key).toBe("WARGAME.Error.Field.OutOfRange");
    expect(error.data).toMatchObject({ unit: "14 Gds", path: "data.track[1].attack" });
    expect(error.message).toContain('Unit "14 Gds"');
    expect(errorOf({ type: "cavalry" }).data).toMatchObject({ path: "data.type" });
    expect(errorOf({ track: [] }).key).toBe("WARGAME.Error.Field.TooFew");
    expect(errorOf({ barrage: { value: 2 } }).data).toMatchObject({ path: "data.barrage.range" });
    expect(errorOf("infantry").data).toMatchObject({ unit: "14 Gds" });
  });
});
