import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineError } from "@engine/errors";
import { applyPlan, plan } from "@foundry/macros/macro-api";
import { FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { fakeRelease } from "../fakes/v14";

/*
 * What a macro hands the module API is checked before use: a request or plan of the wrong shape
 * gets a named error the user sees, never a TypeError from inside the engine or the host.
 */

async function keyOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error("accepted");
}

describe("the macro API refuses requests and plans of the wrong shape", () => {
  let shown: string[];

  beforeEach(() => {
    shown = [];
    const scene = new FakeScene({
      tokens: [
        new FakeToken({ id: "a", cells: [{ i: 2, j: 2 }] }),
        new FakeToken({ id: "b", cells: [{ i: 2, j: 3 }], disposition: -1 }),
      ],
      flags: { ruleset: "combat-grid" },
    });
    vi.stubGlobal("canvas", { scene });
    vi.stubGlobal("ui", {
      notifications: { error: (text: string) => shown.push(text), warn: (text: string) => shown.push(text) },
    });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      settings: { get: () => undefined },
      user: { id: "p1", isGM: false },
      users: { activeGM: null },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names the field of a planner's request that is wrong, and shows it", async () => {
    expect(await keyOf(() => plan("charge", null as never))).toBe("WARGAME.Error.Request.NotRequest");
    expect(await keyOf(() => plan("return", { unitId: "a", to: { i: 2 ** 20, j: 0 } }))).toBe(
      "WARGAME.Error.Request.NotCell",
    );
    expect(shown).toEqual([
      "charge: request must be an object, got null.",
      "return: to must be a cell {i, j} of whole numbers within ±524288, got an object.",
    ]);
  });

  // Before: api.plan(kind, request, {}) threw a raw TypeError from reading the scene's grid.
  it("names a scene that is not one", async () => {
    const request = { unitId: "a", awayFrom: [{ i: 2, j: 3 }], cells: 1 };
    expect(await keyOf(() => plan("retreat", request, {} as never))).toBe("WARGAME.Error.Macro.NotScene");
    expect(await keyOf(() => plan("retreat", request, "Scene.abc" as never))).toBe("WARGAME.Error.Macro.NotScene");
    expect(shown).toEqual([
      "The scene given is an object, not a scene; give a scene, or nothing for the viewed one.",
      'The scene given is "Scene.abc", not a scene; give a scene, or nothing for the viewed one.',
    ]);
  });

  it("names what is wrong with a plan to apply", async () => {
    expect(await keyOf(() => applyPlan(null as never))).toBe("WARGAME.Error.Request.NotRequest");
    expect(await keyOf(() => applyPlan({ moves: "a", events: [] } as never))).toBe("WARGAME.Error.Request.NotRecords");
    const noPath = { moves: [{ unitId: "a", footprint: {}, facing: 0 }], events: [] };
    expect(await keyOf(() => applyPlan(noPath as never))).toBe("WARGAME.Error.Request.Missing");
  });
});
