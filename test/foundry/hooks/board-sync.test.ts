import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Board, Terrain, Unit } from "@engine/board/types";
import type { BoardListener } from "@foundry/board/board-events";
import { listen } from "@foundry/hooks/board-sync";
import type { GmUser } from "@foundry/gm/gm-ports";
import { FakeActor, FakeScene, FakeToken, user, wall } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks, stubNotifications, type Shown } from "../fakes/globals";

type Event =
  | { added: Unit }
  | { changed: Unit }
  | { removed: string }
  | { terrain: Terrain }
  | { replaced: Board }
  | { cleared: true };

function recorder(): BoardListener & { events: Event[] } {
  const events: Event[] = [];
  return {
    events,
    unitAdded: (unit) => events.push({ added: unit }),
    unitChanged: (unit) => events.push({ changed: unit }),
    unitRemoved: (id) => events.push({ removed: id }),
    terrainChanged: (terrain) => events.push({ terrain }),
    boardReplaced: (board) => events.push({ replaced: board }),
    boardCleared: () => events.push({ cleared: true }),
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
    scene = new FakeScene({
      tokens: [new FakeToken({ id: "a", cells: [{ i: 0, j: 0 }], actor })],
      walls: [wall("w1")],
    });
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
    expect(listener.events).toEqual([
      { added: expect.objectContaining({ id: "b", footprint: { kind: "cells", cells: [{ i: 1, j: 1 }] } }) as unknown },
    ]);
  });

  it("reports a moved, turned or re-flagged token as changed, and ignores other changes", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.cells = [{ i: 4, j: 4 }];
    hooks.fire("updateToken", token, { x: 400, y: 400 });
    hooks.fire("updateToken", token, { alpha: 0.5 });
    hooks.fire("updateToken", token, { flags: { "other-module": { x: 1 } } });
    token.flags["side"] = "red";
    hooks.fire("updateToken", token, { flags: { "wargame-combat": { side: "red" } } });
    expect(listener.events).toEqual([
      {
        changed: expect.objectContaining({ id: "a", footprint: { kind: "cells", cells: [{ i: 4, j: 4 }] } }) as unknown,
      },
      { changed: expect.objectContaining({ id: "a", side: "red" }) as unknown },
    ]);
  });

  it("reports a deleted token as removed", () => {
    const token = scene.tokens.get("a");
    scene.tokens.delete("a");
    hooks.fire("deleteToken", token);
    expect(listener.events).toEqual([{ removed: "a" }]);
  });

  it("reports unit-flag changes on a token's actor", () => {
    actor.flags["unit"] = { move: 5 };
    hooks.fire("updateActor", actor, { flags: { "wargame-combat": { unit: { move: 5 } } } });
    hooks.fire("updateActor", actor, { name: "renamed" });
    expect(listener.events).toEqual([{ changed: expect.objectContaining({ id: "a", move: 5 }) as unknown }]);
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

  it("takes a token whose data went bad off the board, with a localized error", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.flags["side"] = "";
    hooks.fire("updateToken", token, { flags: { "wargame-combat": { side: "" } } });
    expect(listener.events).toEqual([{ removed: "a" }]);
    expect(shown.error).toEqual([expect.stringContaining("WARGAME.Error.Field.NotString") as unknown]);
  });

  it("reads a new scene without the token that cannot be read, and names it in one warning", () => {
    const bad = new FakeToken({ id: "bad", name: "Broken", cells: [{ i: 3, j: 3 }], flags: { side: "" } });
    const worse = new FakeToken({ id: "worse", name: "Worse", cells: [], flags: { side: "red" } });
    scene.tokens.add(bad);
    scene.tokens.add(worse);
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([
      { replaced: expect.objectContaining({ units: [expect.objectContaining({ id: "a" })] }) as unknown },
    ]);
    expect(shown.warn).toHaveLength(1);
    expect(shown.warn[0]).toContain("WARGAME.Board.Skipped");
    expect(shown.warn[0]).toContain("Broken");
    expect(shown.warn[0]).toContain("Worse");
  });

  it("never answers for the last scene: a scene that cannot be read at all clears the board", () => {
    scene.grid = { ...scene.grid, type: 99 };
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([{ cleared: true }]);
    vi.stubGlobal("canvas", { scene: null });
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([{ cleared: true }, { cleared: true }]);
  });

  it("takes a unit a combat removed off the board when the GM's record on the scene says so", () => {
    const removed = { removed: true };
    void scene.update({ flags: { "wargame-combat": { unitState: { a: removed } } } });
    hooks.fire("updateScene", scene, { flags: { "wargame-combat": { unitState: { a: removed } } } });
    expect(listener.events).toEqual([{ replaced: expect.objectContaining({ units: [] }) as unknown }]);
  });

  // Before: the token's own flag `state`, which its owner may write, took the unit off every board.
  it("ignores a player's own `state` flag on their token, naming the token once", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.owners.add("p1");
    const forged = { "wargame-combat": { "==state": { removed: true, stepsLost: 0 } } };
    token.flags["state"] = { removed: true, stepsLost: 0 };
    hooks.fire("updateToken", token, { flags: forged });
    expect(listener.events).toEqual([{ changed: expect.objectContaining({ id: "a" }) as unknown }]);
    expect(shown.warn).toHaveLength(1);
    expect(shown.warn[0]).toContain("WARGAME.Board.Ignored");
    hooks.fire("canvasReady");
    expect(listener.events[1]).toEqual({
      replaced: expect.objectContaining({ units: [expect.objectContaining({ id: "a" })] }) as unknown,
    });
    expect(shown.warn).toHaveLength(2);
    expect(shown.warn[1]).toContain("WARGAME.Error.Host.StateIgnored");
    expect(shown.warn[1]).toContain("flags.wargame-combat.state");
  });

  it("on a player's client, a hidden token is not on the board; on the GM's it is", () => {
    const hidden = new FakeToken({ id: "h", cells: [{ i: 0, j: 1 }], hidden: true });
    hidden.parent = scene;
    scene.tokens.add(hidden);
    hooks.fire("createToken", hidden);
    hooks.fire("canvasReady");
    // Created hidden: never added (a removal of what is not there changes nothing).
    expect(listener.events).toEqual([
      { removed: "h" },
      { replaced: expect.objectContaining({ units: [expect.objectContaining({ id: "a" })] }) as unknown },
    ]);
    listener.events.splice(0, 1);
    // Revealed: it appears; hidden again: it goes.
    hidden.hidden = false;
    hooks.fire("updateToken", hidden, { hidden: false });
    hidden.hidden = true;
    hooks.fire("updateToken", hidden, { hidden: true });
    expect(listener.events.slice(1)).toEqual([
      { changed: expect.objectContaining({ id: "h" }) as unknown },
      { removed: "h" },
    ]);

    stubNotifications({ user: { id: "gm", isGM: true } });
    listener.events.length = 0;
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([
      {
        replaced: expect.objectContaining({
          units: [expect.objectContaining({ id: "a" }), expect.objectContaining({ id: "h" })],
        }) as unknown,
      },
    ]);
  });
});

