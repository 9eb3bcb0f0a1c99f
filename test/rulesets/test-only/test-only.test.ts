import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubRulesetSettings } from "../../foundry/fakes/settings";
import { WITH_TEST_ONLY as SHIPPED } from "./register";
import { useRulesets } from "@foundry/rulesets";
import { shippedCatalog } from "@rulesets/shipped";
import type { Board, Unit } from "@engine/board/types";
import { declaredStep } from "@engine/rulesets/declarations";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { validateScenario } from "@engine/scenario/scenario";
import { advance } from "@engine/session/advance";
import { replay } from "@engine/session/replay";
import { runSession, firstLegal } from "@engine/session/run-session";
import { sessionResult } from "@engine/session/session-result";
import { createBoardIndex } from "@engine/board/board-index";
import type { StepInput } from "@engine/session/types";
import * as sandbox from "@sandbox/state/sandbox-state";
import { changeSetFor } from "@foundry/combat/change-set-for";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import type { CombatRecord } from "@foundry/combat/combat-record";
import { applyChanges } from "@foundry/gm/apply-changes";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { registerStatusEffects, type StatusEffectEntry } from "@foundry/statuses/status-effects";
import { user } from "../../foundry/fakes/documents";
import { FakeHooks } from "../../foundry/fakes/globals";
import { scenarioScene } from "../../foundry/combat/scenario-scene";
import { shove } from "./test-only-ruleset";

/**
 * A sixth rule system, registered by the tests alone (register.ts: one line), played through every
 * layer with no edit to src/. Board: a square grid of 100 px squares; a (red) in (2,2) shoves
 * b (blue) in (2,3); c (green) stands far off in (7,7).
 */
