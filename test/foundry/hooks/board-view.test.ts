import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MovePlan } from "@engine/movement/move-plan";
import { BoardOverlay, ZONE_LAYER_PREFIX } from "@foundry/canvas/board-overlay";
import { BoardView } from "@foundry/canvas/board-view";
import type { SceneControlsRecord } from "@foundry/canvas/canvas-ports";
import { indexSettingsOf } from "@foundry/canvas/index-settings";
import { PathPreview } from "@foundry/canvas/path-preview";
import { ViewedIndex, type IndexChange } from "@foundry/canvas/viewed-index";
import { listen, toggleZones, ZONES_TOOL } from "@foundry/hooks/board-view";
import { BLUE, FakeHighlightGrid, FakePlanSurface, type FakeShape, STYLE } from "../canvas/canvas-fakes";
import { FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

const FRIENDLY = `${ZONE_LAYER_PREFIX}friendly`;

describe("seeing the board on the canvas", () => {
  let hooks: FakeHooks;
  let grid: FakeHighlightGrid;
  let surface: FakePlanSurface;
  let scene: FakeScene;
  let view: BoardView<FakeShape>;
  let info: string[];
  let renders: unknown[];
  let changes: IndexChange[];
  let settings: Record<string, unknown>;

  beforeEach(() => {
    hooks = new FakeHooks();
    grid = new FakeHighlightGrid();
    surface = new FakePlanSurface();
    info = [];
    renders = [];
    changes = [];
    settings = { defaultRuleset: "combat-grid", contactTolerance: -1, showZonesOnLoad: false };
    scene = new FakeScene({
      tokens: [new FakeToken({ id: "a", cells: [{ i: 2, j: 2 }] })],
      flags: { ruleset: "assault" },
    });
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("canvas", { scene });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      settings: { get: (_ns: string, key: string) => settings[key] },
    });
    vi.stubGlobal("ui", {
      notifications: { info: (text: string) => info.push(text), error: (text: string) => info.push(text) },
      controls: { render: (options: unknown) => renders.push(options) },
    });
    const index = new ViewedIndex({ scene: () => scene, settings: indexSettingsOf });
    index.subscribe((change) => changes.push(change));
    const preview = new PathPreview(
      () => STYLE,
      { show: () => undefined, hide: () => undefined },
      () => scene.id,
    );
    preview.drawn(surface);
    view = new BoardView(
      index,
      new BoardOverlay<FakeShape>(
        () => grid,
        (points) => ({ points }),
        () => STYLE,
      ),
      preview,
    );
    listen(view);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("adds the zones toggle to the token controls, and draws zones when it is switched on", () => {
    const controls: SceneControlsRecord = {
      tokens: { tools: { select: { name: "select", order: 0, title: "Select", icon: "x" } } },
    };
    hooks.fire("getSceneControlButtons", controls);
    const tool = controls["tokens"]?.tools[ZONES_TOOL];
    expect(tool).toMatchObject({
      name: ZONES_TOOL,
      order: 1,
      title: "WARGAME.Zones.tool",
      toggle: true,
      active: false,
    });
    tool?.onChange?.(new Event("change"), true);
    expect(view.shown).toBe(true);
    expect(grid.drawn(FRIENDLY)).toHaveLength(9);
    // The scene plays assault, whose zones are a labelled default: the user is told so.
    expect(info).toEqual([englishI18n().localize("WARGAME.Assault.Gap.Zoc")]);
  });

  it("switches zones from the keybinding, and has the scene controls mark the tool afresh", () => {
    toggleZones(view);
    expect(view.shown).toBe(true);
    expect(renders).toEqual([{ reset: true }]);
    const controls: SceneControlsRecord = { tokens: { tools: {} } };
    hooks.fire("getSceneControlButtons", controls);
    expect(controls["tokens"]?.tools[ZONES_TOOL]?.active).toBe(true);
    grid.calls = [];
    toggleZones(view);
    expect(view.shown).toBe(false);
    expect(grid.calls.every((call) => call.op === "destroy")).toBe(true);
  });

  it("shows zones on the first canvas when the client asks for them on load", () => {
    settings["showZonesOnLoad"] = true;
    hooks.fire("canvasReady");
    expect(view.shown).toBe(true);
    view.setShown(false);
    hooks.fire("canvasReady");
    expect(view.shown).toBe(false);
  });

  it("draws a previewed plan's paths on the viewed scene only, in the side's colour, until cleared", () => {
    const plan: MovePlan = {
      moves: [
        {
          unitId: "a",
          path: [
            { x: 250, y: 250 },
            { x: 350, y: 250 },
            { x: 450, y: 350 },
          ],
          footprint: { kind: "cells", cells: [{ i: 3, j: 4 }] },
          facing: 0,
          distance: 2,
        },
      ],
      events: [],
    };
    hooks.fire("wargame-combat.previewMoves", plan, { id: "elsewhere" });
    expect(surface.marks).toEqual([]);
    hooks.fire("wargame-combat.previewMoves", plan, scene);
    // 100 px spaces: lines 6 px wide, the end dot 12 px across its radius; token a is friendly (disposition 1).
    expect(surface.marks.map((mark) => mark.calls)).toEqual([
      [
        ["lineStyle", 6, BLUE, 0.9],
        ["moveTo", 250, 250],
        ["lineTo", 350, 250],
        ["lineTo", 450, 350],
        ["lineStyle", 0, BLUE, 0],
        ["beginFill", BLUE, 0.9],
        ["drawCircle", 450, 350, 12],
        ["endFill"],
      ],
    ]);
    const [drawn] = surface.marks;
    hooks.fire("wargame-combat.clearPreview");
    expect(surface.marks).toEqual([]);
    expect(drawn?.destroyed).toBe(true);
  });

  it("does not show a player where a hidden token goes", () => {
    const token = scene.tokens.get("a");
    if (!token) throw new Error("no token");
    token.hidden = true;
    const plan: MovePlan = {
      moves: [
        {
          unitId: "a",
          path: [
            { x: 250, y: 250 },
            { x: 350, y: 250 },
          ],
          footprint: { kind: "cells", cells: [{ i: 2, j: 3 }] },
          facing: 0,
          distance: 1,
        },
      ],
      events: [],
    };
    hooks.fire("wargame-combat.previewMoves", plan, scene);
    expect(surface.marks).toEqual([]);
  });

  it("rebuilds the index when the viewed scene's rule system changes", () => {
    hooks.fire("updateScene", scene, { flags: { "other-module": { ruleset: "x" } } });
    hooks.fire("updateScene", { id: "elsewhere" }, { flags: { "wargame-combat": { ruleset: "combat-grid" } } });
    expect(changes).toEqual([]);
    hooks.fire("updateScene", scene, { flags: { "wargame-combat": { "-=ruleset": null } } });
    expect(changes).toEqual([{ kind: "rebuilt" }]);
  });
});
