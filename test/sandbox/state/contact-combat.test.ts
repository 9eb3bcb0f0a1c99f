import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { contactTargets } from "@sandbox/state/contact-combat";
import { openScenario } from "@sandbox/state/sandbox-state";
import { SHIPPED } from "../../rulesets/shipped";

// the-hedge-line: the Redcoat "runner" (crown) at (0, 0) and the Warrior (clans) at (0, 20), round
// bases of radius 10 px: touching.
const FILE = "scenarios/skirmish-recoil/the-hedge-line.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);

describe("the sandbox's targets from a contact", () => {
  it("are the enemies in contact", () => {
    expect(contactTargets(openScenario(SHIPPED, scenario), "warrior")).toEqual(["runner"]);
  });

  it("never include a Downed figure (issue 24), though it still touches", () => {
    const units = scenario.board.units.map((unit) => (unit.id === "runner" ? { ...unit, status: ["downed"] } : unit));
    const state = openScenario(SHIPPED, { ...scenario, board: { ...scenario.board, units } });
    expect(state.index.contactsOf("warrior")).toContain("runner");
    expect(contactTargets(state, "warrior")).toEqual([]);
  });
});
