import { describe, expect, it } from "vitest";
import { SHIPPED } from "../shipped";
import { expectSameResult, loadScenario } from "../same-answers";

describe("odds-crt's combat from contact", () => {
  it("asks which other stacks next to the hex attacked join, and plays as the scripted village assault", () => {
    // The 1st Infantry at (2,2) attacks the fusiliers at (2,3); the guns at (3,2) join.
    expectSameResult({
      file: "odds-crt/classic-village-assault.yml",
      combat: "village-assault",
      contact: { attackerId: "inf-1", defenderIds: ["fusiliers"] },
      answers: { joining: ["guns"] },
    });
  });

  it("offers only friendly stacks in other hexes next to a hex attacked, each once", () => {
    const scenario = loadScenario("odds-crt/classic-village-assault.yml");
    const joining = SHIPPED.ruleset("odds-crt").contactInputs.find((input) => input.id === "joining");
    const contact = { attackerId: "inf-1", defenderIds: ["fusiliers"] };
    // inf-2 shares the attacker's hex (it attacks with it anyway).
    expect(joining?.kind === "units" ? joining.candidates(scenario.board, contact) : null).toEqual(["guns"]);
    // From the guns' hex, the two battalions' hex joins whole: one choice, named by both.
    const fromGuns = { attackerId: "guns", defenderIds: ["fusiliers"] };
    if (joining?.kind !== "units") throw new Error("joining is a units input");
    const [stack] = joining.candidates(scenario.board, fromGuns);
    expect(joining.candidates(scenario.board, fromGuns)).toHaveLength(1);
    expect(joining.nameOf?.(scenario.board, stack ?? "")).toBe("1st Infantry, 2nd Infantry");
  });
});