function unit(id: string, side: string, i: number, j: number): Unit {
  return {
    id,
    name: id.toUpperCase(),
    side,
    footprint: { kind: "cells", cells: [{ i, j }] },
    facing: 0,
    move: 1,
    status: [],
    data: { weight: 2 },
  };
}
const BOARD: Board = {
  grid: { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" },
  units: [unit("a", "red", 2, 2), unit("b", "blue", 2, 3), unit("c", "green", 7, 7)],
  terrain: { walls: [], areas: [] },
};
const SELECTION = { attacker: "a", defender: "b" };
// Stand, then a 5: 5 ≥ pushOn 4, so b is shaken and pushed one square away from (2,2).
const PUSHED: readonly StepInput[] = [
  { kind: "decision", step: "stance", picks: ["stand"] },
  { kind: "roll", step: "shove", dice: [5] },
];

function cellOf(board: Board, id: string) {
  const footprint = board.units.find((candidate) => candidate.id === id)?.footprint;
  return footprint?.kind === "cells" ? footprint.cells[0] : undefined;
}

// The host runs with the catalog that holds it; combats read the rule systems' options from the world settings (their defaults here).
beforeEach(() => {
  useRulesets(SHIPPED);
  stubRulesetSettings();
});
afterEach(() => {
  useRulesets(shippedCatalog());
  vi.unstubAllGlobals();
});

describe("a test-only rule system, registered in the tests", () => {
  it("is in the registry, and every list derived from it", () => {
    expect(SHIPPED.ids).toContain("test-only");
    expect(SHIPPED.has("test-only")).toBe(true);
    expect(SHIPPED.entry("test-only").ruleset).toBe(shove);
    // Added after the shipped list, the test-only system is last of the ids a refusal lists.
    expect(() => SHIPPED.entry("chess")).toThrow(/must be one of .*, test-only/);
    // Its zones: radius 1 from every unit not broken.
    expect(createBoardIndex(BOARD, zocSettingsFor(SHIPPED.ruleset("test-only"))).zocCellsOfUnit("a")).toHaveLength(9);
  });

  it("runs a session, and its log replays to the same state", () => {
    const setup = shove.setupFromBoard(BOARD, SELECTION);
    const state = PUSHED.reduce((current, input) => advance(shove, current, input), shove.start(setup));
    expect(shove.pending(state)).toEqual({ kind: "done", outcome: { result: "pushed" } });
    expect(replay(shove, setup, state.log)).toEqual(state);
    const ran = runSession(shove, setup, firstLegal, () => [5]);
    expect(ran).toEqual(state);
  });

  it("declares its unit data, selection fields and steps; scenario files are checked against them", () => {
    expect(PUSHED.map((input) => [input.step, declaredStep(shove.steps, input.step)?.kind])).toEqual([
      ["stance", "decision"],
      ["shove", "roll"],
    ]);
    expect(shove.unitDataFields.map((field) => field.name)).toEqual(["weight"]);
    const scenario = (selection: object, data: object) => ({
      id: "shove",
      ruleset: "test-only",
      board: { ...BOARD, units: [{ ...unit("a", "red", 2, 2), data }, unit("b", "blue", 2, 3)] },
      combats: [{ id: "s", selection }],
    });
    expect(() =>
      validateScenario(scenario({ ...SELECTION, atacker: "a" }, { weight: 2 }), "shove.yml", SHIPPED),
    ).toThrow('selection.atacker means nothing to this rule system. Did you mean "attacker"?');
    expect(() => validateScenario(scenario(SELECTION, { wieght: 2 }), "shove.yml", SHIPPED)).toThrow(
      'data.wieght means nothing to this rule system. Did you mean "weight"?',
    );
  });

  it("gives exact odds: standing (the first legal choice), a push on 4, 5 or 6 of 1d6 is 3/6", () => {
    const odds = shove.odds(shove.start(shove.setupFromBoard(BOARD, SELECTION)));
    expect(odds.result).toEqual(
      expect.arrayContaining([
        { value: "pushed", p: 0.5 },
        { value: "held", p: 0.5 },
      ]),
    );
  });

  it("moves the defender one square back and shakes it (the session's result)", () => {
    const state = replay(shove, shove.setupFromBoard(BOARD, SELECTION), PUSHED);
    // Its own move kind, which no shipping rule system asks for and session/effects.ts does not list.
    expect(shove.moveRequests(state)).toEqual([{ kind: "shoved", unitId: "b", from: { i: 2, j: 2 } }]);
    expect(
      SHIPPED.entries.filter((entry) => entry.ruleset.moveKinds.includes("shoved")).map((entry) => entry.ruleset.id),
    ).toEqual(["test-only"]);
    const result = sessionResult(SHIPPED.entry("test-only").ruleset, BOARD, state);
    // One square further from (2,2) than (2,3) is: column 4.
    expect(cellOf(result.after, "b")?.j).toBe(4);
    expect(result.after.units.find((candidate) => candidate.id === "b")?.status).toEqual(["shaken"]);
  });

  it("has a view: its label, its participants by side (not the bystander), the outcome", () => {
    const view = SHIPPED.entry("test-only").view({
      board: BOARD,
      selection: SELECTION,
      log: PUSHED,
      viewer: { sides: ["red"], referee: false },
    });
    expect(view.header.ruleset).toEqual({ key: "WARGAME.Test.Ruleset", data: {} });
    expect(view.header.sides.map((side) => [side.side, side.units.map((u) => u.id)])).toEqual([
      ["red", ["a"]],
      ["blue", ["b"]],
    ]);
    expect(view.step.kind).toBe("done");
    // pushOn is a labelled default in use.
    expect(view.defaults.map((entry) => entry.option.key)).toEqual(["WARGAME.Test.Options.pushOn.name"]);
  });

  it("plays in the sandbox from a scenario file", () => {
    const scenario = validateScenario(
      { id: "shove", ruleset: "test-only", board: BOARD, combats: [{ id: "s", selection: SELECTION }] },
      "shove.yml",
      SHIPPED,
    );
    let state = sandbox.startCombat(sandbox.openScenario(SHIPPED, scenario), "Shove", SELECTION);
    state = sandbox.decide(state, ["stand"]);
    state = sandbox.roll(state, [5]);
    state = sandbox.applyResult(state);
    expect(cellOf(state.index.board(), "b")?.j).toBe(4);
  });

  it("runs through the Foundry host's fakes: its status registered, its result derived and checked by the GM", async () => {
    const statusEffects: StatusEffectEntry[] = [];
    registerStatusEffects(statusEffects);
    expect(statusEffects).toContainEqual({
      id: "wargame-combat-shaken",
      name: "WARGAME.Test.Status.shaken",
      img: "icons/svg/daze.svg",
    });

    const scenario = validateScenario({ id: "shove", ruleset: "test-only", board: BOARD }, "shove.yml", SHIPPED);
    const scene = scenarioScene(scenario, { red: ["p1"], blue: ["p2"], green: ["p3"] });
    const record: CombatRecord = {
      combatId: "shove-1",
      ruleset: "test-only",
      sceneId: scene.id,
      selection: SELECTION,
      log: PUSHED,
    };
    const { changes } = changeSetFor(scene, record);
    // b's centre moves from (350, 250) to column 4's centre, x = 450.
    expect(changes.phases[0]?.[0]?.tokenId).toBe("b");
    expect(changes.phases[0]?.[0]?.waypoints.at(-1)?.x).toBe(450);
    expect(changes.edits).toContainEqual(expect.objectContaining({ tokenId: "b", statuses: { shaken: true } }));

    const findScene = (id: string) => (id === scene.id ? scene : undefined);
    // The host (the GM's client) applies it.
    const environment = {
      findUser: (id: string) => (id === "gm" ? user("gm", { isGM: true }) : undefined),
      findScene,
      mover: v13TokenMover,
      validator: ownTokensOnly,
      hooks: new FakeHooks(),
    };
    expect((await applyChanges("gm", { changes }, environment)).ok).toBe(true);
    expect([...(scene.tokens.get("b")?.actor?.statuses ?? [])]).toEqual(["wargame-combat-shaken"]);
  });
});
