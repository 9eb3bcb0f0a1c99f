import { describe, it, expect } from "vitest";
import {
  columnFor,
  columnLabel,
  GENERIC_RESULTS_TABLE,
  parseResult,
  validateResultsTable,
} from "@rulesets/command-test/results-table";
import { COMMAND_TEST_OPTIONS } from "@rulesets/command-test/options";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { attack, counter, engineErrorOf, hex, hexBoard, outcomeOf, roll } from "./fixtures";

const column = (attack: number, defence: number): string =>
  columnLabel(columnFor(GENERIC_RESULTS_TABLE, attack, defence));

describe("the results table (labelled default for the missing Rule 11)", () => {
  it("reads result codes", () => {
    expect(parseResult("NE")).toEqual({ kind: "none" });
    expect(parseResult("AR1")).toEqual({ kind: "retreat", role: "attacker", hexes: 1 });
    expect(parseResult("DR12")).toEqual({ kind: "retreat", role: "defender", hexes: 12 });
    expect(parseResult("AE")).toEqual({ kind: "eliminated", role: "attacker" });
    expect(parseResult("DE")).toEqual({ kind: "eliminated", role: "defender" });
    expect(parseResult("EX")).toEqual({ kind: "exchange" });
    for (const bad of ["DR0", "ar1", "D1", "", "DR01"]) expect(parseResult(bad), bad).toBeNull();
  });

  it("rounds the odds in the defender's favour, and keeps within the table", () => {
    // 7:4 = 1.75 reaches 1:1, not 2:1; 8:4 is 2:1; 11:2 = 5.5 is 5:1; 2:5 is below 1:2, so 1:2.
    expect(column(7, 4)).toBe("1:1");
    expect(column(8, 4)).toBe("2:1");
    expect(column(11, 2)).toBe("5:1");
    expect(column(30, 1)).toBe("5:1");
    expect(column(2, 5)).toBe("1:2");
    expect(column(3, 6)).toBe("1:2");
    // Nothing to fight with: the first column; nothing to fight against: the last.
    expect(column(0, 3)).toBe("1:2");
    expect(column(3, 0)).toBe("5:1");
  });

  it("is labelled as the module's default in its option", () => {
    const option = COMMAND_TEST_OPTIONS.find((candidate) => candidate.id === "resultsTable");
    expect(option?.labelledDefault).toEqual({ referenceKey: "WARGAME.CommandTest.Gap.Results" });
    expect(commandTest.tables["results"]).toBe(GENERIC_RESULTS_TABLE);
    expect(validateResultsTable(JSON.parse(JSON.stringify(GENERIC_RESULTS_TABLE)), "t")).toEqual(GENERIC_RESULTS_TABLE);
  });

  it("checks a group's own table", () => {
    const row = ["NE", "NE", "NE", "NE", "NE", "NE"];
    const keyOf = (table: unknown) => engineErrorOf(() => validateResultsTable(table, "options.resultsTable")).key;
    expect(keyOf([{ attacker: 1, defender: 1, results: ["NE", "XX", "NE", "NE", "NE", "NE"] }])).toBe(
      "WARGAME.Error.CommandTest.ResultCode",
    );
    expect(keyOf([{ attacker: 1, defender: 1, results: ["NE"] }])).toBe("WARGAME.Error.CommandTest.DieRows");
    expect(
      keyOf([
        { attacker: 2, defender: 1, results: row },
        { attacker: 3, defender: 2, results: row },
      ]),
    ).toBe("WARGAME.Error.CommandTest.ColumnOrder");
    expect(keyOf([{ attacker: 0, defender: 1, results: row }])).toBe("WARGAME.Error.Field.NotPositive");
    expect(keyOf([])).toBe("WARGAME.Error.Field.TooFew");
  });

  it("is the table the combat uses, whatever a group puts in it", () => {
    // One column, 1:1, where a 3 sends the defender back three hexes.
    const table = [{ attacker: 1, defender: 1, results: ["AE", "NE", "DR3", "NE", "NE", "DE"] }];
    const board = hexBoard([
      counter("r", "red", hex(0, 0), { commander: 6 }),
      counter("b", "blue", hex(1, 0), { strength: 5 }),
    ]);
    // 2 + 6 = 8: the order goes ahead; 1 against 5 is below the only column, which is used.
    const state = roll(
      roll(attack(board, { from: hex(0, 0), target: hex(1, 0), options: { resultsTable: table } }), "command", 2),
      "combat",
      3,
    );
    expect(outcomeOf(state)).toMatchObject({ column: "1:1", result: "DR3", strength: { attacker: 1, defender: 5 } });
  });
});
