import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Unit } from "@engine/board/types";
import type { BoardListener } from "@foundry/board/board-events";
import { listen } from "@foundry/hooks/board-sync";
import { FakeActor } from "../fakes/documents";
import { FakeHooks, stubNotifications } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";
import { FakeV14Scene, FakeV14Token } from "../fakes/v14-documents";

/*
 * On v14 a token changing level (the Change Level region behaviour, foundryvtt.com/releases/14.353)
 * is an update whose `changed` holds `level`: the board must hear of it, the unit now on the new level.
 */
describe("a token changing scene level (v14)", () => {
  let hooks: FakeHooks;
  let changed: Unit[];
  let token: FakeV14Token;

  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    stubNotifications({ release: fakeRelease(14) });
    token = new FakeV14Token({ id: "a", cells: [{ i: 0, j: 0 }], actor: new FakeActor(), level: "ground" });
    vi.stubGlobal("canvas", { scene: new FakeV14Scene({ tokens: [token] }) });
    changed = [];
    const listener: BoardListener = {
      unitAdded: () => undefined,
      unitChanged: (unit) => changed.push(unit),
      unitRemoved: () => undefined,
      terrainChanged: () => undefined,
      boardReplaced: () => undefined,
      boardCleared: () => undefined,
    };
    listen(listener);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reports the unit changed, on its new level", () => {
    token.level = "roof";
    hooks.fire("updateToken", token, { level: "roof" });
    expect(changed.map((unit) => unit.level)).toEqual(["roof"]);
  });
});
