import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createBoardIndex } from "../../../src/engine/board/board-index";
import { zocSettingsFor } from "../../../src/engine/rulesets/zoc-settings";
import { validateScenario } from "../../../src/engine/scenario/scenario";
import { targetsRequest } from "../../../src/foundry/hud/targets-request";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/combat-grid/mountain-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const index = () => createBoardIndex(scenario.board, zocSettingsFor(SHIPPED.ruleset(scenario.ruleset)));

// mountain-attack: gds (Soviet) shares (5, 5) with pzg-1, pzg-2 and stug (German); the Wespe
// (German) stands alone at (5, 0), five squares away, touching no one.
describe("the combat the select-and-target keybinding asks for", () => {
  it("is the controlled unit against the targeted enemies it touches", () => {
    expect(targetsRequest(index(), "s1", ["pzg-1"], ["gds", "wespe"])).toEqual({
      request: { sceneId: "s1", tokenId: "pzg-1", contacts: ["gds"] },
    });
  });

  it("takes every enemy in contact when none is targeted", () => {
    expect(targetsRequest(index(), "s1", ["gds"], [])).toEqual({
      request: { sceneId: "s1", tokenId: "gds", contacts: ["pzg-1", "pzg-2", "stug"] },
    });
  });

  it("names the unit when no target is in contact with it, and asks for one controlled unit", () => {
    expect(targetsRequest(index(), "s1", ["wespe"], ["gds"])).toEqual({
      problem: { key: "WARGAME.Hud.noTargetInContact", data: { unit: "Wespe 17 Pz" } },
    });
    expect(targetsRequest(index(), "s1", [], ["gds"])).toEqual({
      problem: { key: "WARGAME.Hud.controlOne", data: {} },
    });
    expect(targetsRequest(index(), "s1", ["pzg-1", "stug"], ["gds"])).toEqual({
      problem: { key: "WARGAME.Hud.controlOne", data: {} },
    });
  });
});
