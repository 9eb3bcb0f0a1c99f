/** A finished combat's record as a Markdown page: the combat-grid worked example, as its file works it out. */
import { describe, expect, it } from "vitest";
import { validateScenario } from "@engine/scenario/scenario";
import { combatMarkdown } from "@view/combat-markdown";
import { SHIPPED } from "../rulesets/shipped";
import { resolveScenario } from "../../tools/resolve";
import { readDataFile } from "../../tools/scenario-file";
import { strictEnglish } from "./templates";

describe("a combat's record as a Markdown page", () => {
  it("tells the mountain attack: sides, outcome, each roll, the moves and the labelled defaults", () => {
    const file = "scenarios/combat-grid/mountain-attack.yml";
    const scenario = validateScenario(readDataFile(file), file, SHIPPED);
    const result = resolveScenario({ scenario: file });
    const view = SHIPPED.entry(scenario.ruleset).view({
      board: scenario.board,
      selection: result.combat.selection,
      log: result.run.log,
      viewer: { sides: [], referee: true },
      odds: false,
      sideNames: scenario.sideNames,
    });
    const page = combatMarkdown("Attack in the mountains", view, strictEnglish);
    expect(page.startsWith("# Attack in the mountains\n")).toBe(true);
    expect(page).toContain("## 17th Panzer Division (attacker)");
    expect(page).toContain("## 14th Guards Division (defender)");
    expect(page).toContain("- 14th Guards Division holds the square.");
    // The Germans' 5, the Soviets' 3, in order.
    expect(page.indexOf("rolled 1d6: 5")).toBeGreaterThan(0);
    expect(page.indexOf("rolled 1d6: 3")).toBeGreaterThan(page.indexOf("rolled 1d6: 5"));
    expect(page).toContain("- Panzergrenadiers A/17 Pz moves 1 square to row 5, column 4.");
    expect(page).not.toMatch(/WARGAME\.|\{\w+\}/);
  });
});
