import { describe, expect, it } from "vitest";
import type { Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import type { GridSpec } from "@engine/model/grid-spec";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

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

/** Each value as "short = full": the counter's print, then what its tooltip says it means. */
function printed(rulesetId: string, counter: Unit, grid: GridSpec = SQUARE): string[] {
  return SHIPPED.entry(rulesetId)
    .counterValues(counter, grid)
    .map(({ short, full }) => `${localizeText(short, strictEnglish)} = ${localizeText(full, strictEnglish)}`);
}

describe("what each rule system prints on a unit's counter, short as on a wargame counter, and in full", () => {
  it("combat-grid: the value of the highest unmarked box, attack-defense, and the steps left", () => {
    // Track 6-4, 4-3, 2-2 with one step lost: the second box, 4-3, and 2 of 3 steps left.
    const track = [
      { attack: 6, defense: 4 },
      { attack: 4, defense: 3 },
      { attack: 2, defense: 2 },
    ];
    expect(printed("combat-grid", unit({ type: "infantry", parent: "corps", track, stepsLost: 1 }))).toEqual([
      "4-3 = value 4-3",
      "2/3 = 2/3 steps",
    ]);
  });

  it("assault: close combat and firefight, and the armour save when it has one", () => {
    expect(printed("assault", unit({ type: "infantry", closeCombat: 5, firefight: 3, armour: null }))).toEqual([
      "CC 5 = close combat 5",
      "FF 3 = firefight 3",
    ]);
    expect(printed("assault", unit({ type: "vehicle", closeCombat: 2, firefight: 4, armour: 4 }))).toEqual([
      "CC 2 = close combat 2",
      "FF 4 = firefight 4",
      "Sv 4+ = armour save 4+",
    ]);
  });

  it("command-test: strength, and the commander's rating when a commander is with the unit", () => {
    expect(printed("command-test", unit({ strength: 4, commander: 2 }))).toEqual([
      "Str 4 = strength 4",
      "CR 2 = commander rating 2",
    ]);
    expect(printed("command-test", unit({ strength: 3, commander: null }))).toEqual(["Str 3 = strength 3"]);
  });

  it("skirmish-recoil: the figure's FER and its move in inches, whatever the table's unit", () => {
    // A 12 cm move is 12 / 2.54 = 4.72 in, shown to one decimal.
    expect(printed("skirmish-recoil", unit({ type: "infantry", irregular: false, fer: 1 }, 12), TABLE_CM)).toEqual([
      "FER 1 = FER 1",
      "Mv 4.7 in = move 4.7 in",
    ]);
  });

  it("victory-margin: strength, and armour and anti-tank only where the unit has them", () => {
    expect(printed("victory-margin", unit({ strength: 3, armour: 0, antiTank: 2, cover: 1 }))).toEqual([
      "Str 3 = strength 3",
      "AT 2 = anti-tank 2",
    ]);
    // Armour 2, anti-tank 0: armour printed, anti-tank left off.
    expect(printed("victory-margin", unit({ strength: 2, armour: 2, antiTank: 0, cover: 0 }))).toEqual([
      "Str 2 = strength 2",
      "Arm 2 = armour 2",
    ]);
  });

  it("refuses data its rule system cannot read, with the engine's error", () => {
    expect(() => printed("assault", unit({ closeCombat: "many" }))).toThrow(EngineError);
  });
});
