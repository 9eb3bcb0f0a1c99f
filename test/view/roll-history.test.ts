import { describe, expect, it } from "vitest";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { implementedScenarios } from "./sessions";
import { renderer } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

describe("every die with its purpose", () => {
  it("lists each roll of the mill attack with what it was for and what it did, in dialog and chat", () => {
    const scenario = implementedScenarios().find((candidate) => candidate.id === "command-test-mill-crossing");
    const combat = scenario?.combats[0];
    if (scenario === undefined || combat === undefined) throw new Error("the mill scenario is missing");
    const run = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, combat.script);
    const view = SHIPPED.entry("command-test").view({
      board: scenario.board,
      selection: combat.selection,
      log: run.log,
      viewer: { sides: [], referee: true },
    });
    // Dice 4, 5, 5, 2, 6: the order's test, Murat's, the light cavalry's, the jägers', the combat.
    expect(
      view.rolls.map((roll) => [roll.purpose.key, roll.faces.data["faces"], roll.did.map((line) => line.key)]),
    ).toEqual([
      ["WARGAME.CommandTest.Roll.Command", "4", ["WARGAME.CommandTest.Log.GoesAhead"]],
      ["WARGAME.CommandTest.Roll.Support", "5", ["WARGAME.CommandTest.Log.Supports"]],
      ["WARGAME.CommandTest.Roll.Support", "5", ["WARGAME.CommandTest.Log.NoSupport"]],
      ["WARGAME.CommandTest.Roll.Support", "2", ["WARGAME.CommandTest.Log.NoSupport"]],
      ["WARGAME.CommandTest.Roll.Combat", "6", ["WARGAME.CommandTest.Log.Combat", "WARGAME.CommandTest.Log.Retreat"]],
    ]);
    const render = renderer();
    const card = render("chat/combat-card.hbs", { combat: view, undoable: false, undone: false });
    expect(card).toContain("French rolled 1d6: 4.");
    // Handlebars escapes "=" as &#x3D;.
    expect(card).toContain("attack order: 4 + 1 CC + CR 2 &#x3D; 7: the attack goes ahead.");
    expect(render("apps/combat-dialog/header.hbs", view)).toContain("command test of the attack order");
  });
});
