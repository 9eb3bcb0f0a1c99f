import { describe, expect, it } from "vitest";
import { v14TokenMover } from "@foundry/movement/v14-token-mover";
import { deferred } from "../fakes/documents";
import { FakeV14Scene, FakeV14Token } from "../fakes/v14-documents";

function twoTokens(): FakeV14Scene {
  return new FakeV14Scene({
    grid: { type: 0, size: 100 },
    tokens: [
      new FakeV14Token({ id: "a", name: "Alpha", x: 0, y: 0 }),
      new FakeV14Token({ id: "b", name: "Bravo", x: 500, y: 0, width: 2, height: 1 }),
    ],
  });
}

/* Centres → top-left corners: Alpha is 100 × 100 px, Bravo 200 × 100 px. (150, 250) → (100, 200); (600, 150) → (500, 100). */
const phase = [
  {
    tokenId: "a",
    name: "Alpha",
    waypoints: [
      { x: 150, y: 50 },
      { x: 150, y: 250 },
    ],
    rotation: 180,
  },
  { tokenId: "b", name: "Bravo", waypoints: [{ x: 600, y: 150 }], rotation: 90 },
];

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

const OPTIONS = { method: "api", autoRotate: false, showRuler: false };
const step = (x: number, y: number): object => ({ x, y, snapped: false, explicit: true, checkpoint: false });

describe("the v14 mover", () => {
  it("moves the whole phase in one Scene#moveTokens, then turns the tokens that face elsewhere in one update", async () => {
    const scene = twoTokens();
    await v14TokenMover.move(scene, phase);
    expect(scene.calls).toEqual([
      {
        kind: "moveTokens",
        instructions: { a: { waypoints: [step(100, 0), step(100, 200)] }, b: { waypoints: [step(500, 100)] } },
        options: OPTIONS,
      },
      {
        kind: "update",
        updates: [
          { _id: "a", rotation: 180 },
          { _id: "b", rotation: 90 },
        ],
        operation: { movement: {} },
      },
    ]);
  });

  it("returns once the movements have finished and every animation.ended has settled, not before", async () => {
    const scene = twoTokens();
    const animation = deferred();
    scene.ended = animation.promise;
    const moving = v14TokenMover.move(scene, phase);
    // The v13 promise (movementAnimationPromise) has settled already; the v14 movement has not.
    expect(await settled(moving)).toBe(false);
    expect(scene.calls.map((call) => call.kind)).toEqual(["moveTokens"]);
    animation.resolve();
    await moving;
    expect([scene.tokens.get("a"), scene.tokens.get("b")].map((t) => [t?.x, t?.y, t?.rotation])).toEqual([
      [100, 200, 180],
      [500, 100, 90],
    ]);
  });

  it("counts a stopped movement (ended rejects) as ended, and puts back, with displace, a token left elsewhere", async () => {
    const scene = twoTokens();
    const animation = deferred();
    scene.ended = animation.promise;
    scene.afterUpdate = (call) => {
      const knocked = scene.tokens.get("a");
      if (knocked && call.kind === "moveTokens") {
        knocked.x = 100;
        knocked.y = 120;
      }
    };
    animation.reject(new Error("interrupted"));
    await v14TokenMover.move(scene, phase);
    expect(scene.calls.map((call) => call.kind)).toEqual(["moveTokens", "update", "update"]);
    expect(scene.updates().at(-1)).toMatchObject({
      updates: [{ _id: "a", x: 100, y: 200, rotation: 180 }],
      operation: { movement: { a: { waypoints: [{ x: 100, y: 200, action: "displace" }] } } },
    });
    expect(scene.updates().at(-1)?.operation.animate).toBeUndefined();
    expect(scene.tokens.get("a")).toMatchObject({ x: 100, y: 200, rotation: 180 });
  });

  it("waits for no animation of a token not drawn on this client", async () => {
    const scene = twoTokens();
    for (const token of scene.tokens) token.object = null;
    await v14TokenMover.move(scene, phase);
    expect(scene.calls.map((call) => call.kind)).toEqual(["moveTokens", "update"]);
  });
});
