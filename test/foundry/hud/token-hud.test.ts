import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { viewedIndex } from "@foundry/canvas/viewed-board";
import { listen } from "@foundry/hooks/token-hud";
import {
  addHudButtons,
  type HudActions,
  type HudCombatRequest,
  type HudElement,
  type HudToken,
} from "@foundry/hud/token-hud-buttons";
import { ContactDialog } from "@foundry/apps/contact-dialog";
import { type FakeApplicationV2, fakeApplicationsApi } from "../fakes/applications";
import { FakeScene, FakeToken } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

// The module's applications are declared when it loads, on Foundry's ApplicationV2.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** A HUD element: what was inserted, and the click listeners of the buttons found in it. */
class FakeElement implements HudElement {
  readonly inserted: string[] = [];
  readonly clicks = new Map<string, (event: Event) => void>();
  column: FakeElement | null = null;

  querySelector(selectors: string): HudElement | null {
    if (selectors === ".col.right") return this.column;
    const kind = /data-wargame-combat="([^"]+)"/.exec(selectors)?.[1];
    if (kind === undefined || !this.inserted.some((html) => html.includes(`data-wargame-combat="${kind}"`)))
      return null;
    return {
      querySelector: () => null,
      insertAdjacentHTML: () => undefined,
      addEventListener: (_type, listener) => this.clicks.set(kind, listener),
    };
  }

  insertAdjacentHTML(_position: "beforeend", html: string): void {
    this.inserted.push(html);
  }

  addEventListener(): void {
    throw new Error("the HUD itself gets no listener");
  }
}

function hud(): { root: FakeElement; column: FakeElement } {
  const root = new FakeElement();
  root.column = new FakeElement();
  return { root, column: root.column };
}

const TOKEN: HudToken = { id: "a", name: "1st Bn", parent: { id: "scene1" }, actor: { isOwner: true } };

describe("the token HUD's buttons", () => {
  let requests: HudCombatRequest[];
  let edited: HudToken[];
  let actions: HudActions & { enemies: readonly string[] | null };

  beforeEach(() => {
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() });
    requests = [];
    edited = [];
    actions = {
      enemies: [],
      contacts() {
        return this.enemies;
      },
      startCombat: (request) => requests.push(request),
      editUnit: (token) => edited.push(token),
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers a combat only while the token is in contact with an enemy", () => {
    const lone = hud();
    addHudButtons(lone.root, TOKEN, actions);
    expect(lone.column.inserted.join("")).not.toContain("start-combat");

    actions.enemies = ["b", "c"];
    const engaged = hud();
    addHudButtons(engaged.root, TOKEN, actions);
    expect(engaged.column.inserted[0]).toContain('data-tooltip="Start a combat with the enemies in contact"');
    engaged.column.clicks.get("start-combat")?.(new Event("click"));
    expect(requests).toEqual([{ sceneId: "scene1", tokenId: "a", contacts: ["b", "c"] }]);
  });

  it("offers the unit data editor to the actor's owners only", () => {
    const owned = hud();
    addHudButtons(owned.root, TOKEN, actions);
    owned.column.clicks.get("edit-unit")?.(new Event("click"));
    expect(edited).toEqual([TOKEN]);

    const other = hud();
    addHudButtons(other.root, { ...TOKEN, actor: { isOwner: false } }, actions);
    expect(other.column.inserted).toEqual([]);
  });
});

describe("the token HUD hook", () => {
  let hooks: FakeHooks;
  let started: unknown[];
  /** The applications rendered, by id (`foundry.applications.instances`). */
  let instances: Map<string, FakeApplicationV2>;

  beforeEach(() => {
    instances = new Map<string, FakeApplicationV2>();
    hooks = new FakeHooks();
    started = [];
    const friend = new FakeToken({ id: "a", cells: [{ i: 2, j: 2 }] });
    const enemy = new FakeToken({ id: "b", cells: [{ i: 2, j: 3 }], disposition: -1 });
    const scene = new FakeScene({ tokens: [friend, enemy, new FakeToken({ id: "c", cells: [{ i: 8, j: 8 }] })] });
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("canvas", { scene });
    vi.stubGlobal("foundry", {
      applications: { api: fakeApplicationsApi(), instances },
    });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      settings: { get: (_ns: string, key: string) => ({ defaultRuleset: "combat-grid", contactTolerance: -1 })[key] },
      modules: { get: () => ({ api: { startCombat: (request: unknown) => Promise.resolve(started.push(request)) } }) },
    });
    viewedIndex.invalidate();
    listen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the viewed scene's index for the token's enemies, then the rule system's contact inputs, and starts the combat through the API", async () => {
    const engaged = hud();
    const scene = new FakeScene();
    hooks.fire("renderTokenHUD", { document: { id: "a", name: "a", parent: scene, actor: null } }, engaged.root);
    engaged.column.clicks.get("start-combat")?.(new Event("click"));
    // combat-grid asks its inputs first: nothing starts until the form is answered.
    await vi.waitFor(() => expect(instances.get("wargame-combat-contact-a")).toBeInstanceOf(ContactDialog));
    expect(started).toEqual([]);
    const dialog = instances.get("wargame-combat-contact-a");
    if (!(dialog instanceof ContactDialog)) throw new Error("no contact form");
    expect(await dialog.submitAnswers({ attackerOps: 2, flanking: true })).toBe(true);
    expect(started).toEqual([
      {
        sceneId: "scene1",
        tokenId: "a",
        contacts: ["b"],
        answers: {
          attackerOps: 2,
          defenderOps: 0,
          preparedPositions: 0,
          flanking: true,
          weather: "clear",
          tacticalPhase: 1,
          acrossBridge: [],
        },
      },
    ]);
    expect(dialog.closed).toBe(true);

    const lone = hud();
    hooks.fire("renderTokenHUD", { document: { id: "c", name: "c", parent: scene, actor: null } }, lone.root);
    expect(lone.column.inserted).toEqual([]);
  });
});
