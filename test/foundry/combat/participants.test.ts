import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubRulesetSettings } from "../fakes/settings";
import type { Unit } from "../../../src/engine/board/types";
import type { Scenario } from "../../../src/engine/scenario/scenario";
import { changeSetFor } from "../../../src/foundry/combat/change-set-for";
import { combatValidator } from "../../../src/foundry/combat/combat-validator";
import { recordJson } from "../../../src/foundry/combat/combat-record";
import { applyChanges } from "../../../src/foundry/gm/apply-changes";
import { v13TokenMover } from "../../../src/foundry/movement/v13-token-mover";
import { FakeHooks } from "../fakes/globals";
import { RollLedger } from "../../../src/foundry/combat/roll-ledger";
import { recordRolls } from "../../../src/foundry/combat/record-rolls";
import { postedRolls, postRoll } from "./fake-ports";
import { participantsBySide, sidesOf } from "../../../src/foundry/combat/participants";
import { user } from "../fakes/documents";
import { loadScenario, scenarioScene } from "./scenario-scene";
import { MOUNTAIN, workedRecord } from "./worked-example";

const olga = user("p3", { name: "Olga" });
const petra = user("p1", { name: "Petra" });
const sasha = user("p2", { name: "Sasha" });

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
  it("the GM refuses the owner of a far-off bystander on a third side (combat-grid, through the validator)", async () => {
    // The worked example is fought in square (5,5); the bystander stands in (0,0), Olga's.
    const scenario = withBystander(
      MOUNTAIN,
      bystanderLike(MOUNTAIN.board.units[0], { kind: "cells", cells: [{ i: 0, j: 0 }] }),
    );
    const scene = scenarioScene(scenario, { german: ["p1"], soviet: ["p2"], neutral: ["p3"] });
    const { changes } = changeSetFor(scene, workedRecord());
    const findScene = (id: string) => (id === scene.id ? scene : undefined);
    // Each side's owner posted its side's rolls to chat: Petra the Germans', Sasha the Soviets'.
    const record = workedRecord();
    const ledger = new RollLedger();
    for (const roll of recordRolls(record, scenario.board))
      postRoll(ledger, roll.side === "german" ? "p1" : "p2", {
        combatId: record.combatId,
        step: roll.step,
        dice: roll.dice,
      });
    const validator = combatValidator(findScene, postedRolls(ledger, [olga, petra, sasha]));
    const environment = {
      findUser: (id: string) => [olga, petra, sasha].find((u) => u.id === id),
      findScene,
      mover: v13TokenMover,
      validator,
      hooks: new FakeHooks(),
    };
    const asked = (requesterId: string) =>
      applyChanges(requesterId, { changes, combat: recordJson(record) }, environment);
    expect(await asked("p3")).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Combat.NotYourCombat", data: { user: "Olga" } },
    });
    expect(scene.calls).toEqual([]);
    expect((await asked("p1")).ok).toBe(true);
  });

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
