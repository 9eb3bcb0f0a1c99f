import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { validateScenario } from "@engine/scenario/scenario";
import { targetsRequest } from "@foundry/hud/targets-request";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/combat-grid/mountain-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const index = () => createBoardIndex(scenario.board, zocSettingsFor(SHIPPED.ruleset(scenario.ruleset)));
const rules = SHIPPED.ruleset(scenario.ruleset);

// mountain-attack: gds (Soviet) shares (5, 5) with pzg-1, pzg-2 and stug (German); the Wespe
// (German) stands alone at (5, 0), five squares away, touching no one.
describe("the combat the select-and-target keybinding asks for", () => {
  it("is the controlled unit against the targeted enemies it touches", () => {
    expect(targetsRequest(index(), "s1", ["pzg-1"], ["gds", "wespe"], rules)).toEqual({
      request: { sceneId: "s1", tokenId: "pzg-1", contacts: ["gds"] },
    });
  });

  it("takes every enemy in contact when none is targeted", () => {
    expect(targetsRequest(index(), "s1", ["gds"], [], rules)).toEqual({
      request: { sceneId: "s1", tokenId: "gds", contacts: ["pzg-1", "pzg-2", "stug"] },
    });
  });

  it("names the unit when no target is in contact with it, and asks for one controlled unit", () => {
    expect(targetsRequest(index(), "s1", ["wespe"], ["gds"], rules)).toEqual({
      problem: { key: "WARGAME.Hud.noTargetInContact", data: { unit: "Wespe 17 Pz" } },
    });
    expect(targetsRequest(index(), "s1", [], ["gds"], rules)).toEqual({
      problem: { key: "WARGAME.Hud.controlOne", data: {} },
    });
    expect(targetsRequest(index(), "s1", ["pzg-1", "stug"], ["gds"], rules)).toEqual({
      problem: { key: "WARGAME.Hud.controlOne", data: {} },
    });
  });

  it("never offers a Downed skirmish-recoil figure: the attacker's other enemy in contact is the target", () => {
    // 1 inch = 20 px; round bases of 0.5 in. A touches D (downed) and E, each 1 in from its centre.
    const figure = (id: string, side: string, x: number, status: string[] = []): Unit => ({
      id,
      name: id,
      side,
      footprint: { kind: "circle", center: { x, y: 0 }, radius: 10 },
      facing: 0,
      move: 6,
      status,
      data: {},
    });
    const board: Board = {
      grid: { kind: "gridless", size: 20, distance: 1, units: "in", diagonals: "equidistant" },
      units: [figure("A", "red", 0), figure("D", "blue", 20, ["downed"]), figure("E", "blue", -20)],
      terrain: { walls: [], areas: [] },
    };
    const skirmish = SHIPPED.ruleset("skirmish-recoil");
    const figures = createBoardIndex(board, zocSettingsFor(skirmish));
    expect(targetsRequest(figures, "s1", ["A"], [], skirmish)).toEqual({
      request: { sceneId: "s1", tokenId: "A", contacts: ["E"] },
    });
    expect(targetsRequest(figures, "s1", ["A"], ["D"], skirmish)).toEqual({
      problem: { key: "WARGAME.Hud.noTargetInContact", data: { unit: "A" } },
    });
  });

  it("in command-test, attacks the targeted token's stack, never its commander", () => {
    // mill-crossing: the Grenadiers in (2,4) touch the 1st Division with Ney in (2,3), the 2nd
    // Division with Murat in (3,3) and the light cavalry in (1,3).
    const MILL = "scenarios/command-test/mill-crossing.yml";
    const mill = validateScenario(parse(readFileSync(MILL, "utf8")), MILL, SHIPPED).board;
    const commandTest = SHIPPED.ruleset("command-test");
    const hexes = createBoardIndex(mill, zocSettingsFor(commandTest));
    // Targeting Ney targets his stack: the 1st Division; he is never a target himself.
    expect(targetsRequest(hexes, "s1", ["grenadiers"], ["ney"], commandTest)).toEqual({
      request: { sceneId: "s1", tokenId: "grenadiers", contacts: ["div-1"] },
    });
    expect(targetsRequest(hexes, "s1", ["grenadiers"], [], commandTest)).toEqual({
      request: { sceneId: "s1", tokenId: "grenadiers", contacts: ["div-1", "div-2", "light-cav"] },
    });
  });
});
