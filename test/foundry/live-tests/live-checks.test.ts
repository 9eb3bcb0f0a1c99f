/**
 * The live batches' assertions (src/foundry/live-tests) against the fakes: the same functions Quench
 * runs in a real world. (The scenario batch's play, check and undo of each built scene's combats runs
 * over every scenario in scene-combats.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Quench } from "@ethaks/fvtt-quench";
import { APPLY_QUERY, listenForRequests, registerQueries } from "@foundry/gm/gm-queries";
import { forgedQueryProblems, hiddenTokenProblems, sceneMapProblems } from "@foundry/live-tests/live-checks";
import { crucibleArenaV13 } from "../fixtures/real/crucible-arena-v13";
import { crucibleArenaV14 } from "../fixtures/real/crucible-arena-v14";
import { fakeGeneration, fakeRelease } from "../fakes/v14";
import { FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeWorld } from "../fakes/server";
import { fakeApplicationsApi } from "../fakes/applications";
import { parseApplyOutcome } from "@foundry/gm/parse-requests";

describe("the live batches' checks, against the fakes", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a hidden token is left out of a player's board and kept in the GM's", () => {
    const scene = new FakeScene({
      tokens: [
        new FakeToken({ id: "a", cells: [{ i: 0, j: 0 }] }),
        new FakeToken({ id: "h", cells: [{ i: 0, j: 1 }], hidden: true }),
      ],
    });
    expect(hiddenTokenProblems(scene, "h")).toEqual([]);
    // A token players see is on their board: the check names it.
    expect(hiddenTokenProblems(scene, "a")).toEqual(["a player's board has hidden token a"]);
  });

  it("a forged request is refused and changes nothing", async () => {
    vi.useFakeTimers();
    const token = new FakeToken({ id: "t", name: "Lancers" });
    const scene = new FakeScene({ grid: { type: 0, size: 100 }, tokens: [token] });
    const w = new FakeWorld([user("p1"), user("gm", { isGM: true })], [scene], "p1");
    w.stub();
    registerQueries();
    listenForRequests();
    const forged = {
      requesterId: "gm",
      changes: {
        sceneId: "scene1",
        phases: [[{ tokenId: "t", name: "Lancers", waypoints: [{ x: 550, y: 50 }], rotation: 0 }]],
        edits: [],
      },
    };
    const send = async (data: object) => {
      const pending = w.user("gm").query(APPLY_QUERY, data, { timeout: 1000 });
      await vi.advanceTimersByTimeAsync(10_000);
      return parseApplyOutcome(await pending);
    };
    expect(await forgedQueryProblems(send, forged, () => token.x === 0)).toEqual([]);
  });

  it("registers eight batches with Quench", async () => {
    vi.stubGlobal("Hooks", { on: () => 0 });
    // The batches reach the host, whose windows extend Foundry's applications.
    vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
    const { registerBatches } = await import("@foundry/live-tests/quench-batches");
    const keys: string[] = [];
    const quench: Pick<Quench, "registerBatch"> = { registerBatch: (key) => void keys.push(key) };
    registerBatches(quench as Quench);
    expect(keys).toEqual([
      "wargame-combat.scenarios",
      "wargame-combat.hidden",
      "wargame-combat.forged",
      "wargame-combat.gm-reload",
      "wargame-combat.forged-decision",
      "wargame-combat.scenario-files",
      "wargame-combat.adventure-map",
      "wargame-combat.stack-drag",
    ]);
  });
});

describe("the Adventure map batch's check, against real scene data", () => {
  afterEach(() => vi.unstubAllGlobals());
  const svg = { src: "modules/wargame-combat/assets/scenarios/ridge-assault.svg" };

  it("finds the map where the running generation draws it from, and names a scene without one", () => {
    vi.stubGlobal("game", { release: fakeRelease() });
    // The real documents' shapes: v13 keeps the map in `background`, v14 on the initial level (fixtures/real/).
    const scene =
      fakeGeneration() === 14
        ? { ...crucibleArenaV14, levels: crucibleArenaV14.levels.map((level) => ({ ...level, background: svg })) }
        : { ...crucibleArenaV13, background: svg };
    expect(sceneMapProblems(scene)).toEqual([]);
    // v14 scene created without its map on a level (foundryvtt/foundryvtt#13750): the check names it.
    const lost =
      fakeGeneration() === 14
        ? {
            ...crucibleArenaV14,
            name: "Lost",
            levels: crucibleArenaV14.levels.map(({ background: _b, ...level }) => level),
          }
        : { ...crucibleArenaV13, name: "Lost", background: { src: "" } };
    expect(sceneMapProblems(lost)).toEqual(["scene Lost has no map"]);
  });
});
