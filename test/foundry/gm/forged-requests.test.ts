/**
 * Who asks is what the server reports, never what a request says. Petra (p1) owns "own"; the enemy
 * token belongs to nobody but the GM. Her client talks to the GM's through the fake server
 * (fakes/server.ts): queries carry data only, chat messages carry their server-reported creator.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangeSet } from "@foundry/gm/change-set";
import { APPLY_QUERY, listenForRequests, registerQueries, UNDO_QUERY } from "@foundry/gm/gm-queries";
import { requestChanges, requestUndo } from "@foundry/gm/request-changes";
import { FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeWorld } from "../fakes/server";

const enemyMove: ChangeSet = {
  sceneId: "scene1",
  phases: [[{ tokenId: "enemy", name: "Grenadiers", waypoints: [{ x: 950, y: 950 }], rotation: 0 }]],
  edits: [],
};

const ownMove: ChangeSet = {
  sceneId: "scene1",
  phases: [[{ tokenId: "own", name: "1st Bn", waypoints: [{ x: 150, y: 50 }], rotation: 90 }]],
  edits: [],
};

function world(): { w: FakeWorld; enemy: FakeToken; own: FakeToken } {
  const own = new FakeToken({ id: "own", name: "1st Bn", owners: ["p1"] });
  const enemy = new FakeToken({ id: "enemy", name: "Grenadiers", x: 300 });
  const scene = new FakeScene({ grid: { type: 0, size: 100 }, tokens: [own, enemy] });
  const w = new FakeWorld(
    [user("p1", { name: "Petra" }), user("gm", { isGM: true, name: "Gamemaster" })],
    [scene],
    "p1",
  );
  w.stub();
  registerQueries();
  listenForRequests();
  return { w, enemy, own };
}

/** The answer to a query whose message never comes: the GM's client waits for it a few seconds (fake time here). */
async function unanswered<T>(pending: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(10_000);
  return pending;
}

describe("forged identity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a query naming the GM as its sender is refused, and nothing moves", async () => {
    const { w, enemy } = world();
    const answer = await unanswered(
      w.user("gm").query(APPLY_QUERY, { requesterId: "gm", changes: enemyMove }, { timeout: 1000 }),
    );
    expect(answer).toMatchObject({ ok: false });
    expect(enemy.x).toBe(300);
  });

  it("a request message names its real author: Petra may not move the enemy", async () => {
    const { w, enemy } = world();
    const message = await w.createChatMessage({
      flags: { "wargame-combat": { request: { requesterId: "gm", changes: enemyMove } } },
    });
    const answer = await w.user("gm").query(APPLY_QUERY, { messageId: message.id }, { timeout: 1000 });
    expect(answer).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Host.NotAllowed", data: { user: "Petra", token: "Grenadiers" } },
    });
    expect(enemy.x).toBe(300);
    // The message answers once, and is gone.
    expect(w.messages.get(message.id)).toBeUndefined();
  });

  it("a request answers once: sending its message id again is refused", async () => {
    const { w, own } = world();
    expect(await requestChanges(ownMove)).toMatchObject({ ok: true });
    expect(own).toMatchObject({ x: 100, y: 0 });
    // The request was the world's first message.
    const again = await unanswered(
      w.user("gm").query(APPLY_QUERY, { messageId: "msg0000000000001" }, { timeout: 1000 }),
    );
    expect(again).toMatchObject({ ok: false, error: { key: "WARGAME.Error.Host.UnknownRequest" } });
  });

  it("Petra's own request goes as her message and is applied; her undo too", async () => {
    const { w, own } = world();
    const outcome = await requestChanges(ownMove);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    expect(own).toMatchObject({ x: 100, y: 0, rotation: 90 });
    expect(await requestUndo(outcome.undo)).toEqual({ ok: true });
    expect(own).toMatchObject({ x: 0, y: 0, rotation: 0 });
    expect([...w.messages]).toEqual([]);
  });

  it("an undo query naming the GM is refused too", async () => {
    const { w } = world();
    const answer = await unanswered(
      w
        .user("gm")
        .query(UNDO_QUERY, { requesterId: "gm", record: { sceneId: "scene1", tokens: [] } }, { timeout: 1000 }),
    );
    expect(answer).toMatchObject({ ok: false });
  });

  it("the GM's own request never goes through the query", async () => {
    const { w, enemy } = world();
    const gm = w.user("gm");
    const handler = vi.fn(w.queries[APPLY_QUERY]);
    w.queries[APPLY_QUERY] = handler;
    expect(await w.as(gm, () => requestChanges(enemyMove))).toMatchObject({ ok: true });
    expect(enemy.x).toBe(900);
    expect(handler).not.toHaveBeenCalled();
  });
});
