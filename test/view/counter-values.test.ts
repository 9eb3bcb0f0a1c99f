import { describe, expect, it } from "vitest";
import "../engine/rulesets/test-only/register";
import type { Unit } from "../../src/engine/board/types";
import type { GridSpec } from "../../src/engine/model/grid-spec";
import { counterValues } from "../../src/view/counter-values";
import { localizeText } from "../../src/view/template-helpers";
import { strictEnglish } from "./templates";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
const INCHES: GridSpec = { kind: "gridless", size: 20, distance: 1, units: "in", diagonals: "equidistant" };
const CM: GridSpec = { kind: "gridless", size: 10, distance: 1, units: "cm", diagonals: "equidistant" };

function unit(data: Record<string, unknown>, move = 1): Unit {
  return { id: "u", name: "U", side: "a", footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] }, facing: 0, move, status: [], data };
}

/** The counter's printed line and its tooltip, in English (every key and placeholder filled, or it throws). */
function printed(rulesetId: string, of: Unit, grid: GridSpec = SQUARE): { printed: string[]; named: string[] } {
  const values = counterValues(rulesetId, of, grid);
  return { printed: values.map((value) => localizeText(value.printed, strictEnglish)), named: values.map((value) => localizeText(value.named, strictEnglish)) };
}

describe("the values each rule system prints on a counter", () => {
  it("combat-grid: the highest unmarked box (attacking-defending when they differ) and the steps left", () => {
    const track = [{ attack: 4, defense: 3 }, 2];
    // Fresh: the first box, 4 attacking and 3 defending; 2 of 2 steps.
    expect(printed("combat-grid", unit({ track })).printed).toEqual(["4-3", "2/2"]);
    // One step lost (per-token `stepsLost`): the second box, 2 both ways; 1 of 2 steps.
    expect(printed("combat-grid", unit({ track, stepsLost: 1 }))).toEqual({ printed: ["2", "1/2"], named: ["value 2", "1/2 steps"] });
  });

  it("assault: close combat and firefight, and the armour save only where there is one", () => {
    expect(printed("assault", unit({ closeCombat: 4, firefight: 3 })).printed).toEqual(["CC 4", "FF 3"]);
    expect(printed("assault", unit({ type: "vehicle", closeCombat: 2, firefight: null, armour: 5 }))).toEqual({ printed: ["CC 2", "Sv 5+"], named: ["close combat 2", "armour save 5+"] });
  });

  it("command-test: strength, and a commander's rating", () => {
    expect(printed("command-test", unit({ strength: 3 })).printed).toEqual(["S 3"]);
    expect(printed("command-test", unit({ strength: 1, commander: 2 })).named).toEqual(["strength 1", "commander rating 2"]);
  });

  it("skirmish-recoil: the move in the text's inches, whatever the board's unit, and the FER", () => {
    expect(printed("skirmish-recoil", unit({ fer: 2 }, 6), INCHES).printed).toEqual(["M 6″", "FER 2"]);
    // 12.7 cm on a board measured in centimetres is 12.7 / 2.54 = 5 inches.
    expect(printed("skirmish-recoil", unit({}, 12.7), CM).printed).toEqual(["M 5″", "FER 0"]);
  });

  it("victory-margin: strength and cover, armour and anti-tank where above 0", () => {
    expect(printed("victory-margin", unit({ strength: 3, antiTank: 2, cover: 1 })).printed).toEqual(["S 3", "AT 2", "C 1"]);
    expect(printed("victory-margin", unit({})).printed).toEqual(["S 1", "C 0"]);
  });

  it("reads the unit's data with the rule system's schema, refusing what it refuses", () => {
    expect(() => counterValues("assault", unit({ closeCombat: 9 }), SQUARE)).toThrow(/closeCombat/);
  });

  it("asks the test-only rule system's own view", () => {
    expect(counterValues("test-only", unit({ weight: 2 }), SQUARE)).toEqual([{ printed: { key: "WARGAME.Test.Counter.Weight", data: { value: 2 } }, named: { key: "WARGAME.Test.Counter.Weight", data: { value: 2 } } }]);
  });
});
