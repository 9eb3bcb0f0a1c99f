import { beforeEach, describe, expect, it } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import type { MovePlan } from "@engine/movement/move-plan";
import type { Effect } from "@engine/session/effects";
import {
  type CounterChit,
  type CounterFace,
  type CounterLabel,
  type CounterToken,
  TokenCounters,
} from "@foundry/canvas/token-counters";
import { pendingMarks } from "@view/pending-marks";
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

/** The PIXI children of a counter: what it prints, whether in the pending colour, its chits, and whether destroyed. */
class FakeLabel implements CounterLabel {
  destroyed = false;
  lines: readonly string[] = [];
  pending = false;
  chits: readonly CounterChit[] = [];

  show(face: CounterFace): void {
    this.lines = face.lines;
    this.pending = face.pending;
    this.chits = face.chits;
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
  let rulesetId: string;

  beforeEach(() => {
    rulesetId = "combat-grid";
    board = { grid: SQUARE, units: [rifles()], terrain: { walls: [], areas: [] } };
    tokens = new Map([["r", new FakeCanvasToken("r")]]);
    labels = [];
    viewed = "scene1";
    counters = new TokenCounters<FakeCanvasToken>(
      {
        unit: (id) => board.units.find((unit) => unit.id === id),
        board: () => board,
        values: (unit) => SHIPPED.entry(rulesetId).counterValues(unit, SQUARE),
        markers: (unit) => SHIPPED.entry(rulesetId).markersOf(unit, SQUARE),
        markerColour: (id) => SHIPPED.entry(rulesetId).counterMarkers.find((kind) => kind.id === id)?.colour ?? "",
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
    counters.showPending("c1", "scene1", pendingMarks(board, effects));
    // One step lost: the second box, 4-3, with 2 of 3 steps left; then what happens, in the chat's words.
    expect(labels[0]?.lines).toEqual(["4-3", "2/3", "Rifles lose 1 step.", "Rifles: Tipped."]);
    expect(labels[0]?.pending).toBe(true);
    counters.clearPending("c1");
    expect(labels[0]?.lines).toEqual(["6-4", "3/3"]);
    expect(labels[0]?.pending).toBe(false);
  });

  it("does not mark the tokens of the viewed scene for a combat on another", () => {
    counters.refresh(token());
    viewed = "scene2";
    counters.showPending("c1", "scene1", pendingMarks(board, [{ kind: "eliminated", unitId: "r" }]));
    expect(labels[0]?.lines).toEqual(["6-4", "3/3"]);
    // Drawn again once that scene is viewed.
    viewed = "scene1";
    counters.refresh(token());
    expect(labels[0]?.lines).toEqual(["6-4", "3/3", "Rifles leave the board."]);
  });

  it("shows a unit that leaves the board with its values as they stand and the elimination", () => {
    counters.refresh(token());
    counters.showPending("c1", "scene1", pendingMarks(board, [{ kind: "eliminated", unitId: "r" }]));
    expect(labels[0]?.lines).toEqual(["6-4", "3/3", "Rifles leave the board."]);
  });

  it("marks the statuses and removals of the combat's planned moves before they are applied", () => {
    counters.refresh(token());
    // A recoil blocked: the plan's own event downs the unit (no effect of the combat does).
    const plan: MovePlan = { moves: [], events: [{ kind: "status", unitId: "r", add: ["downed"], remove: [] }] };
    counters.showPending("c1", "scene1", pendingMarks(board, [], plan));
    expect(labels[0]?.lines).toEqual(["6-4", "3/3", "Rifles: Downed."]);
    expect(labels[0]?.pending).toBe(true);
    const removed: MovePlan = { moves: [], events: [{ kind: "removed", unitId: "r", reason: "no-retreat" }] };
    counters.showPending("c1", "scene1", pendingMarks(board, [], removed));
    expect(labels[0]?.lines).toEqual(["6-4", "3/3", "Rifles leave the board."]);
  });

  it("keeps each combat's marks apart: clearing one leaves the other's", () => {
    board = { ...board, units: [...board.units, { ...rifles(), id: "s", name: "Sappers" }] };
    tokens.set("s", new FakeCanvasToken("s"));
    counters.showPending("c1", "scene1", pendingMarks(board, [{ kind: "step-loss", unitId: "r", steps: 1 }]));
    counters.showPending("c2", "scene1", pendingMarks(board, [{ kind: "eliminated", unitId: "s" }]));
    counters.clearPending("c1");
    // The Rifles' label was made first (c1 marked them first), the Sappers' second.
    expect(labels.map((label) => label.lines)).toEqual([
      ["6-4", "3/3"],
      ["6-4", "3/3", "Sappers leave the board."],
    ]);
  });

  it("draws the rule system's markers as chits in their kind's colour, each named in full", () => {
    rulesetId = "assault";
    // assault.txt: a formation receives Shock points; the unit's record carries 2 (assault's view, SHOCK, #a52a1f).
    board = { ...board, units: [{ ...rifles(), data: { closeCombat: 3, shock: 2 } }] };
    counters.refresh(token());
    expect(labels[0]?.chits).toEqual([{ id: "shock", value: "2", colour: 0xa52a1f, full: "2 shock points" }]);
    board = { ...board, units: [{ ...rifles(), data: { closeCombat: 3, shock: 0 } }] };
    counters.refresh(token());
    expect(labels[0]?.chits).toEqual([]);
  });
});
