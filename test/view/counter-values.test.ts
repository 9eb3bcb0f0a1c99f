import { describe, expect, it } from "vitest";
import type { Unit } from "../../src/engine/board/types";
import { EngineError } from "../../src/engine/errors";
import type { GridSpec } from "../../src/engine/model/grid-spec";
import { rulesetById } from "../../src/engine/rulesets/registry";
import { localizeText } from "../../src/view/template-helpers";
import { strictEnglish } from "./templates";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
const TABLE_CM: GridSpec = { kind: "gridless", size: 100, distance: 10, units: "cm", diagonals: "equidistant" };

function unit(data: Record<string, unknown>, move = 4): Unit {
  return {
    id: "u",
    name: "Unit",
    side: "red",
    footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
    facing: 0,
    move,
    status: [],
    data,
  };
}

function printed(rulesetId: string, counter: Unit, grid: GridSpec = SQUARE): string[] {
  return rulesetById(rulesetId)
    .counterValues(counter, grid)
    .map((text) => localizeText(text, strictEnglish));
}

describe("what each rule system prints on a unit's counter", () => {
  it("combat-grid: the value of the highest unmarked box, attack-defense, and the steps left", () => {
    // Track 6-4, 4-3, 2-2 with one step lost: the second box, 4-3, and 2 of 3 steps left.
    const track = [
      { attack: 6, defense: 4 },
      { attack: 4, defense: 3 },
      { attack: 2, defense: 2 },
    ];
    expect(printed("combat-grid", unit({ type: "infantry", parent: "corps", track, stepsLost: 1 }))).toEqual([
      "value 4-3",
      "2/3 steps",
    ]);
  });

  it("assault: close combat and firefight, and the armour save when it has one", () => {
    expect(printed("assault", unit({ type: "infantry", closeCombat: 5, firefight: 3, armour: null }))).toEqual([
      "close combat 5",
      "firefight 3",
    ]);
    expect(printed("assault", unit({ type: "vehicle", closeCombat: 2, firefight: 4, armour: 4 }))).toEqual([
      "close combat 2",
      "firefight 4",
      "armour save 4+",
    ]);
  });

  it("command-test: strength, and the commander's rating when a commander is with the unit", () => {
    expect(printed("command-test", unit({ strength: 4, commander: 2 }))).toEqual(["strength 4", "commander rating 2"]);
    expect(printed("command-test", unit({ strength: 3, commander: null }))).toEqual(["strength 3"]);
  });

  it("skirmish-recoil: the figure's FER and its move in inches, whatever the table's unit", () => {
    // A 12 cm move is 12 / 2.54 = 4.72 in, shown to one decimal.
    expect(printed("skirmish-recoil", unit({ type: "infantry", irregular: false, fer: 1 }, 12), TABLE_CM)).toEqual([
      "FER 1",
      "move 4.7 in",
    ]);
  });

  it("victory-margin: strength, and armour and anti-tank only where the unit has them", () => {
    expect(printed("victory-margin", unit({ strength: 3, armour: 0, antiTank: 2, cover: 1 }))).toEqual([
      "strength 3",
      "anti-tank 2",
    ]);
  });

  it("refuses data its rule system cannot read, with the engine's error", () => {
    expect(() => printed("assault", unit({ closeCombat: "many" }))).toThrow(EngineError);
  });
});
