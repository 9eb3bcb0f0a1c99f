import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubRulesetSettings } from "../fakes/settings";
import type { Unit } from "@engine/board/types";
import type { Scenario } from "@engine/scenario/scenario";
import { participantsBySide, sidesOf } from "@foundry/combat/participants";
import { user } from "../fakes/documents";
import { loadScenario, scenarioScene } from "./scenario-scene";

const olga = user("p3", { name: "Olga" });
const petra = user("p1", { name: "Petra" });

/** The scenario with one more unit: a bystander of a third side, far from the fight. */
function withBystander(scenario: Scenario, bystander: Unit): Scenario {
  return { ...scenario, board: { ...scenario.board, units: [...scenario.board.units, bystander] } };
}

function bystanderLike(unit: Unit | undefined, at: Unit["footprint"]): Unit {
  if (unit === undefined) throw new Error("the scenario has no units");
  return { ...unit, id: "bystander", name: "Bystander", side: "neutral", formation: "N", footprint: at };
}

// Combats read the rule systems' options from the world settings (their defaults here).
beforeEach(() => {
  stubRulesetSettings();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("who plays a side of a combat", () => {
  it.each([
    // Assault: A assaults X; the engaging and target formations take part, a third side's unit does not.
    ["scenarios/assault/ridge-assault.yml", "red", { kind: "cells", cells: [{ i: 0, j: 0 }] }],
    // Skirmish: the victor and the loser take part; a figure of a third side a table away does not.
    [
      "scenarios/skirmish-recoil/flight-over-the-hedge.yml",
      "clans",
      { kind: "circle", center: { x: 5000, y: 5000 }, radius: 10 },
    ],
  ] as const)("%s: a bystander's owner plays no side; a fighter's owner plays theirs", (file, fighterSide, at) => {
    const base = loadScenario(file);
    const [combat] = base.combats;
    if (combat === undefined) throw new Error(`${file} has no combat`);
    const scenario = withBystander(base, bystanderLike(base.board.units[0], at));
    const scene = scenarioScene(scenario, { [fighterSide]: ["p1"], neutral: ["p3"] });
    const participants = participantsBySide(
      { combatId: "c1", ruleset: scenario.ruleset, sceneId: "scene1", selection: combat.selection, log: [] },
      scenario.board,
    );
    expect([...participants.values()].flat()).not.toContain("bystander");
    expect(sidesOf(olga, scene, participants)).toEqual([]);
    expect(sidesOf(petra, scene, participants)).toEqual([fighterSide]);
  });
});
