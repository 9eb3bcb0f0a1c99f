import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeSet } from "@foundry/gm/change-set";
import { APPLY_QUERY, registerQueries, UNDO_QUERY } from "@foundry/gm/gm-queries";
import { requestChanges, requestUndo } from "@foundry/gm/request-changes";
import { FakeScene, FakeToken } from "../fakes/documents";
import { FakeHooks, type Shown, stubNotifications } from "../fakes/globals";

const changes: ChangeSet = {
  sceneId: "scene1",
  phases: [[{ tokenId: "own", name: "1st Bn", waypoints: [{ x: 150, y: 50 }], rotation: 90 }]],
  edits: [],
};

const record = { sceneId: "scene1", tokens: [] };

const gmUser = { id: "gm", isGM: true };

/** The player's client: `ChatMessage.create` gives each request message an id; `users` lists the GM. */
function playerClient(activeGM: object | null): { posted: unknown[]; shown: Shown } {
  const posted: unknown[] = [];
  vi.stubGlobal("ChatMessage", {
    create: (data: unknown) => {
      posted.push(data);
      return Promise.resolve({ id: "request0000000001" });
    },
  });
  const shown = stubNotifications({
    user: { id: "p1", isGM: false },
    users: { activeGM, filter: (test: (user: object) => boolean) => [gmUser].filter(test) },
  });
  return { posted, shown };
}

describe("a player asking the GM", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the change set as a message whispered to the GMs, names only that message in the query, and keeps the undo record", async () => {
    const query = vi.fn((_name: string, _data: object, _options: { timeout: number }) =>
      Promise.resolve({ ok: true, undo: record }),
    );
    const { posted, shown } = playerClient({ query });
    const outcome = await requestChanges(changes, { timeoutMs: 5000 });
    expect(outcome).toEqual({ ok: true, undo: record });
    expect(posted).toMatchObject([{ whisper: ["gm"], flags: { "wargame-combat": { request: { changes } } } }]);
    expect(query).toHaveBeenCalledWith(
      "wargame-combat.applyChanges",
      { messageId: "request0000000001" },
      { timeout: 5000 },
    );
    expect(shown.warn).toEqual([]);
  });

  it("is told, and nothing changes, when no GM is connected", async () => {
    const { shown } = playerClient(null);
    const outcome = await requestChanges(changes);
    expect(outcome).toEqual({ ok: false, error: { key: "WARGAME.Error.Host.NoGM", data: {} } });
    expect(shown.warn).toEqual(["WARGAME.Error.Host.NoGM {}"]);
  });

  it("shows the GM's refusal in the player's own language", async () => {
    const refusal = {
      ok: false,
      error: { key: "WARGAME.Error.Host.NotAllowed", data: { user: "Petra", token: "Grenadiers", id: "enemy" } },
    };
    const { shown } = playerClient({ query: () => Promise.resolve(refusal) });
    expect(await requestUndo(record)).toEqual(refusal);
    expect(shown.warn).toEqual(['WARGAME.Error.Host.NotAllowed {"user":"Petra","token":"Grenadiers","id":"enemy"}']);
  });

  it("reports a GM that does not answer in time", async () => {
    const query = () => Promise.reject(new Error("timed out"));
    const { shown } = playerClient({ query });
    expect(await requestChanges(changes)).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.NoAnswer", data: { reason: "timed out" } },
    });
    expect(shown.warn).toHaveLength(1);
  });

  it("refuses an answer that is not one, naming what is wrong", async () => {
    playerClient({ query: () => Promise.resolve({ ok: true }) });
    expect(await requestChanges(changes)).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.NotObject", data: { field: "undo" } },
    });
  });
});

describe("the GM's own requests and the queries it answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies a GM's request at once, without a query", async () => {
    const scene = new FakeScene({
      grid: { type: 0, size: 100 },
      tokens: [new FakeToken({ id: "own", name: "1st Bn" })],
    });
    const gm = { id: "gm", name: "GM", isGM: true, active: true };
    stubNotifications({
      user: gm,
      users: { get: (id: string) => (id === "gm" ? gm : undefined), activeGM: gm },
      scenes: { get: () => scene },
    });
    vi.stubGlobal("Hooks", new FakeHooks());
    const outcome = await requestChanges(changes);
    expect(outcome.ok).toBe(true);
    expect(scene.tokens.get("own")).toMatchObject({ x: 100, y: 0, rotation: 90 });
  });

  it("registers both queries in CONFIG.queries", () => {
    const queries: Record<string, unknown> = {};
    vi.stubGlobal("CONFIG", { queries });
    registerQueries();
    expect(Object.keys(queries).sort()).toEqual([APPLY_QUERY, UNDO_QUERY]);
    expect(APPLY_QUERY).toBe("wargame-combat.applyChanges");
  });

  it("shows the GM a refusal it sends back", async () => {
    const queries: Record<string, (data: unknown) => Promise<unknown>> = {};
    vi.stubGlobal("CONFIG", { queries });
    const shown = stubNotifications({ users: { get: () => undefined }, scenes: { get: () => undefined } });
    vi.stubGlobal("Hooks", new FakeHooks());
    registerQueries();
    const answer = await queries[APPLY_QUERY]?.({ changes });
    expect(answer).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.NotString", data: { field: "messageId" } },
    });
    expect(shown.warn).toHaveLength(1);
  });
});
