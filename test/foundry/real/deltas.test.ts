import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Unit } from "@engine/board/types";
import { sceneBoard } from "@foundry/board/scene-board";
import { listen } from "@foundry/hooks/board-sync";
import { FakeHooks, stubNotifications } from "../fakes/globals";
import { BASE_UNIT } from "../fixtures/real/derived-scenes";
import { FIXTURES, storedScene } from "./fixtures";

function fixture(id: string) {
  const found = FIXTURES.find((f) => f.doc._id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

function unit(units: readonly Unit[], id: string): Unit | undefined {
  return units.find((u) => u.id === id);
}

describe("unlinked tokens' sparse deltas (real ActorDelta structure)", () => {
  const hex = sceneBoard(storedScene(fixture("hexScene00000001"))).units;

  it("merges a delta holding one unit key over the base actor's unit, key by key", () => {
    expect(unit(hex, "hexTokenSparse01")).toMatchObject({ move: 3, data: BASE_UNIT.data });
  });

  it("reads a token whose delta holds no unit as its base actor's unit", () => {
    expect(unit(hex, "hexTokenPlain001")).toMatchObject({ move: 2, data: BASE_UNIT.data });
  });

  it("keeps the unit editor's whole flag (move and data) as it was saved", () => {
    expect(unit(hex, "hexTokenEdited01")).toMatchObject({ move: 5, data: { closeCombat: 1 } });
  });

  it("merges a delta's partial data inside the unit too (v14 scene)", () => {
    const units = sceneBoard(storedScene(fixture("levelsScene00001"))).units;
    expect(unit(units, "v14Unlinked00001")).toMatchObject({ move: 2, data: { closeCombat: 2, firefight: 3 } });
  });
});

describe("editing a base actor's unit refreshes its unlinked tokens on the board", () => {
  let hooks: FakeHooks;
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    stubNotifications();
  });

  it("reports every unlinked token of the actor as changed, with the actor's new unit under its delta", () => {
    const scene = storedScene(fixture("hexScene00000001"));
    vi.stubGlobal("canvas", { scene });
    const changed: Unit[] = [];
    listen({
      unitAdded: () => undefined,
      unitChanged: (u) => changed.push(u),
      unitRemoved: () => undefined,
      terrainChanged: () => undefined,
      boardReplaced: () => undefined,
      boardCleared: () => undefined,
    });
    const base = scene.actors.get("mmWolf0000000000");
    if (!base) throw new Error("no base actor");
    base.doc = { ...base.doc, flags: { "wargame-combat": { unit: { move: 6, data: { closeCombat: 9 } } } } };
    hooks.fire("updateActor", base, { flags: { "wargame-combat": { unit: { move: 6 } } } });
    expect(changed.map((u) => [u.id, u.move, u.data["closeCombat"]])).toEqual([
      ["hexTokenSparse01", 3, 9],
      ["hexTokenPlain001", 6, 9],
      ["hexTokenEdited01", 5, 1],
      ["hexTokenLarge001", 6, 9],
    ]);
  });
});
