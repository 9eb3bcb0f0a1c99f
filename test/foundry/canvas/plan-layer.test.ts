// @vitest-environment happy-dom
import { shippedCatalog } from "@rulesets/shipped";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MovePlan } from "@engine/movement/move-plan";
import { FakeCanvas, FakeCanvasLayer, type FakeLayerEntry } from "../fakes/canvas";
import { FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { FakeGraphics } from "./canvas-fakes";
import { FakeTooltipManager } from "../fakes/tooltip";
import { fakeRelease } from "../fakes/v14";

/** A retreat of token a two squares right, refused the square above by b's zone. */
const PLAN: MovePlan = {
  moves: [
    {
      unitId: "a",
      path: [
        { x: 250, y: 250 },
        { x: 350, y: 250 },
        { x: 450, y: 250 },
      ],
      footprint: { kind: "cells", cells: [{ i: 2, j: 4 }] },
      facing: 0,
      distance: 2,
      why: {
        rule: { kind: "retreat", distance: 2 },
        notes: [
          { kind: "refused", step: 1, cell: { i: 1, j: 2 }, why: { kind: "zoc", otherId: "b", side: "hostile" } },
        ],
      },
    },
  ],
  events: [],
};

describe("the plan layer on Foundry's canvas", () => {
  let hooks: FakeHooks;
  let tooltip: FakeTooltipManager;
  let config: { Canvas: { layers: Record<string, FakeLayerEntry> } };
  let fieldA: FakeScene;
  let fieldB: FakeScene;
  let canvas: FakeCanvas<FakeScene>;

  beforeEach(async () => {
    vi.resetModules();
    hooks = new FakeHooks();
    tooltip = new FakeTooltipManager();
    config = { Canvas: { layers: {} } };
    const settings: Record<string, unknown> = {
      defaultRuleset: "combat-grid",
      contactTolerance: -1,
      zoneColors: "friendly=#0000ff",
      zoneOpacity: 0.25,
    };
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("CONFIG", config);
    vi.stubGlobal("foundry", { canvas: { layers: { CanvasLayer: FakeCanvasLayer } } });
    vi.stubGlobal("PIXI", { Graphics: FakeGraphics });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      tooltip,
      settings: { get: (_ns: string, key: string) => settings[key] },
    });
    fieldA = new FakeScene({
      id: "A",
      tokens: [
        new FakeToken({ id: "a", name: "Rifles", disposition: 1, cells: [{ i: 2, j: 2 }] }),
        new FakeToken({ id: "b", name: "Red Guards", disposition: -1, cells: [{ i: 0, j: 2 }] }),
      ],
    });
    fieldB = new FakeScene({ id: "B" });
    // A fresh copy of the host's modules: hand it the rule systems as the entry would.
    (await import("@foundry/rulesets")).useRulesets(shippedCatalog());
    const { registerPlanLayer, boardView } = await import("@foundry/canvas/viewed-board");
    const { listen } = await import("@foundry/hooks/board-view");
    registerPlanLayer();
    canvas = new FakeCanvas(config.Canvas.layers);
    vi.stubGlobal("canvas", canvas);
    listen(boardView);
    await canvas.draw(fieldA);
  });
  afterEach(() => vi.unstubAllGlobals());

  function layer(): FakeCanvasLayer {
    const found = canvas.layers.get("wargameCombatPlan");
    if (found === undefined) throw new Error("the plan layer is not registered");
    return found;
  }

  function marks(): FakeGraphics[] {
    return layer().children.filter((child) => child instanceof FakeGraphics);
  }

  it("is registered in CONFIG.Canvas.layers in the interface group, and draws a previewed plan on it", () => {
    expect(config.Canvas.layers["wargameCombatPlan"]?.group).toBe("interface");
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    expect(marks()).toHaveLength(1);
    // 100 px spaces: the line 6 px wide, the end dot of radius 12 at (450, 250), in friendly's blue.
    expect(marks()[0]?.calls).toContainEqual(["drawCircle", 450, 250, 12]);
    expect(marks()[0]?.calls).toContainEqual(["lineStyle", 6, 0x0000ff, 0.9]);
  });

  it("is cleared when another scene is drawn, and does not come back on the first", async () => {
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    const drawn = marks();
    await canvas.draw(fieldB);
    expect(layer().children).toEqual([]);
    expect(drawn.every((mark) => mark.destroyed)).toBe(true);
    await canvas.draw(fieldA);
    expect(layer().children).toEqual([]);
  });

  it("shows the plan again when its own scene is drawn again", async () => {
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    await canvas.draw(fieldA);
    expect(marks()).toHaveLength(1);
  });

  it("is cleared when the combat closes", () => {
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    hooks.fire("wargame-combat.clearPreview");
    expect(layer().children).toEqual([]);
  });

  it("shows a path's reasons in Foundry's tooltip while the pointer is over its line or its end", async () => {
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    const mark = marks()[0];
    if (mark === undefined) throw new Error("no path drawn");
    // Hover reach 15 px either side of the line; the end dot's radius 12 px.
    expect(mark.pointOver({ x: 300, y: 300 }, { clientX: 10, clientY: 20 })).toBe(false);
    expect(tooltip.shown).toBeNull();
    expect(mark.pointOver({ x: 300, y: 260 }, { clientX: 310, clientY: 420 })).toBe(true);
    // The rule (a 2-space retreat) and the square refused at the first step, by the English texts.
    expect(tooltip.shown?.lines).toEqual([
      "Rule: 2-space retreat, every step further from the enemy.",
      "Row 1, column 2 is in hostile's zone of control (Red Guards).",
    ]);
    expect(tooltip.shown?.element.style.left).toBe("310px");
    mark.pointOut({ clientX: 0, clientY: 0 });
    expect(tooltip.shown).toBeNull();
    expect(mark.pointOver({ x: 459, y: 258 }, { clientX: 1, clientY: 1 })).toBe(true);
    await canvas.draw(fieldB);
    expect(tooltip.shown).toBeNull();
  });

  it("never names, in a reason, a unit this player cannot see", () => {
    const guards = fieldA.tokens.get("b");
    if (guards === undefined) throw new Error("no token b");
    guards.hidden = true;
    hooks.fire("wargame-combat.previewMoves", PLAN, fieldA);
    marks()[0]?.pointOver({ x: 300, y: 250 }, { clientX: 0, clientY: 0 });
    expect(tooltip.shown?.lines[1]).toBe("Row 1, column 2 is in hostile's zone of control (a unit you cannot see).");
  });
});
