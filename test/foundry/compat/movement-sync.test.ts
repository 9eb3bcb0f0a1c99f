import { afterEach, describe, expect, it, vi } from "vitest";
import type { Footprint } from "@engine/model/footprint";
import type { BoardListener } from "@foundry/board/board-events";
import { compatFor } from "@foundry/compat/choose-compat";
import { listen } from "@foundry/hooks/board-sync";
import { FakeActor, FakeScene } from "../fakes/documents";
import { FakeHooks, stubNotifications } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";
import { FakeV14Scene, FakeV14Token } from "../fakes/v14-documents";

/*
 * The board follows a move through `updateToken`, which fires on every client after each database
 * update with the changed fields (API hook `updateToken(document, changed, options, userId)`).
 * The mover moves each token with one movement (v13 `TokenDocument#move`, v14 one `Scene#moveTokens`
 * for the phase; checkpoints off), so the hook fires once with the final place; v14's movements
 * resolving only at the end (#13572) and its `animation.ended` (#13573) change when the mover
 * returns, not what the hook sees.
 *
 * A gridless scene, 100 px per space, token "a" 1 × 1 at (0, 0): moved through the centres
 * (150, 50) then (150, 250), it ends with its top-left at (100, 200), its centre at (150, 250).
 * Should anything knock it elsewhere meanwhile (here to top-left (100, 120)), the mover puts it
 * back with one more update, and the board's last word is again the planned centre.
 */
describe.each([13, 14] as const)("the board after a move on v%i", (generation) => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(): { scene: FakeV14Scene; footprints: Footprint[] } {
    const hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    stubNotifications({ release: fakeRelease(generation) });
    const token = new FakeV14Token({ id: "a", x: 0, y: 0, actor: new FakeActor(), shape: 4, level: "ground" });
    const scene = new FakeV14Scene({ grid: { type: 0, size: 100 }, tokens: [token] });
    vi.stubGlobal("canvas", { scene });
    const footprints: Footprint[] = [];
    const listener: BoardListener = {
      unitAdded: () => undefined,
      unitChanged: (unit) => footprints.push(unit.footprint),
      unitRemoved: () => undefined,
      terrainChanged: () => undefined,
      boardReplaced: () => undefined,
      boardCleared: () => undefined,
    };
    listen(listener);
    scene.afterUpdate = (call) => {
      for (const [tokenId, changed] of FakeScene.changes(call))
        hooks.fire("updateToken", scene.tokens.get(tokenId), changed);
    };
    return { scene, footprints };
  }

  const phase = [
    {
      tokenId: "a",
      name: "Alpha",
      waypoints: [
        { x: 150, y: 50 },
        { x: 150, y: 250 },
      ],
      rotation: 0,
    },
  ];

  it("ends with the token's final place", async () => {
    const { scene, footprints } = setUp();
    await compatFor(generation).tokenMover.move(scene, phase);
    expect(footprints.at(-1)).toMatchObject({ center: { x: 150, y: 250 } });
  });

  it("ends with the planned place when something knocked the token elsewhere", async () => {
    const { scene, footprints } = setUp();
    const fire = scene.afterUpdate;
    scene.afterUpdate = (call) => {
      const token = scene.tokens.get("a");
      if (token && call.kind !== "update") {
        // Stored so (the board reads a token's stored place, not a mid-animation one).
        token.x = token._source.x = 100;
        token.y = token._source.y = 120;
      }
      fire(call);
    };
    await compatFor(generation).tokenMover.move(scene, phase);
    expect(footprints.map((footprint) => ("center" in footprint ? footprint.center : null))).toEqual([
      { x: 150, y: 170 },
      { x: 150, y: 250 },
    ]);
  });
});
