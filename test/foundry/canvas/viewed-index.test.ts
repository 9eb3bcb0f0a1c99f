import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { indexSettingsOf } from "@foundry/canvas/index-settings";
import { ViewedIndex, type IndexChange } from "@foundry/canvas/viewed-index";
import { FakeScene, FakeToken } from "../fakes/documents";
import { stubNotifications, type Shown } from "../fakes/globals";
import { board, cellUnit, indexOf, SQUARE } from "./canvas-fakes";
import { SHIPPED } from "../../rulesets/shipped";

function stubSettings(values: Record<string, unknown>, shownOut: { shown?: Shown } = {}): void {
  shownOut.shown = stubNotifications({
    settings: { get: (_ns: string, key: string) => values[key] },
  });
}

describe("the viewed scene's index", () => {
  let changes: IndexChange[];

  beforeEach(() => {
    stubSettings({ defaultRuleset: "combat-grid", contactTolerance: -1 });
    changes = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is built from the viewed scene when first asked for, with its rule system's zones", () => {
    // Played with assault, every unit controls its 3×3 block; with victory-margin, none has a zone.
    const tokens = (): FakeToken[] => [new FakeToken({ id: "a", cells: [{ i: 2, j: 2 }] })];
    const assault = new ViewedIndex({
      scene: () => new FakeScene({ tokens: tokens(), flags: { ruleset: "assault" } }),
      settings: indexSettingsOf,
    });
    const index = assault.current();
    expect(index?.zocCellsOfUnit("a")).toHaveLength(9);
    expect(assault.current()).toBe(index);
    const gridless = new ViewedIndex({
      scene: () => new FakeScene({ tokens: tokens(), flags: { ruleset: "victory-margin" } }),
      settings: indexSettingsOf,
    });
    expect(gridless.current()?.zocCellsOfUnit("a")).toEqual([]);
  });

  it("takes the world's contact tolerance over the rule system's when one is set", () => {
    stubSettings({ defaultRuleset: "victory-margin", contactTolerance: 2 });
    expect(indexSettingsOf(new FakeScene()).contactTolerance).toBe(2);
    stubSettings({ defaultRuleset: "victory-margin", contactTolerance: -1 });
    expect(indexSettingsOf(new FakeScene()).contactTolerance).toBeUndefined();
  });

  it("reports each unit's change with the sides it was and is on", () => {
    const viewed = indexOf(
      board(SQUARE, [cellUnit("a", "friendly", 2, 2)]),
      zocSettingsFor(SHIPPED.ruleset("combat-grid")),
    );
    viewed.subscribe((change) => changes.push(change));
    viewed.unitChanged({ ...cellUnit("a", "hostile", 2, 2) });
    viewed.unitAdded(cellUnit("b", "friendly", 4, 4));
    viewed.unitRemoved("b");
    viewed.unitRemoved("nobody");
    expect(changes).toEqual([
      { kind: "units", ids: ["a"], sides: ["friendly", "hostile"] },
      { kind: "units", ids: ["b"], sides: ["friendly"] },
      { kind: "units", ids: ["b"], sides: ["friendly"] },
    ]);
    expect(viewed.current()?.zocCellsOfSide("hostile")).toHaveLength(9);
  });

  it("is rebuilt for new terrain and new rules, not for units", () => {
    const viewed = indexOf(
      board(SQUARE, [cellUnit("a", "friendly", 2, 2)]),
      zocSettingsFor(SHIPPED.ruleset("combat-grid")),
    );
    viewed.subscribe((change) => changes.push(change));
    const before = viewed.current();
    viewed.terrainChanged({
      walls: [{ id: "w", a: { x: 0, y: 300 }, b: { x: 500, y: 300 }, blocksMove: true, blocksSight: true }],
      areas: [],
    });
    const after = viewed.current();
    expect(after).not.toBe(before);
    // The wall along y = 300, between rows 2 and 3, stops a's zone there: rows 1–2 × columns 1–3.
    expect(after?.zocCellsOfUnit("a")).toHaveLength(6);
    viewed.invalidate();
    expect(changes).toEqual([{ kind: "rebuilt" }, { kind: "rebuilt" }]);
  });

  it("tells the user about a unit it cannot take (a second unit a), and starts afresh from the scene", () => {
    const scene = new FakeScene({ tokens: [new FakeToken({ id: "a", cells: [{ i: 2, j: 2 }] })] });
    const shownOut: { shown?: Shown } = {};
    stubSettings({ defaultRuleset: "combat-grid", contactTolerance: -1 }, shownOut);
    const viewed = new ViewedIndex({ scene: () => scene, settings: indexSettingsOf });
    const index = viewed.current();
    viewed.subscribe((change) => changes.push(change));
    viewed.unitAdded(cellUnit("a", "friendly", 3, 3));
    expect(shownOut.shown?.error).toHaveLength(1);
    expect(changes).toEqual([{ kind: "rebuilt" }]);
    expect(viewed.current()).not.toBe(index);
    expect(viewed.current()?.unit("a")?.footprint).toEqual({ kind: "cells", cells: [{ i: 2, j: 2 }] });
  });
});
