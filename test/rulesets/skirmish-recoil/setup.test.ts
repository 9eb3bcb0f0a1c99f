import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { validateOptions } from "@rulesets/skirmish-recoil/options";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import { validateUnitData } from "@rulesets/skirmish-recoil/unit-data";
import { begin, centreOf, inchBoard, pair, played } from "./fixtures";

describe("skirmish-recoil figure data", () => {
  it("fills the defaults: regular infantry, FER 0, its move in every terrain", () => {
    expect(validateUnitData(undefined, "u")).toEqual({ type: "infantry", irregular: false, fer: 0, terrainMoves: {} });
    expect(validateUnitData({ type: "cavalry", fer: 3, terrainMoves: { woods: 4 } }, "u")).toEqual({
      type: "cavalry",
      irregular: false,
      fer: 3,
      terrainMoves: { woods: 4 },
    });
  });

  it("refuses an unknown type, a negative FER or a bad terrain move, naming the figure and the field", () => {
    expect(() => validateUnitData({ type: "dragoon" }, "Hussar")).toThrow(
      /Hussar.*type must be one of infantry, cavalry/,
    );
    expect(() => validateUnitData({ fer: -1 }, "Hussar")).toThrow(/fer must be between 0 and 20, got -1/);
    expect(() => validateUnitData({ terrainMoves: { woods: -2 } }, "Hussar")).toThrow(
      /terrainMoves.woods must be between 0 and 100/,
    );
  });

  it("reads options with their defaults and bounds", () => {
    expect(validateOptions(undefined)).toEqual({
      breakOff: "loser-recoils",
      ferTest: "d6-plus-fer",
      crossingTarget: 4,
      turnAround: true,
      downedDifficultGoing: false,
    });
    expect(() => validateOptions({ crossingTarget: 7 })).toThrow(/crossingTarget must be between 1 and 6/);
    expect(() => validateOptions({ breakOff: "both" })).toThrow(/breakOff must be one of/);
  });
});

describe("skirmish-recoil setup", () => {
  it("converts the text's inches to the scene's unit: 2 in on a centimetre scene is 5.08 cm", () => {
    // 10 px per cm: a recoil of 2 in = 5.08 cm = 50.8 px, from (0, 0) to (0, -50.8).
    const cm: Board = {
      ...inchBoard(pair()),
      grid: { kind: "gridless", size: 10, distance: 1, units: "cm", diagonals: "equidistant" },
    };
    const state = begin(cm, { result: "recoil" });
    expect(state.setup.perInch).toBeCloseTo(2.54, 12);
    expect(centreOf(played(state).board, "L").y).toBeCloseTo(-50.8, 9);
  });

  it("needs a gridless board and two figures on it", () => {
    const board = inchBoard(pair());
    expect(() => begin({ ...board, grid: { ...board.grid, kind: "square" } })).toThrow(/gridless board/);
    expect(() => begin(board, { loser: "Z" })).toThrow(/no unit has the id "Z"/);
    expect(() => begin(board, { source: "melee" })).toThrow(/source must be one of shooting, hand-to-hand/);
  });

  it("validates a setup it produced again to the same setup", () => {
    const setup = skirmishRecoil.setupFromBoard(inchBoard(pair({ fer: 2 })), {
      victor: "V",
      loser: "L",
      result: "flee",
    });
    expect(skirmishRecoil.validateSetup(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
  });
});
