import { describe, expect, it } from "vitest";
import { EngineError } from "../../../src/engine/errors";
import { centerOf, topLeftOf } from "../../../src/foundry/movement/token-move";
import { v13TokenMover } from "../../../src/foundry/movement/v13-token-mover";
import { deferred, FakeScene, FakeToken } from "../fakes/documents";

function twoTokens(): FakeScene {
  return new FakeScene({
    grid: { type: 0, size: 100 },
    tokens: [
      new FakeToken({ id: "a", name: "Alpha", x: 0, y: 0 }),
      new FakeToken({ id: "b", name: "Bravo", x: 500, y: 0, width: 2, height: 1 }),
    ],
  });
}

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

describe("converting token centres and top-left corners", () => {
  it("uses the token's pixel size and keeps whole pixels", () => {
    expect(topLeftOf({ x: 150, y: 250 }, { width: 100, height: 100 })).toEqual({ x: 100, y: 200 });
    expect(topLeftOf({ x: 10.4, y: 10.6 }, { width: 0, height: 0 })).toEqual({ x: 10, y: 11 });
    expect(centerOf({ x: 100, y: 200 }, { width: 200, height: 100 })).toEqual({ x: 200, y: 250 });
  });
});

describe("the v13 mover", () => {
  it("moves a whole phase in one batched, animated update with each token's waypoints", async () => {
    const scene = twoTokens();
    await v13TokenMover.move(scene, phase);
    expect(scene.calls).toHaveLength(1);
    expect(scene.calls[0]).toEqual({
      updates: [
        { _id: "a", x: 100, y: 200, rotation: 180 },
        { _id: "b", x: 500, y: 100, rotation: 90 },
      ],
      operation: {
        animate: true,
        movement: {
          a: {
            waypoints: [
              { x: 100, y: 0, snapped: false, explicit: true, checkpoint: false },
              { x: 100, y: 200, snapped: false, explicit: true, checkpoint: false },
            ],
            method: "api",
            autoRotate: false,
            showRuler: false,
          },
          b: {
            waypoints: [{ x: 500, y: 100, snapped: false, explicit: true, checkpoint: false }],
            method: "api",
            autoRotate: false,
            showRuler: false,
          },
        },
      },
    });
  });

  it("turns a token in place without a movement instruction", async () => {
    const scene = twoTokens();
    await v13TokenMover.move(scene, [{ tokenId: "a", name: "Alpha", waypoints: [], rotation: 270 }]);
    expect(scene.calls[0]).toEqual({
      updates: [{ _id: "a", x: 0, y: 0, rotation: 270 }],
      operation: { animate: true, movement: {} },
    });
  });

  it("returns only once every animation has ended", async () => {
    const scene = twoTokens();
    const animation = deferred();
    scene.animation = { until: animation.promise };
    let done = false;
    const moving = v13TokenMover.move(scene, phase).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    animation.resolve();
    await moving;
    expect(done).toBe(true);
  });

  it("counts an interrupted animation (a rejected promise) as ended, the tokens being where planned", async () => {
    const scene = twoTokens();
    scene.animation = "interrupted";
    await v13TokenMover.move(scene, phase);
    expect(scene.calls).toHaveLength(1);
    expect([scene.tokens.get("a"), scene.tokens.get("b")].map((t) => [t?.x, t?.y, t?.rotation])).toEqual([
      [100, 200, 180],
      [500, 100, 90],
    ]);
  });

  it("puts back at once, in one more update, any token an interruption left elsewhere", async () => {
    const scene = twoTokens();
    scene.animation = "interrupted";
    scene.afterUpdate = (call) => {
      const knocked = scene.tokens.get("a");
      if (knocked && call.operation.animate) {
        knocked.x = 100;
        knocked.y = 120;
      }
    };
    await v13TokenMover.move(scene, phase);
    expect(scene.calls).toHaveLength(2);
    expect(scene.calls[1]).toEqual({
      updates: [{ _id: "a", x: 100, y: 200, rotation: 180 }],
      operation: {
        animate: false,
        movement: {
          a: {
            waypoints: [{ x: 100, y: 200, action: "displace", snapped: false, explicit: true, checkpoint: false }],
            method: "api",
            autoRotate: false,
            showRuler: false,
          },
        },
      },
    });
    expect(scene.tokens.get("a")).toMatchObject({ x: 100, y: 200, rotation: 180 });
  });

  it("refuses a phase with a token that is gone, sending nothing", async () => {
    const scene = twoTokens();
    scene.tokens.delete("b");
    const error = await v13TokenMover.move(scene, phase).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ key: "WARGAME.Error.Host.TokenGone", data: { token: "Bravo", id: "b" } });
    expect(scene.calls).toEqual([]);
  });

  it("places tokens instantly with extra fields in one update", async () => {
    const scene = twoTokens();
    await v13TokenMover.place(scene, [
      {
        tokenId: "a",
        name: "Alpha",
        x: 300,
        y: 300,
        rotation: 0,
        fields: { flags: { "wargame-combat": { side: "red" } } },
      },
      { tokenId: "b", name: "Bravo", x: 0, y: 0, rotation: 45 },
    ]);
    expect(scene.calls).toHaveLength(1);
    expect(scene.calls[0]?.updates).toEqual([
      { flags: { "wargame-combat": { side: "red" } }, _id: "a", x: 300, y: 300, rotation: 0 },
      { _id: "b", x: 0, y: 0, rotation: 45 },
    ]);
    expect(scene.calls[0]?.operation.animate).toBe(false);
    expect(scene.tokens.get("a")?.flags).toEqual({ side: "red" });
  });
});
