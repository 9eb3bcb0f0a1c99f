import { describe, it, expect } from "vitest";
import { multipleElements } from "@rulesets/combat-grid/elements";
import { validateUnitData } from "@rulesets/combat-grid/unit-data";

// The text's example: the 1st Fallschirmjäger regiment, Kampfgruppe A of the 15th
// Panzergrenadier division, and a Tiger battalion of the corps reserves with no element.
const fallschirmjager = validateUnitData({ element: "1 FJ", parent: "corps" }, "FJ");
const kampfgruppe = validateUnitData({ element: "15 PzG KG A", parent: "corps" }, "KG A");
const tigers = validateUnitData({ type: "armor", element: null, parent: "corps" }, "Tigers");

describe("multiple elements", () => {
  it("penalizes units of two different elements (the 1st and the 15th)", () => {
    expect(multipleElements([fallschirmjager, kampfgruppe])).toBe(true);
  });

  it("lets a unit with no element fight beside units of its parent (the Tigers with either)", () => {
    expect(multipleElements([fallschirmjager, tigers])).toBe(false);
    expect(multipleElements([kampfgruppe, tigers])).toBe(false);
    expect(multipleElements([fallschirmjager, fallschirmjager, tigers])).toBe(false);
  });

  it("penalizes a unit with no element beside units of another parent", () => {
    const armyTigers = validateUnitData({ type: "armor", parent: "army" }, "Tigers");
    expect(multipleElements([fallschirmjager, armyTigers])).toBe(true);
  });

  it("does not penalize one element alone", () => {
    expect(multipleElements([kampfgruppe, kampfgruppe])).toBe(false);
    expect(multipleElements([tigers])).toBe(false);
  });
});
