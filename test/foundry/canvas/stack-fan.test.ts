import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { indexSettingsOf } from "@foundry/canvas/index-settings";
import { StackFan, stackOf } from "@foundry/canvas/stack-fan";
import { ViewedIndex } from "@foundry/canvas/viewed-index";
import { FakeScene, FakeToken } from "../fakes/documents";
import { stubNotifications } from "../fakes/globals";
import { board } from "./canvas-fakes";
import { FakeFanToken } from "./fan-fakes";

describe("stacks fanning out on Foundry's canvas", () => {
  let tokens: Map<string, FakeFanToken>;
  let queued: (() => void)[];
  let fan: StackFan<FakeFanToken>;

  beforeEach(() => {
    // A player's client: a hidden token is not on the board it sees (board-units.ts userSees).
    stubNotifications({
      user: { isGM: false },
      settings: { get: (_ns: string, key: string) => ({ defaultRuleset: "combat-grid", contactTolerance: -1 })[key] },
    });
    // Row i = 2, column j = 2 of a 100 px square grid: top-left corner (200, 200). a, b, c and the
    // hidden h stand there; the lone l stands at row 5, column 5.
    const inStack = (id: string, hidden = false): FakeToken =>
      new FakeToken({ id, x: 200, y: 200, cells: [{ i: 2, j: 2 }], hidden });
    const scene = new FakeScene({
      tokens: [
        inStack("a"),
        inStack("b"),
        inStack("c"),
        inStack("h", true),
        new FakeToken({ id: "l", x: 500, y: 500, cells: [{ i: 5, j: 5 }] }),
      ],
      flags: { ruleset: "combat-grid" },
    });
    const index = new ViewedIndex({ scene: () => scene, settings: indexSettingsOf });
    tokens = new Map(
      ["a", "b", "c", "h"]
        .map((id) => [id, new FakeFanToken(id, 200, 200)] as const)
        .concat([["l", new FakeFanToken("l", 500, 500)]]),
    );
    queued = [];
    fan = new StackFan<FakeFanToken>({
      index: () => index.current(),
      token: (id) => tokens.get(id),
      later: (run) => queued.push(run),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  function token(id: string): FakeFanToken {
    const found = tokens.get(id);
    if (found === undefined) throw new Error(`no token ${id}`);
    return found;
  }

  /** The pointer events being handled are done: what waited for them runs. */
  function settle(): void {
    for (const run of queued.splice(0)) run();
  }

  it("fans the three tokens of a stack side by side when one is hovered, the hovered one staying", () => {
    fan.entered(token("b"));
    // Stack a, b, c (id order), b hovered at position 1; step 1.05 × 100 = 105:
    // a moves -105 (container 200 → 95, art 250 → 145), b stays, c moves +105 (305, art 355).
    expect(fan.fanned()).toEqual(["a", "b", "c"]);
    expect(token("a").drawn()).toEqual([95, 200, 145, 250]);
    expect(token("b").drawn()).toEqual([200, 200, 250, 250]);
    expect(token("c").drawn()).toEqual([305, 200, 355, 250]);
  });

  it("neither moves nor counts a token hidden from the player", () => {
    fan.entered(token("a"));
    // Three seen (a, b, c), not four: around a, b at +105 and c at +210; h stays where it is.
    expect(token("b").drawn()).toEqual([305, 200, 355, 250]);
    expect(token("c").drawn()).toEqual([410, 200, 460, 250]);
    expect(token("h").drawn()).toEqual([200, 200, 250, 250]);
    expect(fan.fanned()).not.toContain("h");
  });

  it("puts the stack back when the pointer leaves it", () => {
    fan.entered(token("b"));
    fan.left(token("b"));
    expect(token("a").drawn()).toEqual([95, 200, 145, 250]);
    settle();
    for (const id of ["a", "b", "c"]) expect(token(id).drawn()).toEqual([200, 200, 250, 250]);
    expect(fan.fanned()).toEqual([]);
  });

  it("stays open while the pointer goes from one of its tokens to another", () => {
    fan.entered(token("b"));
    fan.left(token("b"));
    fan.entered(token("c"));
    settle();
    expect(fan.fanned()).toEqual(["a", "b", "c"]);
    expect(token("c").drawn()).toEqual([305, 200, 355, 250]);
  });

  it("does nothing for a lone token", () => {
    fan.entered(token("l"));
    expect(fan.fanned()).toEqual([]);
    expect(token("l").drawn()).toEqual([500, 500, 550, 550]);
  });

  it("fans a token out again when Foundry redraws it in place, and puts back only what it moved", () => {
    fan.entered(token("b"));
    // Foundry redraws a at its document's place (a refresh of its position).
    token("a").position.set(200, 200);
    fan.refreshed(token("a"));
    expect(token("a").drawn()).toEqual([95, 200, 145, 250]);
    // c is moved by Foundry to another place while fanned (its document moved): closing leaves it there.
    token("c").position.set(700, 700);
    fan.close();
    expect(token("a").drawn()).toEqual([200, 200, 250, 250]);
    expect(token("c").drawn()).toEqual([700, 700, 250, 250]);
  });

  it("forgets the fan when the canvas is torn down, touching no destroyed token", () => {
    fan.entered(token("b"));
    for (const each of tokens.values()) each.destroyed = true;
    fan.tornDown();
    settle();
    expect(fan.fanned()).toEqual([]);
    expect(token("a").drawn()).toEqual([95, 200, 145, 250]);
  });
});

describe("which units share a grid space", () => {
  const GRIDLESS: GridSpec = { kind: "gridless", size: 100, distance: 1, units: "cm", diagonals: "equidistant" };

  function base(id: string, x: number): Unit {
    return {
      id,
      name: id,
      side: "blue",
      footprint: { kind: "circle", center: { x, y: 100 }, radius: 50 },
      facing: 0,
      move: 4,
      status: [],
      data: {},
    };
  }

  it("gridless: bases that overlap, not bases that only touch", () => {
    // Radius 50: a and b, centres 60 apart, overlap (60 < 50 + 50); b and c, 100 apart, touch (a gap of 0)
    // and so are in contact, not stacked; d, 340 from c, stands clear.
    const index = createBoardIndex(board(GRIDLESS, [base("a", 100), base("b", 160), base("c", 260), base("d", 600)]));
    expect(stackOf(index, "a")).toEqual(["a", "b"]);
    expect(stackOf(index, "c")).toEqual(["c"]);
    expect(stackOf(index, "d")).toEqual(["d"]);
  });
});
