import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { parseDice } from "@engine/session/dice";
import { allContactTargets, contactTargets, movedFrom, startContactCombat } from "@sandbox/state/contact-combat";
import {
  applyResult,
  decide,
  openScenario,
  pendingStep,
  recordMove,
  roll,
  type SandboxState,
} from "@sandbox/state/sandbox-state";
import { SHIPPED } from "../../rulesets/shipped";

// the-hedge-line: the Redcoat "runner" (crown) at (0, 0) and the Warrior (clans) at (0, 20), round
// bases of radius 10 px: touching.
const FILE = "scenarios/skirmish-recoil/the-hedge-line.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);

describe("the sandbox's targets from a contact", () => {
  it("are the enemies in contact, each figure a stack of its own", () => {
    expect(contactTargets(openScenario(SHIPPED, scenario), "warrior")).toEqual([["runner"]]);
  });

  it("never include a Downed figure (issue 24), though it still touches", () => {
    const units = scenario.board.units.map((unit) => (unit.id === "runner" ? { ...unit, status: ["downed"] } : unit));
    const state = openScenario(SHIPPED, { ...scenario, board: { ...scenario.board, units } });
    expect(state.index.contactsOf("warrior")).toContain("runner");
    expect(contactTargets(state, "warrior")).toEqual([]);
  });
});

describe("the sandbox's targets in command-test (issue 24)", () => {
  // mill-crossing: the Grenadiers in (2,4) touch the 1st Division with Ney in (2,3), the 2nd
  // Division with Murat in (3,3), and the light cavalry alone in (1,3).
  const MILL = "scenarios/command-test/mill-crossing.yml";
  const mill = openScenario(SHIPPED, validateScenario(parse(readFileSync(MILL, "utf8")), MILL, SHIPPED));

  it("are the enemy stacks, a commander never listed", () => {
    expect(contactTargets(mill, "grenadiers")).toEqual([["div-1"], ["div-2"], ["light-cav"]]);
  });

  it("are never all attacked at once when several stacks touch (Rule 10.1: one enemy stack)", () => {
    expect(allContactTargets(mill, "grenadiers")).toEqual([]);
    expect(allContactTargets(mill, "div-1")).toEqual(["grenadiers"]);
  });
});

describe("a combat the page starts from contact", () => {
  // mountain-attack: the three German units stand in (5,5) with the Soviet Guards. Each is dragged
  // out to the square the file says it came from and back in, so the page knows where it came from.
  const MOUNTAIN = "scenarios/combat-grid/mountain-attack.yml";
  const mountain = validateScenario(parse(readFileSync(MOUNTAIN, "utf8")), MOUNTAIN, SHIPPED);
  const cameFrom = { "pzg-1": { i: 5, j: 4 }, "pzg-2": { i: 4, j: 4 }, stug: { i: 6, j: 4 } };

  function dragged(): SandboxState {
    let state = openScenario(SHIPPED, mountain);
    for (const [id, from] of Object.entries(cameFrom)) {
      for (const cell of [from, { i: 5, j: 5 }]) {
        state = recordMove(state);
        state.index.moveUnit(id, { footprint: { kind: "cells", cells: [cell] } });
      }
    }
    return state;
  }

  it("knows where each unit moved from since the last combat", () => {
    expect(movedFrom(dragged())).toEqual(cameFrom);
    expect(movedFrom(openScenario(SHIPPED, mountain))).toEqual({});
  });

  it("with the same answers ends as the scripted combat: the same board", () => {
    const [combat] = mountain.combats;
    if (combat === undefined) throw new Error("no combat");
    const answers = { attackerOps: 3, defenderOps: 1, preparedPositions: 1, flanking: true };
    let state = startContactCombat(dragged(), "", "pzg-1", ["gds"], answers);
    const dice = [...combat.script.dice];
    for (let step = pendingStep(state); step !== null && step.kind !== "done"; step = pendingStep(state)) {
      if (step.kind === "roll") {
        state = roll(state, dice.splice(0, parseDice(step.dice).count));
        continue;
      }
      const id = step.id;
      const decision = combat.script.decisions.find((scripted) => scripted.step === id);
      state = decide(state, decision?.picks ?? []);
    }
    const scripted = resolveCombat(SHIPPED.ruleset("combat-grid"), mountain.board, combat.selection, combat.script);
    expect(applyResult(state).index.board()).toEqual(scripted.board);
  });
});
