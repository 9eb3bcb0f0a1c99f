import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { DEFAULT_OPTIONS } from "@rulesets/assault/options";
import { validateSetup } from "@rulesets/assault/setup";
import { validateUnitData } from "@rulesets/assault/unit-data";
import { EngineError } from "@engine/errors";
import { board, setup, unit } from "./fixtures";

const units = [
  unit("a", "red", "A", { i: 0, j: 0 }),
  unit("x", "blue", "X", { i: 0, j: 3 }),
  unit("y", "blue", "Y", { i: 2, j: 3 }),
  unit("far", "blue", "F", { i: 0, j: 9 }),
];

describe("assault unit data", () => {
  it("fills defaults and keeps per-token state out", () => {
    expect(validateUnitData(undefined, "u")).toEqual(assault.defaultUnitData);
    expect(validateUnitData({ closeCombat: 5, firefight: null, armour: 4, type: "vehicle", shock: 2 }, "u")).toEqual({
      type: "vehicle",
      closeCombat: 5,
      firefight: null,
      armour: 4,
    });
  });

  it("names the unit and field of a bad value", () => {
    expect(() => validateUnitData({ closeCombat: 7 }, "3rd Bn")).toThrow(
      /Unit "3rd Bn".*closeCombat must be between 0 and 6, got 7/,
    );
    expect(() => validateUnitData({ armour: 0 }, "3rd Bn")).toThrow(/armour must be between 1 and 6/);
    expect(() => validateUnitData({ type: "horse" }, "3rd Bn")).toThrow(/type must be one of infantry, vehicle, other/);
  });
});

describe("assault setup", () => {
  it("fills formations fresh, the default options, and a formation for a unit with none", () => {
    const loner = { ...unit("z", "blue", "Z", { i: 5, j: 5 }), formation: undefined };
    const checked = setup([...units, loner]);
    expect(checked.options).toEqual(DEFAULT_OPTIONS);
    expect(checked.formations.map((formation) => formation.id)).toEqual(["A", "X", "Y", "F", "z"]);
    expect(checked.formations[0]).toEqual({ id: "A", side: "red", broken: false, shock: 0, marched: false });
    expect(checked.board.units.find((candidate) => candidate.id === "z")?.formation).toBe("z");
  });

  it("takes several targets close together as one, and refuses the rest", () => {
    // X (0,3) and Y (2,3) are 2 tiles apart: close by the labelled default. F (0,9) is 6 from X.
    expect(setup(units, { targets: ["X", "Y"] }).targets).toEqual(["X", "Y"]);
    expect(() => setup(units, { targets: ["X", "F"] })).toThrow(
      /target formation F is more than 2 tiles from the other targets/,
    );
    expect(setup(units, { targets: ["X", "F"], options: { targetGroupTiles: 6 } }).targets).toEqual(["X", "F"]);
    expect(() => setup(units, { targets: ["X", "X"] })).toThrow(/listed twice/);
    expect(() => setup(units, { targets: ["A"] })).toThrow(/of the attacker's own side red/);
    expect(() => setup(units, { targets: ["Q"] })).toThrow(/targets\[0\] names formation Q/);
    expect(() => setup(units, { targets: [] })).toThrow(/needs at least 1/);
    const third = [...units, unit("g", "green", "G", { i: 1, j: 3 })];
    expect(() => setup(third, { targets: ["X", "G"] })).toThrow(/all be of one side; got blue, green/);
  });

  it("refuses a gridless board, mixed formations and bad formation states or options", () => {
    const gridless = {
      grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
      units: [],
      terrain: { walls: [], areas: [] },
    };
    expect(() => validateSetup({ board: gridless, attacker: "A", targets: ["X"] })).toThrow(/gridless/);
    expect(() => setup([...units, unit("b", "blue", "A", { i: 4, j: 0 })])).toThrow(
      /formation A has units of more than one side \(red, blue\)/,
    );
    expect(() => setup(units, { formations: { X: { shock: -1 } } })).toThrow(
      /Formation "X".*shock must be between 0 and 99, got -1/,
    );
    expect(() => setup(units, { formations: { Q: {} } })).toThrow(/formations names formation Q/);
    expect(() => setup(units, { options: { coverSave: 7 } })).toThrow(/coverSave must be between 0 and 6/);
    expect(() => setup(units, { options: { breakAt: "sometimes" } })).toThrow(EngineError);
  });
});

describe("setupFromBoard", () => {
  it("reads broken and marched from any unit's status and shock as the largest on the formation's tokens", () => {
    const onBoard = board([
      unit("a", "red", "A", { i: 0, j: 0 }, { status: ["marched"], data: { shock: 1 } }),
      unit("a2", "red", "A", { i: 1, j: 0 }, { data: { shock: 2 } }),
      unit("x", "blue", "X", { i: 0, j: 3 }, { status: ["broken"] }),
    ]);
    const read = assault.setupFromBoard(
      assault.validateSetup({ board: onBoard, attacker: "A", targets: ["X"] }).board,
      { attacker: "A", targets: ["X"] },
    );
    expect(read.formations).toEqual([
      { id: "A", side: "red", broken: false, shock: 2, marched: true },
      { id: "X", side: "blue", broken: true, shock: 0, marched: false },
    ]);
  });

  it("lets the selection override what the tokens say, and refuses what is wrong", () => {
    const checked = setup(units);
    expect(
      assault.setupFromBoard(checked.board, { attacker: "A", targets: ["X"], formations: { X: { shock: 3 } } })
        .formations[1],
    ).toEqual({
      id: "X",
      side: "blue",
      broken: false,
      shock: 3,
      marched: false,
    });
    expect(() =>
      assault.setupFromBoard(checked.board, { attacker: "A", targets: ["X"], formations: { Q: {} } }),
    ).toThrow(/formation Q/);
    expect(() =>
      assault.setupFromBoard(checked.board, { attacker: "A", targets: ["X"], formations: { X: 3 } }),
    ).toThrow(/must be an object/);
    expect(() => assault.setupFromBoard(checked.board, { targets: ["X"] })).toThrow(
      /attacker must be a non-empty string/,
    );
  });
});
