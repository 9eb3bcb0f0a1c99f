import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { centerOf, topLeftOf } from "@foundry/movement/token-move";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
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

const OPTIONS = { method: "api", autoRotate: false, showRuler: false };
const step = (x: number, y: number): object => ({ x, y, snapped: false, explicit: true, checkpoint: false });

describe("the v13 mover", () => {
  it("moves each token of a phase with TokenDocument#move, then turns those that face elsewhere in one update", async () => {
    const scene = twoTokens();
    await v13TokenMover.move(scene, phase);
    expect(scene.calls).toEqual([
      { kind: "move", tokenId: "a", waypoints: [step(100, 0), step(100, 200)], options: OPTIONS },
      { kind: "move", tokenId: "b", waypoints: [step(500, 100)], options: OPTIONS },
      {
        kind: "update",
        updates: [
          { _id: "a", rotation: 180 },
          { _id: "b", rotation: 90 },
        ],
        operation: { movement: {} },
      },
    ]);
    expect([scene.tokens.get("a"), scene.tokens.get("b")].map((t) => [t?.x, t?.y, t?.rotation])).toEqual([
      [100, 200, 180],
      [500, 100, 90],
    ]);
  });

  it("turns a token in place without moving it", async () => {
    const scene = twoTokens();
    await v13TokenMover.move(scene, [{ tokenId: "a", name: "Alpha", waypoints: [], rotation: 270 }]);
    expect(scene.calls).toEqual([
      { kind: "update", updates: [{ _id: "a", rotation: 270 }], operation: { movement: {} } },
    ]);
  });

  it("returns only once every animation has ended (move itself resolves before it)", async () => {
    const scene = twoTokens();
    const animation = deferred();
    scene.animation = { until: animation.promise };
    let done = false;
    const moving = v13TokenMover.move(scene, phase).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(scene.calls.map((call) => call.kind)).toEqual(["move", "move"]);
    animation.resolve();
    await moving;
    expect(done).toBe(true);
  });

  it("counts an interrupted animation (a rejected promise) as ended, the tokens being where planned", async () => {
    const scene = twoTokens();
    scene.animation = "interrupted";
    await v13TokenMover.move(scene, phase);
    expect(scene.calls.map((call) => call.kind)).toEqual(["move", "move", "update"]);
    expect([scene.tokens.get("a"), scene.tokens.get("b")].map((t) => [t?.x, t?.y, t?.rotation])).toEqual([
      [100, 200, 180],
      [500, 100, 90],
    ]);
  });

  it("puts back at once, with a displace movement, any token an interruption left elsewhere", async () => {
    const scene = twoTokens();
    scene.animation = "interrupted";
    scene.afterUpdate = (call) => {
      const knocked = scene.tokens.get("a");
      if (knocked && call.kind === "move" && call.tokenId === "a") {
        knocked.x = 100;
        knocked.y = 120;
      }
    };
    await v13TokenMover.move(scene, phase);
    expect(scene.calls.at(-1)).toEqual({
      kind: "update",
      updates: [{ _id: "a", x: 100, y: 200, rotation: 180 }],
      operation: {
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

  it("places tokens at once with extra fields in one ordinary update, never with animate: false", async () => {
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
    const updates = scene.updates();
    expect(scene.calls).toHaveLength(1);
    expect(updates[0]?.updates).toEqual([
      { flags: { "wargame-combat": { side: "red" } }, _id: "a", x: 300, y: 300, rotation: 0 },
      { _id: "b", x: 0, y: 0, rotation: 45 },
    ]);
    expect(updates[0]?.operation.animate).toBeUndefined();
    expect(Object.keys(updates[0]?.operation.movement ?? {})).toEqual(["a", "b"]);
    expect(scene.tokens.get("a")?.flags).toEqual({ side: "red" });
  });

  it("puts a token back without cutting short another token's running animation", async () => {
    const scene = twoTokens();
    const walk = deferred();
    scene.animation = { until: walk.promise };
    const moving = v13TokenMover.move(scene, [
      { tokenId: "b", name: "Bravo", waypoints: [{ x: 600, y: 150 }], rotation: 90 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Undo puts Alpha back while Bravo still walks, and then Bravo itself.
    await v13TokenMover.place(scene, [
      { tokenId: "a", name: "Alpha", x: 0, y: 0, rotation: 0 },
      { tokenId: "b", name: "Bravo", x: 500, y: 0, rotation: 0 },
    ]);
    expect(scene.tokens.get("b")?.cutShort).toBe(0);
    walk.resolve();
    await moving;
  });
});
