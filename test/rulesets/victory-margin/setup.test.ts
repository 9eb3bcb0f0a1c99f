import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { LIMITS } from "@engine/limits";
import { parseDice } from "@engine/session/dice";
import { MAX_ATTACK_DICE } from "@rulesets/victory-margin/setup";
import { MAX_ARMOUR, validateUnitData } from "@rulesets/victory-margin/unit-data";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import { base, cmBoard, duel, setupOf } from "./fixtures";

describe("victory-margin unit data", () => {
  it("fills the defaults: strength 1, no armour, anti-tank or cover, no breakthrough", () => {
    expect(validateUnitData(undefined, "u")).toEqual({
      strength: 1,
      armour: 0,
      antiTank: 0,
      cover: 0,
      breakthrough: false,
    });
    expect(validateUnitData({ strength: 3, breakthrough: true }, "u")).toMatchObject({
      strength: 3,
      breakthrough: true,
    });
  });

  it("refuses a negative or fractional value, naming the unit and the field", () => {
    expect(() => validateUnitData({ cover: -1 }, "Rifles")).toThrow(/Rifles.*cover must be between 0 and 99, got -1/);
    expect(() => validateUnitData({ strength: 1.5 }, "Rifles")).toThrow(/strength must be a whole number/);
    expect(() => validateUnitData({ breakthrough: "yes" }, "Rifles")).toThrow(EngineError);
  });
});

describe("victory-margin setup", () => {
  it("reads the scale from the scene: centimetres as they are, an inch scene at 2.54 cm per inch", () => {
    expect(setupOf(cmBoard(duel()), {}).perCm).toBe(1);
    const inches = {
      ...cmBoard(duel()),
      grid: { kind: "gridless" as const, size: 25.4, distance: 1, units: "in", diagonals: "equidistant" as const },
    };
    // 1 cm is 1/2.54 in: table units per centimetre.
    expect(setupOf(inches, {}).perCm).toBeCloseTo(1 / 2.54, 12);
    const leagues = { ...inches, grid: { ...inches.grid, units: "league" } };
    expect(() => setupOf(leagues, {})).toThrow(/Unknown length unit "league"/);
  });

  it("takes the attacker's dice either rolled by the session or as entered, not both nor neither", () => {
    const board = cmBoard(duel());
    expect(setupOf(board, { attackRoll: [6, 2] })).toMatchObject({ attackDice: null, attackRoll: [6, 2] });
    expect(setupOf(board, { attackRoll: undefined, attackDice: 3 })).toMatchObject({ attackDice: 3, attackRoll: null });
    expect(() => setupOf(board, { attackDice: 3 })).toThrow(/either as attackDice or as attackRoll, not both/);
    expect(() => setupOf(board, { attackRoll: undefined })).toThrow(
      /give the attacker.s dice of the round, as attackDice/,
    );
    // The cap the exact odds are benchmarked at (README): 20 dice, and no more.
    expect(setupOf(board, { attackRoll: undefined, attackDice: 20 })).toMatchObject({ attackDice: 20 });
    expect(() => setupOf(board, { attackRoll: undefined, attackDice: 21 })).toThrow(/at most 20 dice/);
    expect(() => setupOf(board, { attackRoll: [7] })).toThrow(/attackRoll\[0\] must be between 1 and 6/);
  });

  it("names the units of the combat: on the board, each once, supports on their principal's side, enemies apart", () => {
    const board = cmBoard([...duel(), base("S", "blue", 0, -60), base("R", "red", 50, 0)]);
    expect(() => setupOf(board, { defender: "X" })).toThrow(/no unit has the id "X"/);
    expect(() => setupOf(board, { defender: "R" })).toThrow(/the defender R is on the attacker's side/);
    expect(() => setupOf(board, { defenderSupports: ["R"] })).toThrow(/defenderSupports R is not on the side of D/);
    expect(() => setupOf(board, { defenderSupports: ["S", "S"] })).toThrow(/unit S takes part in the combat twice/);
    expect(() => setupOf(board, { eliminated: ["A"] })).toThrow(/eliminated names A/);
    expect(() => setupOf({ ...board, grid: { ...board.grid, kind: "square" } }, {})).toThrow(EngineError);
  });

  it("gives breakthrough units their path: straight ahead a full move unless chosen, checked against the allowance and the forward arc", () => {
    // A faces up (180): 20 cm = 200 px straight ahead of (0, 0) is (0, -200).
    const board = cmBoard([base("A", "red", 0, 0, { breakthrough: true }), base("D", "blue", 0, -20)]);
    expect(setupOf(board, {}).paths).toEqual({ A: [{ x: 0, y: -200 }] });
    expect(setupOf(board, { paths: { A: [{ x: 30, y: -100 }] } }).paths["A"]).toEqual([{ x: 30, y: -100 }]);
    // 210 px = 21 cm is beyond the 20 cm allowance.
    expect(() => setupOf(board, { paths: { A: [{ x: 0, y: -210 }] } })).toThrow(/beyond its allowance of 20/);
    // A leg to the side turns 90° from the facing, outside the 45° forward arc.
    expect(() => setupOf(board, { paths: { A: [{ x: 100, y: 0 }] } })).toThrow(/outside its forward arc/);
    expect(() => setupOf(board, { paths: { D: [{ x: 0, y: 0 }] } })).toThrow(/paths names D/);
  });

  it("validates a setup it produced again to the same setup (hosts keep setups and replay them)", () => {
    const setup = setupOf(cmBoard([...duel({ breakthrough: true }), base("S", "blue", 0, -60)]), {
      defenderSupports: ["S"],
      coverLevel: 2,
    });
    expect(victoryMargin.validateSetup(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
  });
});

describe("the largest fall back", () => {
  it("fits one roll: 20 attack sixes and an armour advantage of 20 give a margin of 40, the engine's dice cap", () => {
    // Margin = sixes + armour advantage − strength − defender's advantages (rule text): 20 + 20 − 0 − 0 = 40.
    expect(MAX_ATTACK_DICE + MAX_ARMOUR).toBe(LIMITS.dice);
    expect(parseDice(`${MAX_ATTACK_DICE + MAX_ARMOUR}d6`).count).toBe(40);
    expect(() => validateUnitData({ armour: 21 }, "Tiger")).toThrow(/armour must be between 0 and 20, got 21/);
    expect(validateUnitData({ armour: 20 }, "Tiger").armour).toBe(20);
  });
});
