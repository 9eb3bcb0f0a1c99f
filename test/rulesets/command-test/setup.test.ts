import { describe, it, expect } from "vitest";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { stackId } from "@rulesets/command-test/state-helpers";
import { counter, engineErrorOf, hex, hexBoard } from "./fixtures";

const A = hex(0, 0);
const D = hex(1, 0);

describe("an attack order read off the board (Rule 10.1)", () => {
  it("derives the stacks from the hexes: the attacking stack, the defending stack, each side's supports", () => {
    // Next to D (1,0): (0,1) red, (2,-1) blue; (3,0) is two hexes off D and supports nobody.
    const board = hexBoard([
      counter("r1", "red", A),
      counter("r2", "red", A, { commander: 2 }),
      counter("b1", "blue", D),
      counter("r3", "red", hex(0, 1)),
      counter("b2", "blue", hex(2, -1), { status: ["forage"] }),
      counter("b3", "blue", hex(3, 0)),
    ]);
    const setup = commandTest.setupFromBoard(board, { from: A, target: D, units: ["r1"], chits: { red: 2 } });
    expect(setup.attacking.units.map((unit) => unit.id)).toEqual(["r1", "r2"]);
    expect(setup.ordered).toEqual(["r1"]);
    expect(setup.defending.units.map((unit) => unit.id)).toEqual(["b1"]);
    expect(setup.supports.attacker.map((stack) => stackId(stack.cell))).toEqual([stackId(hex(0, 1))]);
    expect(setup.supports.defender.map((stack) => [stackId(stack.cell), stack.forage])).toEqual([
      [stackId(hex(2, -1)), true],
    ]);
    expect(setup.chits).toEqual({ red: 2 });
    // Every unit of the stack is ordered unless the selection names some.
    expect(commandTest.setupFromBoard(board, { from: A, target: D }).ordered).toEqual(["r1", "r2"]);
  });

  it("forbids an attack by a stack with a disrupted unit, even one not given the order", () => {
    const board = hexBoard([
      counter("r1", "red", A),
      counter("r2", "red", A, { status: ["disrupted"] }),
      counter("b1", "blue", D),
    ]);
    const error = engineErrorOf(() => commandTest.setupFromBoard(board, { from: A, target: D, units: ["r1"] }));
    expect(error.key).toBe("WARGAME.Error.CommandTest.Disrupted");
    expect(error.data["unit"]).toBe("r2");
  });

  it("forbids an attack by a stack under a forage marker", () => {
    const board = hexBoard([
      counter("r1", "red", A),
      counter("r2", "red", A, { status: ["forage"] }),
      counter("b1", "blue", D),
    ]);
    expect(engineErrorOf(() => commandTest.setupFromBoard(board, { from: A, target: D, units: ["r1"] })).key).toBe(
      "WARGAME.Error.CommandTest.Forage",
    );
  });

  it("names what is wrong with a selection", () => {
    const board = hexBoard([
      counter("r1", "red", A),
      counter("b1", "blue", D),
      counter("b2", "blue", hex(3, 0)),
      counter("r9", "red", hex(3, 0)),
    ]);
    const keyOf = (selection: Record<string, unknown>, on = board) =>
      engineErrorOf(() => commandTest.setupFromBoard(on, selection)).key;
    expect(keyOf({ from: hex(5, 5), target: D })).toBe("WARGAME.Error.CommandTest.EmptyStack");
    expect(keyOf({ from: A, target: hex(0, 1) })).toBe("WARGAME.Error.CommandTest.NoEnemy");
    expect(keyOf({ from: A, target: hex(3, 0) })).toBe("WARGAME.Error.CommandTest.NotAdjacent");
    expect(keyOf({ from: hex(3, 0), target: D })).toBe("WARGAME.Error.CommandTest.MixedStack");
    expect(keyOf({ from: A, target: D, units: ["b1"] })).toBe("WARGAME.Error.CommandTest.NotInStack");
    expect(keyOf({ from: A, target: D, units: [] })).toBe("WARGAME.Error.Field.TooFew");
    expect(keyOf({ from: A, target: D, chits: { red: -1 } })).toBe("WARGAME.Error.Field.OutOfRange");
    expect(keyOf({ from: A, target: D, options: { retreatZoc: "sometimes" } })).toBe(
      "WARGAME.Error.Field.UnknownChoice",
    );
    const square = { ...board, grid: { ...board.grid, kind: "square" as const } };
    expect(keyOf({ from: A, target: D }, square)).toBe("WARGAME.Error.CommandTest.NotHex");
  });

  it("checks a setup from any source: sides, supports next to the defender, one stack per hex", () => {
    const grid = hexBoard([]).grid;
    const base = {
      grid,
      attacking: { cell: A, side: "red", units: [{ id: "r1" }] },
      defending: { cell: D, side: "blue", units: [{ id: "b1" }] },
    };
    const keyOf = (changes: Record<string, unknown>) =>
      engineErrorOf(() => commandTest.validateSetup({ ...base, ...changes })).key;
    expect(keyOf({ defending: { cell: D, side: "red", units: [{ id: "b1" }] } })).toBe(
      "WARGAME.Error.CommandTest.SameSide",
    );
    expect(keyOf({ supports: { attacker: [{ cell: hex(0, 1), side: "blue", units: [{ id: "x" }] }] } })).toBe(
      "WARGAME.Error.CommandTest.WrongSide",
    );
    expect(keyOf({ supports: { attacker: [{ cell: hex(-1, 0), side: "red", units: [{ id: "x" }] }] } })).toBe(
      "WARGAME.Error.CommandTest.NotAdjacent",
    );
    const twice = [
      { cell: hex(0, 1), side: "red", units: [{ id: "x" }] },
      { cell: hex(0, 1), side: "red", units: [{ id: "y" }] },
    ];
    expect(keyOf({ supports: { attacker: twice } })).toBe("WARGAME.Error.CommandTest.SameHex");
    expect(keyOf({ supports: { defender: [{ cell: hex(2, 0), side: "blue", units: [{ id: "r1" }] }] } })).toBe(
      "WARGAME.Error.Field.DuplicateId",
    );
    expect(keyOf({ grid: { ...grid, kind: "square" } })).toBe("WARGAME.Error.CommandTest.NotHex");
    // A validated setup reads back as itself.
    const setup = commandTest.validateSetup(base);
    expect(commandTest.validateSetup(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
  });
});

describe("unit data", () => {
  it("fills strength 1 and no commander, and names the unit and field at fault", () => {
    expect(commandTest.validateUnitData(undefined, "u")).toEqual({ strength: 1, commander: null });
    expect(commandTest.validateUnitData({ strength: 4, commander: 2, other: "kept elsewhere" }, "u")).toEqual({
      strength: 4,
      commander: 2,
    });
    const error = engineErrorOf(() => commandTest.validateUnitData({ commander: 1.5 }, "Ney"));
    expect([error.key, error.data["unit"], error.data["field"]]).toEqual([
      "WARGAME.Error.Field.NotInteger",
      "Ney",
      "commander",
    ]);
    expect(engineErrorOf(() => commandTest.validateUnitData({ strength: -1 }, "u")).key).toBe(
      "WARGAME.Error.Field.OutOfRange",
    );
  });
});
