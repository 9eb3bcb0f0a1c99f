import { describe, expect, it } from "vitest";
import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import { SHIPPED } from "../shipped";
import { expectSameResult, loadScenario } from "../same-answers";

describe("command-test's combat from contact", () => {
  it("asks each side's command chits and the units ordered, and plays as the scripted mill attack", () => {
    // The mill crossing: the 1st Division (with Ney) at (2,3) attacks the grenadiers at (2,4), the
    // French with 2 chits left, the Russians with 1; the whole stack ordered (the default).
    expectSameResult({
      file: "command-test/mill-crossing.yml",
      combat: "mill-attack",
      contact: { attackerId: "div-1", defenderIds: ["grenadiers"] },
      answers: { attackerChits: 2, defenderChits: 1 },
    });
  });

  it("offers the attacker's stack, and writes an order to part of it", () => {
    const scenario = loadScenario("command-test/mill-crossing.yml");
    const ruleset = SHIPPED.ruleset("command-test");
    const contact = { attackerId: "div-1", defenderIds: ["grenadiers"] };
    const units = ruleset.contactInputs.find((input) => input.id === "units");
    expect(units?.kind === "units" ? units.candidates(scenario.board, contact) : null).toEqual(["div-1", "ney"]);
    expect(selectionFromContact(ruleset, scenario.board, contact, { units: ["div-1"], attackerChits: 3 })).toEqual({
      from: { i: 2, j: 3 },
      target: { i: 2, j: 4 },
      units: ["div-1"],
      chits: { french: 3, russian: 0 },
    });
    // A chit count above the declared range is named, and nothing is made.
    expect(() => selectionFromContact(ruleset, scenario.board, contact, { attackerChits: 21 })).toThrow(
      /attackerChits must be between 0 and 20, got 21/,
    );
  });
});
