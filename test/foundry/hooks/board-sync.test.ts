import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Board, Terrain, Unit } from "../../../src/engine/board/types";
import type { BoardListener } from "../../../src/foundry/board/board-events";
import { listen } from "../../../src/foundry/hooks/board-sync";
import { FakeActor, FakeScene, FakeToken, wall } from "../fakes/documents";
import { FakeHooks, stubNotifications, type Shown } from "../fakes/globals";

type Event =
  | { added: Unit }
  | { changed: Unit }
  | { removed: string }
  | { terrain: Terrain }
  | { replaced: Board };

function recorder(): BoardListener & { events: Event[] } {
  const events: Event[] = [];
  return {
    events,
    unitAdded: (unit) => events.push({ added: unit }),
    unitChanged: (unit) => events.push({ changed: unit }),
    unitRemoved: (id) => events.push({ removed: id }),
    terrainChanged: (terrain) => events.push({ terrain }),
    boardReplaced: (board) => events.push({ replaced: board }),
  };
}

describe("staying in step with the viewed scene", () => {
  let hooks: FakeHooks;
  let shown: Shown;
  let scene: FakeScene;
  let listener: ReturnType<typeof recorder>;
  let actor: FakeActor;

  beforeEach(() => {
    actor = new FakeActor({ flags: { unit: { move: 3 } } });
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    shown = stubNotifications();
    scene = new FakeScene({ tokens: [new FakeToken({ id: "a", cells: [{ i: 0, j: 0 }], actor })], walls: [wall("w1")] });
    vi.stubGlobal("canvas", { scene });
    listener = recorder();
    listen(listener);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reports a whole board when the canvas is drawn", () => {
    hooks.fire("canvasReady");
    expect(listener.events).toHaveLength(1);
    expect(listener.events[0]).toMatchObject({ replaced: { units: [{ id: "a", move: 3 }] } });
  });

  it("reports a created token as a unit added", () => {
    const token = new FakeToken({ id: "b", cells: [{ i: 1, j: 1 }] });
    token.parent = scene;
    scene.tokens.add(token);
    hooks.fire("createToken", token);
    expect(listener.events).toEqual([{ added: expect.objectContaining({ id: "b", footprint: { kind: "cells", cells: [{ i: 1, j: 1 }] } }) as unknown }]);
  });

  it("reports a moved, turned or re-flagged token as changed, and ignores other changes", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.cells = [{ i: 4, j: 4 }];
    hooks.fire("updateToken", token, { x: 400, y: 400 });
    hooks.fire("updateToken", token, { hidden: true });
    hooks.fire("updateToken", token, { flags: { "other-module": { x: 1 } } });
    token.flags["side"] = "red";
    hooks.fire("updateToken", token, { flags: { "wargame-combat": { side: "red" } } });
    expect(listener.events).toEqual([
      { changed: expect.objectContaining({ id: "a", footprint: { kind: "cells", cells: [{ i: 4, j: 4 }] } }) as unknown },
      { changed: expect.objectContaining({ id: "a", side: "red" }) as unknown },
    ]);
  });

  it("reports a deleted token as removed", () => {
    const token = scene.tokens.get("a");
    scene.tokens.delete("a");
    hooks.fire("deleteToken", token);
    expect(listener.events).toEqual([{ removed: "a" }]);
  });

  it("reports status and unit-flag changes on a token's actor", () => {
    actor.statuses.add("wargame-combat-suppressed");
    hooks.fire("createActiveEffect", { parent: actor, statuses: new Set(["wargame-combat-suppressed"]) });
    hooks.fire("createActiveEffect", { parent: actor, statuses: new Set(["dead"]) });
    actor.flags["unit"] = { move: 5 };
    hooks.fire("updateActor", actor, { flags: { "wargame-combat": { unit: { move: 5 } } } });
    hooks.fire("updateActor", actor, { name: "renamed" });
    expect(listener.events).toEqual([
      { changed: expect.objectContaining({ id: "a", status: ["suppressed"] }) as unknown },
      { changed: expect.objectContaining({ id: "a", move: 5 }) as unknown },
    ]);
  });

  it("reports the whole terrain when a wall or region changes", () => {
    const door = wall("w2", { door: 1, ds: 1 });
    scene.walls.add(door);
    hooks.fire("createWall", { parent: scene });
    hooks.fire("deleteRegion", { parent: scene });
    expect(listener.events).toHaveLength(2);
    expect(listener.events[0]).toEqual({
      terrain: {
        walls: [
          { id: "w1", a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, blocksMove: true, blocksSight: true },
          { id: "w2", a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, blocksMove: false, blocksSight: false },
        ],
        areas: [],
      },
    });
  });

  it("ignores every change on scenes that are not viewed", () => {
    const elsewhere = new FakeScene({ id: "other", tokens: [new FakeToken({ id: "z", cells: [{ i: 0, j: 0 }] })] });
    const token = elsewhere.tokens.get("z");
    hooks.fire("createToken", token);
    hooks.fire("updateToken", token, { x: 5 });
    hooks.fire("deleteToken", token);
    hooks.fire("updateWall", { parent: elsewhere });
    expect(listener.events).toEqual([]);
  });

  it("shows a token's bad data as a localized error instead of reporting it", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.flags["side"] = "";
    hooks.fire("updateToken", token, { flags: { "wargame-combat": { side: "" } } });
    expect(listener.events).toEqual([]);
    expect(shown.error).toEqual([expect.stringContaining("WARGAME.Error.Board.NotString") as unknown]);
  });
});
