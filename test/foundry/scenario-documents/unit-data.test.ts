import { describe, expect, it } from "vitest";
import type { Unit } from "@engine/board/types";
import { sideStyles } from "@foundry/scenario-documents/side-styles";
import { sceneSelection } from "@foundry/scenario-documents/unit-references";
import { splitUnitData } from "@foundry/scenario-documents/unit-state";

describe("splitUnitData", () => {
  it("keeps steps lost with the token and the rest with the actor", () => {
    expect(splitUnitData({ data: { type: "armor", track: [6, 4], stepsLost: 1 } })).toEqual({
      actorData: { type: "armor", track: [6, 4] },
      state: { stepsLost: 1 },
    });
    expect(splitUnitData({ data: { strength: 2 } })).toEqual({ actorData: { strength: 2 }, state: undefined });
  });
});

describe("sceneSelection", () => {
  const tokens = new Map([
    ["pzg-1", "TOKEN00000000001"],
    ["stug", "TOKEN00000000002"],
  ]);

  it("names tokens wherever the selection names units, as values or keys", () => {
    const selection = {
      attacker: "stug",
      supports: ["pzg-1", "other"],
      cameFrom: { "pzg-1": { i: 5, j: 4 } },
      activeSide: "german",
    };
    expect(sceneSelection(selection, tokens)).toEqual({
      attacker: "TOKEN00000000002",
      supports: ["TOKEN00000000001", "other"],
      cameFrom: { TOKEN00000000001: { i: 5, j: 4 } },
      activeSide: "german",
    });
  });

  it("moves points with the board, and nothing else", () => {
    const selection = { from: { x: 10, y: -20 }, square: { i: 1, j: 2 }, dice: 5, extra: { x: 1, y: 2, z: 3 } };
    expect(sceneSelection(selection, tokens, { x: 150, y: 130 })).toEqual({
      from: { x: 160, y: 110 },
      square: { i: 1, j: 2 },
      dice: 5,
      extra: { x: 1, y: 2, z: 3 },
    });
  });
});

describe("sideStyles", () => {
  const unit = (side: string): Unit => ({
    id: side,
    name: side,
    side,
    footprint: { kind: "cells", cells: [] },
    facing: 0,
    move: 0,
    status: [],
    data: {},
  });

  it("makes the first side friendly, the second hostile, the others neutral, each with its colour", () => {
    const styles = sideStyles(["soviet", "german", "soviet", "allied"].map(unit));
    expect([...styles].map(([side, style]) => [side, style.disposition])).toEqual([
      ["soviet", 1],
      ["german", -1],
      ["allied", 0],
    ]);
    expect(new Set([...styles.values()].map((style) => style.color)).size).toBe(3);
  });

  it("gives sides named like a disposition that disposition", () => {
    const styles = sideStyles(["hostile", "friendly"].map(unit));
    expect(styles.get("hostile")?.disposition).toBe(-1);
    expect(styles.get("friendly")?.disposition).toBe(1);
  });
});
