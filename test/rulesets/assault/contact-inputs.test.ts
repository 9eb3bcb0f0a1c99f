import { describe, expect, it } from "vitest";
import { SHIPPED } from "../shipped";
import { expectSameResult } from "../same-answers";

describe("assault's combat from contact", () => {
  it("asks nothing (the tokens show each formation's state) and plays as the scripted ridge assault", () => {
    expect(SHIPPED.ruleset("assault").contactInputs).toEqual([]);
    expectSameResult({
      file: "assault/ridge-assault.yml",
      combat: "ridge",
      contact: { attackerId: "a1", defenderIds: ["x1"] },
      answers: {},
    });
  });
});
