import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { StackFan } from "@foundry/canvas/stack-fan";
import { listen } from "@foundry/hooks/stack-fan";
import { board, cellUnit, SQUARE } from "../canvas/canvas-fakes";
import { FakeFanToken } from "../canvas/fan-fakes";
import { FakeHooks } from "../fakes/globals";

describe("the stack fan's hooks", () => {
  let hooks: FakeHooks;
  let tokens: Map<string, FakeFanToken>;
  let queued: (() => void)[];
  let fan: StackFan<FakeFanToken>;

  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    // Two units in row 2, column 2 of a 100 px square grid (top-left corner (200, 200)).
    const index = createBoardIndex(board(SQUARE, [cellUnit("a", "blue", 2, 2), cellUnit("b", "blue", 2, 2)]));
    tokens = new Map(["a", "b"].map((id) => [id, new FakeFanToken(id, 200, 200)]));
    queued = [];
    fan = new StackFan<FakeFanToken>({
      index: () => index,
      token: (id) => tokens.get(id),
      later: (run) => queued.push(run),
    });
    listen(fan);
  });
  afterEach(() => vi.unstubAllGlobals());

  function token(id: string): FakeFanToken {
    const found = tokens.get(id);
    if (found === undefined) throw new Error(`no token ${id}`);
    return found;
  }

  it("fans on hoverToken and closes when the pointer goes out", () => {
    hooks.fire("hoverToken", token("a"), true);
    // a hovered stays; b, second in id order, moves 1.05 × 100 = 105 to the right.
    expect(token("b").drawn()).toEqual([305, 200, 355, 250]);
    hooks.fire("hoverToken", token("a"), false);
    for (const run of queued.splice(0)) run();
    expect(token("b").drawn()).toEqual([200, 200, 250, 250]);
  });

  it("fans on controlToken and closes when the token is released", () => {
    hooks.fire("controlToken", token("b"), true);
    // b controlled stays; a, first in id order, moves 105 to the left.
    expect(token("a").drawn()).toEqual([95, 200, 145, 250]);
    hooks.fire("controlToken", token("b"), false);
    for (const run of queued.splice(0)) run();
    expect(token("a").drawn()).toEqual([200, 200, 250, 250]);
  });

  it("keeps a redrawn token fanned, and forgets the fan when the canvas is torn down", () => {
    hooks.fire("hoverToken", token("a"), true);
    token("b").position.set(200, 200);
    hooks.fire("refreshToken", token("b"));
    expect(token("b").drawn()).toEqual([305, 200, 355, 250]);
    hooks.fire("canvasTearDown", {});
    expect(fan.fanned()).toEqual([]);
  });
});
