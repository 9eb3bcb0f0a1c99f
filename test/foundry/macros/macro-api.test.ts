import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineError } from "@engine/errors";
import type { MovePlan } from "@engine/movement/move-plan";
import { applyPlan, buildBoard, plan, planRetreat } from "@foundry/macros/macro-api";
import { resultChanges } from "@foundry/combat/change-set-for";
import { FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { fakeRelease } from "../fakes/v14";

function thrown(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

/** A square scene played with combat-grid: a (friendly) at (2,2), b (hostile) at (2,3), 100 px spaces. */
function field(): FakeScene {
  return new FakeScene({
    tokens: [
      new FakeToken({ id: "a", name: "1st Bn", cells: [{ i: 2, j: 2 }] }),
      new FakeToken({ id: "b", cells: [{ i: 2, j: 3 }], disposition: -1 }),
    ],
    flags: { ruleset: "combat-grid" },
  });
}

describe("the macro API's board and planners", () => {
  let scene: FakeScene;
  let shown: string[];
  let queries: { query: string; data: unknown }[];
  let posted: unknown[];

  beforeEach(() => {
    scene = field();
    shown = [];
    queries = [];
    posted = [];
    vi.stubGlobal("canvas", { scene });
    vi.stubGlobal("ChatMessage", {
      create: (data: { flags: Record<string, Record<string, unknown>> }) => {
        posted.push(data.flags["wargame-combat"]?.["request"]);
        return Promise.resolve({ id: "request0000000001" });
      },
    });
    vi.stubGlobal("ui", {
      notifications: { error: (text: string) => shown.push(text), warn: (text: string) => shown.push(text) },
    });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      settings: { get: (_ns: string, key: string) => ({ defaultRuleset: "combat-grid", contactTolerance: -1 })[key] },
      user: { id: "p1", isGM: false },
      users: {
        filter: () => [],
        activeGM: {
          query: (query: string, data: unknown) => {
            queries.push({ query, data });
            return Promise.resolve({ ok: false, error: { key: "WARGAME.Error.Host.Cancelled", data: {} } });
          },
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("builds the viewed scene's board, or a given scene's", () => {
    expect(buildBoard()?.units.map((unit) => unit.id)).toEqual(["a", "b"]);
    vi.stubGlobal("canvas", { scene: null });
    expect(buildBoard()).toBeNull();
    expect(buildBoard(scene)?.grid.kind).toBe("square");
  });

  it("plans a retreat on the viewed scene with its rule system's zones", () => {
    // a retreats 1 space away from b's space (2,3). b's zone covers columns 2–4, so only column 1
    // is both further from b (2 spaces) and legal: (1,1), (2,1), (3,1); the lowest row wins,
    // (1,1), whose centre is (150, 150).
    const retreat = planRetreat({ unitId: "a", awayFrom: [{ i: 2, j: 3 }], cells: 1 });
    expect(retreat.moves).toHaveLength(1);
    expect(retreat.moves[0]?.path).toEqual([
      { x: 250, y: 250 },
      { x: 150, y: 150 },
    ]);
    expect(plan("retreat", { unitId: "a", awayFrom: [{ i: 2, j: 3 }], cells: 1 }, scene)).toEqual(retreat);
  });

  it("names the planner it does not know, and the scene it lacks, telling the user too", () => {
    const unknown = thrown(() => Reflect.apply(plan, undefined, ["teleport", { unitId: "a" }]));
    expect(unknown.key).toBe("WARGAME.Error.Macro.UnknownPlanner");
    expect(unknown.message).toContain("retreat, withdrawal, return");
    vi.stubGlobal("canvas", { scene: null });
    expect(thrown(() => planRetreat({ unitId: "a", awayFrom: [], cells: 1 })).key).toBe("WARGAME.Error.Macro.NoScene");
    expect(shown).toEqual([
      'There is no planner "teleport"; the planners are retreat, withdrawal, return, charge, counter-charge, fall-back, recoil, suppression, flee, pursuit, rally-forward, breakthrough, occupy.',
      "No scene was given and none is viewed.",
    ]);
  });

  it("sends a plan to the GM as one movement phase with its statuses", async () => {
    const movePlan: MovePlan = {
      moves: [
        {
          unitId: "a",
          path: [
            { x: 250, y: 250 },
            { x: 150, y: 150 },
          ],
          cells: [
            { i: 2, j: 2 },
            { i: 1, j: 1 },
          ],
          footprint: { kind: "cells", cells: [{ i: 1, j: 1 }] },
          facing: 90,
          distance: 1,
        },
      ],
      events: [
        { kind: "status", unitId: "a", add: ["tipped"], remove: [] },
        { kind: "removed", unitId: "b", reason: "eliminated" },
        { kind: "status", unitId: "ghost", add: ["tipped"], remove: [] },
      ],
    };
    const board = buildBoard(scene);
    if (board === null) throw new Error("no board");
    const changes = resultChanges(board, scene, "scene1", [], movePlan);
    expect(changes).toEqual({
      sceneId: "scene1",
      phases: [[{ tokenId: "a", name: "1st Bn", waypoints: [{ x: 150, y: 150 }], rotation: 90 }]],
      edits: [
        { tokenId: "a", name: "1st Bn", statuses: { tipped: true }, flags: {}, actorFlags: {} },
        // A removed unit keeps its token, downed and marked removed, so that undo can restore it.
        { tokenId: "b", name: "b", statuses: { downed: true }, flags: { state: { removed: true } }, actorFlags: {} },
      ],
    });
    const outcome = await applyPlan(movePlan);
    // The request rides on a chat message of the player's; the query names only that message.
    expect(posted).toEqual([{ changes }]);
    expect(queries).toEqual([{ query: "wargame-combat.applyChanges", data: { messageId: "request0000000001" } }]);
    expect(outcome.ok).toBe(false);
    expect(shown).toEqual(["A module cancelled the moves, so nothing was changed."]);
  });

  it("refuses a plan setting a status no rule system declares, naming it", () => {
    const board = buildBoard(scene);
    if (board === null) throw new Error("no board");
    const movePlan: MovePlan = {
      moves: [],
      events: [{ kind: "status", unitId: "a", add: ["not-a-module-status"], remove: [] }],
    };
    expect(() => resultChanges(board, scene, "scene1", [], movePlan)).toThrow(
      expect.objectContaining({
        key: "WARGAME.Error.Combat.UnknownStatus",
        data: { status: "not-a-module-status", unit: "a" },
      }) as Error,
    );
  });
});
