import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createBoardIndex } from "@engine/board/board-index";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { validateScenario } from "@engine/scenario/scenario";
import { selectionMisfit } from "@engine/session/selection-fits-board";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/combat-grid/mountain-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const board = scenario.board;
const fresh = () => createBoardIndex(board, zocSettingsFor(SHIPPED.ruleset(scenario.ruleset)));
const WESPE_AT_5_4 = { footprint: { kind: "cells" as const, cells: [{ i: 5, j: 4 }] } };

// mountain-attack: the Wespe stands alone at (5, 0); gds (Soviet) shares (5, 5) with the Germans.
// On a square grid a unit touches the units of its own and the eight squares around it.
describe("whether a combat still fits the board", () => {
  it("fits when nothing engaged has moved and the attacker touches every defender", () => {
    const index = fresh();
    expect(selectionMisfit(index, board, ["pzg-1", "gds"], { attacker: "pzg-1", defenders: ["gds"] })).toBeNull();
  });

  it("names the unit that moved since the combat started", () => {
    const index = fresh();
    index.moveUnit("wespe", WESPE_AT_5_4);
    const error = selectionMisfit(index, board, ["wespe", "gds"], null);
    expect(error?.key).toBe("WARGAME.Error.Fit.Moved");
    expect(error?.message).toBe("Wespe 17 Pz has moved since the combat started; nothing was changed.");
  });

  it("names the unit that is gone", () => {
    const index = fresh();
    index.removeUnit("gds");
    expect(selectionMisfit(index, board, ["pzg-1", "gds"], null)?.message).toBe(
      "Infantry 14 Gds is no longer on the board; nothing was changed.",
    );
  });

  it("names the attacker and the enemy it no longer touches", () => {
    // Started with the Wespe dragged next to (5, 5); checked on the scenario's board, where (5, 0)
    // is five squares from (5, 5): out of contact.
    const moved = fresh();
    moved.moveUnit("wespe", WESPE_AT_5_4);
    const error = selectionMisfit(fresh(), moved.board(), [], { attacker: "wespe", defenders: ["gds"] });
    expect(error?.key).toBe("WARGAME.Error.Fit.OutOfContact");
    expect(error?.message).toBe("Wespe 17 Pz is no longer in contact with Infantry 14 Gds; nothing was changed.");
    expect(
      selectionMisfit(moved, moved.board(), ["wespe", "gds"], { attacker: "wespe", defenders: ["gds"] }),
    ).toBeNull();
  });

  it("with the rule system's targeting, refuses a defender it never offers: a command-test commander", () => {
    // mill-crossing: the Grenadiers in (2,4) touch the 1st Division and Ney (a commander) in (2,3).
    const MILL = "scenarios/command-test/mill-crossing.yml";
    const mill = validateScenario(parse(readFileSync(MILL, "utf8")), MILL, SHIPPED).board;
    const commandTest = SHIPPED.ruleset("command-test");
    const index = createBoardIndex(mill, zocSettingsFor(commandTest));
    const error = selectionMisfit(
      index,
      mill,
      [],
      { attacker: "grenadiers", defenders: ["div-1", "ney"] },
      commandTest,
    );
    expect(error?.key).toBe("WARGAME.Error.Fit.NotTarget");
    expect(error?.message).toBe(
      "Ney cannot be attacked: out of action, or never a target on its own in this rule system; nothing was changed.",
    );
    expect(selectionMisfit(index, mill, [], { attacker: "grenadiers", defenders: ["div-1"] }, commandTest)).toBeNull();
    // Without the rule system's targeting (a check before a result is applied), only contact counts.
    expect(selectionMisfit(index, mill, [], { attacker: "grenadiers", defenders: ["div-1", "ney"] })).toBeNull();
  });
});
