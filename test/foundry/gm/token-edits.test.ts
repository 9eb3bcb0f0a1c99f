/**
 * Flag-only edits leave running animations alone: an update with `animate: false` stops a token's
 * animation on every client (modelled in fakes/documents.ts, FakeScene#apply).
 */
import { describe, expect, it } from "vitest";
import { applyEdits } from "@foundry/gm/token-edits";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { deferred, FakeScene, FakeToken } from "../fakes/documents";

describe("a token's flags written while it moves", () => {
  it("do not cut its animation short", async () => {
    const token = new FakeToken({ id: "t", name: "Lancers", x: 0, y: 0 });
    const scene = new FakeScene({ grid: { type: 0, size: 100 }, tokens: [token] });
    const walk = deferred();
    scene.animation = { until: walk.promise };
    const moving = v13TokenMover.move(scene, [
      { tokenId: "t", name: "Lancers", waypoints: [{ x: 450, y: 50 }], rotation: 0 },
    ]);
    // Half-way: the document shows x 200 of the stored 400.
    expect(token).toMatchObject({ x: 200, _source: { x: 400 } });
    await applyEdits(scene, [
      { tokenId: "t", name: "Lancers", statuses: {}, flags: { state: { stepsLost: 1 } }, actorFlags: {} },
    ]);
    // The state goes to the GM's record on the scene, never onto the token (unit-states.ts).
    expect(scene.flags).toMatchObject({ unitState: { t: { stepsLost: 1 } } });
    expect(token.flags).toEqual({});
    expect(token.cutShort).toBe(0);
    walk.resolve();
    await moving;
    expect(token).toMatchObject({ x: 400, y: 0 });
  });
});
