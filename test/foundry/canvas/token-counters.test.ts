import { beforeEach, describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import type { Effect } from "@engine/session/effects";
import { type CounterLabel, type CounterToken, TokenCounters } from "@foundry/canvas/token-counters";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "../../view/templates";
import { SQUARE } from "./canvas-fakes";
import { SHIPPED } from "../../rulesets/shipped";

/**
 * A token placeable: Foundry makes a new Token object each time it draws a token, and destroys it
 * with its children (hookEvents.destroyObject: `destroyToken` fires as it is destroyed, v13 API).
 */
class FakeCanvasToken implements CounterToken {
  readonly w = 100;
  readonly h = 100;
  constructor(readonly id: string) {}
}

/** A PIXI.Text child: what it prints, whether in the pending colour, and whether destroyed. */
class FakeLabel implements CounterLabel {
  destroyed = false;
  lines: readonly string[] = [];
  pending = false;

  show(lines: readonly string[], pending: boolean): void {
    this.lines = lines;
    this.pending = pending;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

const TRACK = [
  { attack: 6, defense: 4 },
  { attack: 4, defense: 3 },
  { attack: 2, defense: 2 },
];

function rifles(): Unit {
  return {
    id: "r",
    name: "Rifles",
    side: "blue",
    footprint: { kind: "cells", cells: [{ i: 1, j: 1 }] },
    facing: 0,
    move: 4,
    status: [],
    data: { type: "infantry", parent: "corps", track: TRACK },
  };
}

describe("counters on Foundry's tokens", () => {
  let board: Board;
  let tokens: Map<string, FakeCanvasToken>;
  let labels: FakeLabel[];
  let viewed: string;
  let counters: TokenCounters<FakeCanvasToken>;

  beforeEach(() => {
    board = { grid: SQUARE, units: [rifles()], terrain: { walls: [], areas: [] } };
    tokens = new Map([["r", new FakeCanvasToken("r")]]);
    labels = [];
    viewed = "scene1";
    counters = new TokenCounters<FakeCanvasToken>(
      {
        unit: (id) => board.units.find((unit) => unit.id === id),
        values: (unit) => SHIPPED.entry("combat-grid").counterValues(unit, SQUARE),
        words: (text) => localizeText(text, strictEnglish),
        token: (id) => tokens.get(id),
        sceneId: () => viewed,
      },
      () => {
        const label = new FakeLabel();
        labels.push(label);
        return label;
      },
    );
  });

  function token(): FakeCanvasToken {
    const found = tokens.get("r");
    if (found === undefined) throw new Error("no token");
    return found;
  }

  it("prints the rule system's values on the token, with one label re-used at every refresh", () => {
    counters.refresh(token());
    counters.refresh(token());
    // A fresh track of 6-4, 4-3, 2-2: value 6-4, all three steps left, in a counter's short forms.
    expect(labels).toHaveLength(1);
    expect(labels[0]?.lines).toEqual(["6-4", "3/3"]);
    counters.forget(token());
    expect(labels[0]?.destroyed).toBe(true);
    counters.refresh(token());
    expect(labels).toHaveLength(2);
  });

  it("prints nothing on a token whose unit this user cannot see", () => {
    board = { ...board, units: [] };
    counters.refresh(token());
    expect(labels).toEqual([]);
  });

  it("marks a loss and a status at once while the combat is open, and takes the marks away when it closes", () => {
    counters.refresh(token());
    const effects: Effect[] = [
      { kind: "step-loss", unitId: "r", steps: 1 },
      { kind: "status", unitId: "r", status: "tipped", on: true },
    ];
    counters.showPending(board, effects, "scene1");
    // One step lost: the second box, 4-3, with 2 of 3 steps left; then what happens, in the chat's words.
    expect(labels[0]?.lines).toEqual(["4-3", "2/3", "Rifles lose 1 step.", "Rifles: Tipped."]);
    expect(labels[0]?.pending).toBe(true);
    counters.clearPending();
    expect(labels[0]?.lines).toEqual(["6-4", "3/3"]);
    expect(labels[0]?.pending).toBe(false);
  });

  it("does not mark the tokens of the viewed scene for a combat on another", () => {
    counters.refresh(token());
    viewed = "scene2";
    counters.showPending(board, [{ kind: "eliminated", unitId: "r" }], "scene1");
    expect(labels[0]?.lines).toEqual(["6-4", "3/3"]);
  });

  it("shows a unit that leaves the board with its values as they stand and the elimination", () => {
    counters.refresh(token());
    counters.showPending(board, [{ kind: "eliminated", unitId: "r" }], "scene1");
    expect(labels[0]?.lines).toEqual(["6-4", "3/3", "Rifles leave the board."]);
  });
});
