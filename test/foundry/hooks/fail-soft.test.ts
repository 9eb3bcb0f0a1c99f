import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MovePlan } from "@engine/movement/move-plan";
import type { BoardListener } from "@foundry/board/board-events";
import { BoardOverlay } from "@foundry/canvas/board-overlay";
import { BoardView } from "@foundry/canvas/board-view";
import { indexSettingsOf } from "@foundry/canvas/index-settings";
import { PathPreview } from "@foundry/canvas/path-preview";
import { StackFan } from "@foundry/canvas/stack-fan";
import { ViewedIndex } from "@foundry/canvas/viewed-index";
import * as boardSync from "@foundry/hooks/board-sync";
import * as boardView from "@foundry/hooks/board-view";
import { type CanvasFeature, FailSoft } from "@foundry/hooks/fail-soft";
import * as stackFan from "@foundry/hooks/stack-fan";
import * as tokenCounters from "@foundry/hooks/token-counters";
import type { CounterHooks } from "@foundry/hooks/token-counters";
import * as tokenHud from "@foundry/hooks/token-hud";
import { type FakeShape, FakeHighlightGrid, STYLE } from "../canvas/canvas-fakes";
import { FakeFanToken } from "../canvas/fan-fakes";
import { FakeActor, FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

// token-hud.ts loads the unit data editor, an ApplicationV2, when it is imported.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** What a broken feature reached: each call counts, and each throws. */
let reached = 0;
function broken(): never {
  reached += 1;
  throw new Error("a bug in the feature");
}

class BrokenFan extends StackFan<FakeFanToken> {
  constructor() {
    super({ index: () => null, token: () => undefined, later: () => undefined });
  }
  override entered(): void {
    broken();
  }
  override left(): void {
    broken();
  }
  override refreshed(): void {
    broken();
  }
  override tornDown(): void {
    broken();
  }
}

/** Counters whose printing is broken. */
function brokenCounters(): CounterHooks {
  return { refresh: broken, forget: broken, refreshUnits: broken };
}

class BrokenIndex extends ViewedIndex {
  override invalidate(): void {
    broken();
  }
}

class BrokenView extends BoardView<FakeShape> {
  override canvasReady(): void {
    broken();
  }
  override showPlan(): void {
    broken();
  }
  override clearPlan(): void {
    broken();
  }
}

function brokenListener(): BoardListener {
  return {
    unitAdded: broken,
    unitChanged: broken,
    unitRemoved: broken,
    terrainChanged: broken,
    boardReplaced: broken,
    boardCleared: broken,
  };
}

const PLAN: MovePlan = { moves: [], events: [] };

/** One hook of a hook file: how to listen with a broken feature, and the arguments Foundry passes. */
interface Case {
  readonly hook: string;
  readonly feature: CanvasFeature;
  readonly listen: (soft: FailSoft) => void;
  readonly args: () => unknown[];
}

const token = new FakeFanToken("a", 0, 0);
/** The actor of the viewed scene's one token (see beforeEach). */
const unitActor = new FakeActor({ flags: { unit: { move: 3 } } });
const placed = (): FakeToken => {
  const made = new FakeToken({ id: "a", cells: [{ i: 0, j: 0 }] });
  made.parent = { id: "scene1" };
  return made;
};

function brokenView(): BrokenView {
  return new BrokenView(
    new BrokenIndex({ scene: () => null, settings: indexSettingsOf }),
    new BoardOverlay<FakeShape>(
      () => new FakeHighlightGrid(),
      (points) => ({ points }),
      () => STYLE,
    ),
    new PathPreview(
      () => STYLE,
      { show: () => undefined, hide: () => undefined },
      () => null,
    ),
  );
}

const CASES: readonly Case[] = [
  ...(["hoverToken", "controlToken"] as const).map((hook) => ({
    hook,
    feature: "stackFan" as const,
    listen: (soft: FailSoft) => stackFan.listen(new BrokenFan(), soft),
    args: () => [token, true],
  })),
  ...(["refreshToken", "canvasTearDown"] as const).map((hook) => ({
    hook,
    feature: "stackFan" as const,
    listen: (soft: FailSoft) => stackFan.listen(new BrokenFan(), soft),
    args: () => [token],
  })),
  ...(["refreshToken", "destroyToken"] as const).map((hook) => ({
    hook,
    feature: "tokenCounters" as const,
    listen: (soft: FailSoft) =>
      tokenCounters.listen(brokenCounters(), new ViewedIndex({ scene: () => null, settings: indexSettingsOf }), soft),
    args: () => [token],
  })),
  ...(["createToken", "deleteToken"] as const).map((hook) => ({
    hook,
    feature: "boardSync" as const,
    listen: (soft: FailSoft) => boardSync.listen(brokenListener(), soft),
    args: () => [placed()],
  })),
  {
    hook: "updateToken",
    feature: "boardSync",
    listen: (soft) => boardSync.listen(brokenListener(), soft),
    args: () => [placed(), { x: 100 }],
  },
  {
    hook: "updateActor",
    feature: "boardSync",
    listen: (soft) => boardSync.listen(brokenListener(), soft),
    args: () => [unitActor, { flags: { "wargame-combat": { unit: { move: 4 } } } }],
  },
  ...(["createWall", "updateWall", "deleteWall", "createRegion", "updateRegion", "deleteRegion"] as const).map(
    (hook) => ({
      hook,
      feature: "boardSync" as const,
      listen: (soft: FailSoft) => boardSync.listen(brokenListener(), soft),
      args: () => [{ parent: { id: "scene1" } }],
    }),
  ),
  {
    hook: "updateScene",
    feature: "zones",
    listen: (soft) => boardView.listen(brokenView(), soft),
    args: () => [{ id: "scene1" }, { flags: { "wargame-combat": { ruleset: "assault" } } }],
  },
  {
    hook: "wargame-combat.previewMoves",
    feature: "planPreview",
    listen: (soft) => boardView.listen(brokenView(), soft),
    args: () => [PLAN, { id: "scene1" }],
  },
  {
    hook: "wargame-combat.clearPreview",
    feature: "planPreview",
    listen: (soft) => boardView.listen(brokenView(), soft),
    args: () => [],
  },
  {
    hook: "renderTokenHUD",
    feature: "tokenHud",
    listen: (soft) => tokenHud.listen(soft),
    args: () => [
      {
        get document(): never {
          return broken();
        },
      },
      {},
    ],
  },
];

describe("fail soft: a canvas feature that throws", () => {
  let hooks: FakeHooks;
  let viewed: string;
  let logged: string[];
  let warned: CanvasFeature[];
  let soft: FailSoft;

  beforeEach(() => {
    reached = 0;
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    viewed = "scene1";
    vi.stubGlobal("canvas", {
      scene: new FakeScene({
        id: "scene1",
        tokens: [new FakeToken({ id: "u", cells: [{ i: 0, j: 0 }], actor: unitActor })],
      }),
    });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      settings: { get: () => false },
    });
    logged = [];
    warned = [];
    soft = new FailSoft({
      sceneId: () => viewed,
      log: (message) => logged.push(message),
      warn: (feature) => warned.push(feature),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Views another scene: the canvas is drawn for it and `canvasReady` fires. */
  function view(sceneId: string): void {
    viewed = sceneId;
    vi.stubGlobal("canvas", { scene: new FakeScene({ id: sceneId }) });
    hooks.fire("canvasReady", {});
  }

  for (const { hook, feature, listen, args } of CASES) {
    it(`on ${hook} is logged once with the module's name and stays off for the scene (${feature})`, () => {
      listen(soft);
      for (let fired = 0; fired < 3; fired++) expect(() => hooks.fire(hook, ...args())).not.toThrow();
      expect(reached).toBe(1);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain("wargame-combat");
      expect(logged[0]).toContain(feature);
      expect(warned).toEqual([feature]);
      expect(soft.isOff(feature)).toBe(true);
    });
  }

  it("comes back on at the next canvasReady of another scene, not of the same one", () => {
    stackFan.listen(new BrokenFan(), soft);
    hooks.fire("hoverToken", token, true);
    view("scene1");
    hooks.fire("hoverToken", token, true);
    expect(reached).toBe(1);
    view("scene2");
    hooks.fire("hoverToken", token, true);
    expect(reached).toBe(2);
    expect(logged).toHaveLength(2);
  });

  it("on canvasReady (the board sync, the zones) turns only that feature off, and the other features go on", () => {
    boardSync.listen(brokenListener(), soft);
    boardView.listen(brokenView(), soft);
    const counters: string[] = [];
    tokenCounters.listen(
      { ...brokenCounters(), refresh: () => counters.push("refreshed") },
      new ViewedIndex({ scene: () => null, settings: indexSettingsOf }),
      soft,
    );
    hooks.fire("canvasReady", {});
    hooks.fire("canvasReady", {});
    expect(reached).toBe(2);
    expect(warned).toEqual(["boardSync", "zones"]);
    hooks.fire("refreshToken", token);
    expect(counters).toEqual(["refreshed"]);
  });
});
