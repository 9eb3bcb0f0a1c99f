import { describe, it, expect } from "vitest";
import { DEFAULT_GRID, validateSetup } from "@rulesets/combat-grid/setup";
import { DEFAULT_OPTIONS } from "@rulesets/combat-grid/options";
import type { EngineError } from "@engine/errors";
import { engineErrorOf, infantry, SQUARE, unit } from "./fixtures";

const units = [unit("r", "red", infantry()), unit("b", "blue", infantry())];

function errorOf(input: unknown): EngineError {
  return engineErrorOf(() => validateSetup(input));
}

describe("validateSetup", () => {
  it("fills the defaults of a minimal setup", () => {
    const setup = validateSetup({ square: SQUARE, activeSide: "red", units });
    expect(setup).toMatchObject({
      grid: DEFAULT_GRID,
      artillery: [],
      terrain: [],
      contested: [],
      weather: "clear",
      tacticalPhase: 1,
      ops: {},
      preparedPositions: 0,
      flanking: false,
      options: DEFAULT_OPTIONS,
    });
    expect(setup.units[0]).toMatchObject({
      id: "r",
      name: "r",
      stepsLost: 0,
      tipped: false,
      lowSupply: false,
      doubled: false,
      acrossBridge: false,
      cameFrom: null,
    });
  });

  it("survives a JSON round trip unchanged (a scenario file can carry it)", () => {
    const setup = validateSetup({ square: SQUARE, activeSide: "red", units, ops: { red: 2 } });
    expect(validateSetup(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
  });

  it("needs exactly two sides in the square, the active side one of them", () => {
    expect(errorOf({ square: SQUARE, activeSide: "green", units }).key).toBe("WARGAME.Error.CombatGrid.Sides");
    expect(
      errorOf({
        square: SQUARE,
        activeSide: "red",
        units: [unit("r", "red", infantry()), unit("s", "red", infantry())],
      }).key,
    ).toBe("WARGAME.Error.CombatGrid.Sides");
    expect(errorOf({ square: SQUARE, activeSide: "red", units: [units[0]] }).key).toBe("WARGAME.Error.Field.TooFew");
  });

  it("names the unit at fault", () => {
    const dead = errorOf({
      square: SQUARE,
      activeSide: "red",
      units: [unit("r", "red", infantry([4, 3]), { stepsLost: 2 }), units[1]],
    });
    expect(dead.key).toBe("WARGAME.Error.CombatGrid.NoStepsLeft");
    expect(dead.message).toBe('Unit "r" (units[0]): stepsLost 2 leaves no step on its track of 2 boxes.');
    const badData = errorOf({
      square: SQUARE,
      activeSide: "red",
      units: [unit("r", "red", { track: ["x"] }), units[1]],
    });
    expect(badData.data).toMatchObject({ unit: "r", path: "data.track[0]" });
    expect(errorOf({ square: SQUARE, activeSide: "red", units: [...units, unit("r", "blue", infantry())] }).key).toBe(
      "WARGAME.Error.Field.DuplicateId",
    );
    expect(
      errorOf({ square: SQUARE, activeSide: "red", units, grid: { ...DEFAULT_GRID, kind: "hex-odd-r" } }).data,
    ).toMatchObject({ field: "grid.kind" });
    expect(errorOf({ square: SQUARE, activeSide: "red", units, options: { evasion: "always" } }).data).toMatchObject({
      field: "evasion",
    });
  });
});
