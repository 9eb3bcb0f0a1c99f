import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeSet } from "../../../src/foundry/gm/change-set";
import { APPLY_QUERY, registerQueries, UNDO_QUERY } from "../../../src/foundry/gm/gm-queries";
import { requestChanges, requestUndo } from "../../../src/foundry/gm/request-changes";
import { FakeScene, FakeToken } from "../fakes/documents";
import { FakeHooks, stubNotifications } from "../fakes/globals";

const changes: ChangeSet = {
  sceneId: "scene1",
  phases: [[{ tokenId: "own", name: "1st Bn", waypoints: [{ x: 150, y: 50 }], rotation: 90 }]],
  edits: [],
};

const record = { sceneId: "scene1", tokens: [] };

describe("a player asking the GM", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the change set with the player's id to the active GM and keeps the undo record", async () => {
    const query = vi.fn((_name: string, _data: object, _options: { timeout: number }) => Promise.resolve({ ok: true, undo: record }));
    const shown = stubNotifications({ user: { id: "p1", isGM: false }, users: { activeGM: { query } } });
    const outcome = await requestChanges(changes, { timeoutMs: 5000 });
    expect(outcome).toEqual({ ok: true, undo: record });
    expect(query).toHaveBeenCalledWith("wargame-combat.applyChanges", { changes, requesterId: "p1" }, { timeout: 5000 });
    expect(shown.warn).toEqual([]);
  });

  it("is told, and nothing changes, when no GM is connected", async () => {
    const shown = stubNotifications({ user: { id: "p1", isGM: false }, users: { activeGM: null } });
    const outcome = await requestChanges(changes);
    expect(outcome).toEqual({ ok: false, error: { key: "WARGAME.Error.Host.NoGM", data: {} } });
    expect(shown.warn).toEqual(["WARGAME.Error.Host.NoGM {}"]);
  });

  it("shows the GM's refusal in the player's own language", async () => {
    const refusal = { ok: false, error: { key: "WARGAME.Error.Host.NotAllowed", data: { user: "Petra", token: "Grenadiers", id: "enemy" } } };
    const shown = stubNotifications({ user: { id: "p1", isGM: false }, users: { activeGM: { query: () => Promise.resolve(refusal) } } });
    expect(await requestUndo(record)).toEqual(refusal);
    expect(shown.warn).toEqual(['WARGAME.Error.Host.NotAllowed {"user":"Petra","token":"Grenadiers","id":"enemy"}']);
  });

  it("reports a GM that does not answer in time", async () => {
    const query = () => Promise.reject(new Error("timed out"));
    const shown = stubNotifications({ user: { id: "p1", isGM: false }, users: { activeGM: { query } } });
    expect(await requestChanges(changes)).toEqual({ ok: false, error: { key: "WARGAME.Error.Host.NoAnswer", data: { reason: "timed out" } } });
    expect(shown.warn).toHaveLength(1);
  });

  it("refuses an answer that is not one, naming what is wrong", async () => {
    stubNotifications({ user: { id: "p1", isGM: false }, users: { activeGM: { query: () => Promise.resolve({ ok: true }) } } });
    expect(await requestChanges(changes)).toMatchObject({ ok: false, error: { key: "WARGAME.Error.Board.NotObject", data: { field: "undo" } } });
  });
});

describe("the GM's own requests and the queries it answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies a GM's request at once, without a query", async () => {
    const scene = new FakeScene({ grid: { type: 0, size: 100 }, tokens: [new FakeToken({ id: "own", name: "1st Bn" })] });
    const gm = { id: "gm", name: "GM", isGM: true, active: true };
    stubNotifications({ user: gm, users: { get: (id: string) => (id === "gm" ? gm : undefined), activeGM: gm }, scenes: { get: () => scene } });
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
    const answer = await queries[APPLY_QUERY]?.({ requesterId: "ghost", changes });
    expect(answer).toMatchObject({ ok: false, error: { key: "WARGAME.Error.Host.UnknownUser" } });
    expect(shown.warn).toEqual(['WARGAME.Error.Host.UnknownUser {"id":"ghost"}']);
  });
});