/**
 * The module's statuses are the GM's record on the scene (src/foundry/board/unit-states.ts); a
 * token's icons are its actor's status effects, which the actor's owner can switch from the token HUD.
 */
describe("status icons against the GM's record", () => {
  const petra = user("p1", { name: "Petra" });
  const gm = user("gm", { isGM: true, name: "Gamemaster" });
  let hooks: FakeHooks;
  let shown: Shown;
  let scene: FakeScene;
  let listener: ReturnType<typeof recorder>;
  let actor: FakeActor;

  /** This client is `self`'s; the active GM is the GM. */
  function client(self: GmUser): void {
    shown = stubNotifications({
      i18n: englishI18n(),
      user: self,
      users: { get: (id: string) => [petra, gm].find((u) => u.id === id), activeGM: gm },
      scenes: { get: (id: string) => (id === scene.id ? scene : undefined) },
    });
  }

  /** Lets the GM client's writes, started by a hook, finish. */
  const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    actor = new FakeActor({ flags: { unit: { move: 3 } }, statuses: ["wargame-combat-downed"] });
    actor.hooks = hooks;
    scene = new FakeScene({
      tokens: [new FakeToken({ id: "a", name: "1st Bn", cells: [{ i: 0, j: 0 }], actor, owners: ["p1"] })],
      flags: { unitState: { a: { statuses: ["downed"] } } },
    });
    vi.stubGlobal("canvas", { scene });
    listener = recorder();
    listen(listener);
  });
  afterEach(() => vi.unstubAllGlobals());

  // Before: a player who switched Downed off their own token's actor put the unit back in the fight.
  it("a player's switch changes nothing on the board, is named once, and the GM's client puts the icon back", async () => {
    client(gm);
    await actor.toggleAs("p1", "wargame-combat-downed", { active: false });
    await settled();
    expect(listener.events).toEqual([]);
    expect(shown.warn).toEqual([
      'Read without what only the GM may set (1): Token "1st Bn" (a): Petra switched the status Downed, which only ' +
        "the GM's record sets; the unit plays as that record says, and the GM's client puts the icon back.",
    ]);
    // The GM's client showed the record again; its own switch warns of nothing.
    expect(actor.toggles).toEqual([
      { statusId: "wargame-combat-downed", active: false },
      { statusId: "wargame-combat-downed", active: true },
    ]);
    expect([...actor.statuses]).toEqual(["wargame-combat-downed"]);
    expect(scene.flags["unitState"]).toEqual({ a: { statuses: ["downed"] } });
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([
      {
        replaced: expect.objectContaining({
          units: [expect.objectContaining({ id: "a", status: ["downed"] })],
        }) as unknown,
      },
    ]);
  });

  it("on the player's own client too the board is unchanged and the switch named; only the GM's client restores", async () => {
    client(petra);
    await actor.toggleAs("p1", "wargame-combat-suppressed", { active: true });
    await settled();
    expect(listener.events).toEqual([]);
    expect(shown.warn).toEqual([expect.stringContaining("Petra switched the status Suppressed") as unknown]);
    expect(actor.toggles).toHaveLength(1);
    hooks.fire("canvasReady");
    expect(listener.events).toEqual([
      { replaced: expect.objectContaining({ units: [expect.objectContaining({ status: ["downed"] })] }) as unknown },
    ]);
  });

  it("a GM's switch from the token HUD goes into the record, and the board follows the record", async () => {
    client(gm);
    await actor.toggleAs("gm", "wargame-combat-suppressed", { active: true });
    await settled();
    expect(shown.warn).toEqual([]);
    expect(scene.flags["unitState"]).toEqual({ a: { statuses: ["suppressed", "downed"] } });
    expect(listener.events).toEqual([]);
    hooks.fire("updateScene", scene, { flags: { "wargame-combat": { unitState: scene.flags["unitState"] } } });
    expect(listener.events).toEqual([
      {
        replaced: expect.objectContaining({
          units: [expect.objectContaining({ status: ["suppressed", "downed"] })],
        }) as unknown,
      },
    ]);
  });

  it("ignores other modules' status effects", async () => {
    client(gm);
    await actor.toggleAs("p1", "prone", { active: true });
    await settled();
    expect(shown.warn).toEqual([]);
    expect(actor.toggles).toHaveLength(1);
  });
});
