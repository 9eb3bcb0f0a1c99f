import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEMPLATES } from "@foundry/templates";
import { fakeApplicationsApi } from "./fakes/applications";
import { FakeCanvasLayer, type FakeLayerEntry } from "./fakes/canvas";
import { fakeRelease } from "./fakes/v14";
import { SHIPPED_RULESETS } from "@rulesets/shipped";

/** A small fake of the parts of Foundry the entry uses: hooks, settings, templates, chat, modules. */
function fakeFoundry(options: { isGM: boolean }) {
  const hooks = new Map<string, () => void>();
  const listeners = new Set<string>();
  const config = {
    statusEffects: [] as { id: string }[],
    queries: {} as Record<string, unknown>,
    Actor: { typeLabels: {} as Record<string, string> },
    Canvas: { layers: {} as Record<string, FakeLayerEntry> },
  };
  const settings = new Map<string, { default: unknown; value?: unknown; scope: string }>();
  const module: { id: string; version: string; api?: unknown } = { id: "wargame-combat", version: "9.8.7" };
  const loaded: string[][] = [];
  const messages: unknown[] = [];
  const helpers: string[] = [];
  const rendered: { path: string; data: unknown }[] = [];
  const keybindings: string[] = [];
  const menus: string[] = [];
  const users = [
    { id: "gm1", isGM: true },
    { id: "p1", isGM: false },
  ];
  return {
    hooks,
    listeners,
    config,
    settings,
    module,
    loaded,
    messages,
    rendered,
    helpers,
    keybindings,
    menus,
    globals: {
      Handlebars: { registerHelper: (name: string) => helpers.push(name) },
      Hooks: {
        once: (name: string, fn: () => void) => hooks.set(name, fn),
        on: (name: string) => listeners.add(name),
      },
      CONFIG: config,
      game: {
        release: fakeRelease(),
        user: { isGM: options.isGM },
        users: { filter: (fn: (user: { isGM: boolean }) => boolean) => users.filter(fn) },
        modules: { get: (id: string) => (id === module.id ? module : undefined) },
        i18n: {
          localize: (key: string) => `«${key}»`,
          format: (key: string, data: object) => `«${key}» ${JSON.stringify(data)}`,
        },
        keybindings: { register: (ns: string, key: string) => keybindings.push(`${ns}.${key}`) },
        settings: {
          register: (ns: string, key: string, config: { default: unknown; scope: string }) =>
            settings.set(`${ns}.${key}`, { default: config.default, scope: config.scope }),
          registerMenu: (ns: string, key: string) => menus.push(`${ns}.${key}`),
          get: (ns: string, key: string) => {
            const entry = settings.get(`${ns}.${key}`);
            return entry?.value ?? entry?.default;
          },
          set: (ns: string, key: string, value: unknown) => {
            const entry = settings.get(`${ns}.${key}`);
            if (entry) entry.value = value;
            return Promise.resolve(value);
          },
        },
      },
      foundry: {
        helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } },
        canvas: { layers: { CanvasLayer: FakeCanvasLayer } },
        applications: {
          api: fakeApplicationsApi(),
          handlebars: {
            loadTemplates: (paths: string[]) => {
              loaded.push(paths);
              return Promise.resolve([]);
            },
            renderTemplate: (path: string, data: unknown) => {
              rendered.push({ path, data });
              return Promise.resolve("<section>welcome</section>");
            },
          },
        },
      },
      ChatMessage: {
        create: (data: unknown) => {
          messages.push(data);
          return Promise.resolve(data);
        },
      },
    },
  };
}

async function boot(fake: ReturnType<typeof fakeFoundry>): Promise<void> {
  for (const [name, value] of Object.entries(fake.globals)) vi.stubGlobal(name, value);
  if (!("ui" in globalThis)) vi.stubGlobal("ui", { notifications: { error: () => undefined } });
  vi.resetModules();
  await import("@foundry/main");
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the module entry", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("registers settings and preloads every template on init", async () => {
    const fake = fakeFoundry({ isGM: true });
    await boot(fake);
    expect([...fake.hooks.keys()].sort()).toEqual(["init", "ready"]);
    fake.hooks.get("init")?.();
    expect(fake.settings.get("wargame-combat.defaultRuleset")).toEqual({ default: "combat-grid", scope: "world" });
    expect(fake.settings.get("wargame-combat.welcomeShown")).toEqual({ default: false, scope: "world" });
    expect(fake.loaded).toEqual([TEMPLATES.map((template) => `modules/wargame-combat/templates/${template}`)]);
    expect(fake.helpers).toEqual(["wargameText"]);
    expect(fake.keybindings).toEqual([
      "wargame-combat.toggleZones",
      "wargame-combat.attackTargets",
      "wargame-combat.playTurn",
      "wargame-combat.dragAlone",
      "wargame-combat.resetMoves",
    ]);
    // The module's Actor sub-type (module.json documentTypes) is "<module id>.<type>"; its label is
    // looked up in CONFIG.Actor.typeLabels (foundryvtt.com/api/variables/CONFIG.Actor.html, Version 13).
    expect(fake.config.Actor.typeLabels).toEqual({ "wargame-combat.unit": "WARGAME.ActorType.unit" });
    // The planned paths' own canvas layer, in the interface group.
    expect(fake.config.Canvas.layers["wargameCombatPlan"]?.group).toBe("interface");
    // Every rule system's options: a hidden world setting and a settings menu.
    expect(fake.settings.get("wargame-combat.options-assault")).toEqual({ default: {}, scope: "world" });
    expect(fake.menus).toHaveLength(SHIPPED_RULESETS.length);
  });

  it("listens to the board's hooks from the start, and registers status effects and the GM's queries on init", async () => {
    const fake = fakeFoundry({ isGM: false });
    await boot(fake);
    fake.hooks.get("init")?.();
    expect(fake.config.statusEffects.map((entry) => entry.id)).toContain("wargame-combat-tipped");
    expect(Object.keys(fake.config.queries).sort()).toEqual([
      "wargame-combat.applyChanges",
      "wargame-combat.applyingCombat",
      "wargame-combat.decide",
      "wargame-combat.handOverCombat",
      "wargame-combat.keepTurn",
      "wargame-combat.roll",
      "wargame-combat.shareHostCopies",
      "wargame-combat.takeOverCombat",
      "wargame-combat.undoChanges",
      "wargame-combat.view",
    ]);
    expect([...fake.listeners]).toEqual(
      expect.arrayContaining([
        "canvasReady",
        "createToken",
        "updateToken",
        "deleteToken",
        "updateWall",
        "updateRegion",
        "refreshToken",
        "destroyToken",
      ]),
    );
  });

  it("publishes the API on ready and welcomes the GM once, whispered", async () => {
    const fake = fakeFoundry({ isGM: true });
    await boot(fake);
    fake.hooks.get("init")?.();
    fake.hooks.get("ready")?.();
    await settle();
    expect(fake.module.api).toMatchObject({
      version: "9.8.7",
      rulesets: expect.arrayContaining(["combat-grid", "assault"]) as unknown,
    });
    expect(fake.messages).toEqual([
      { content: "<section>welcome</section>", whisper: ["gm1"], speaker: { alias: "«WARGAME.Title»" } },
    ]);
    // The welcome names every shipped rule system, in the shipped list's order.
    expect(fake.rendered[0]?.data).toEqual({ rulesets: SHIPPED_RULESETS.map((entry) => entry.ruleset.labelKey) });

    fake.hooks.get("ready")?.();
    await settle();
    expect(fake.messages).toHaveLength(1);
  });

  it("keeps every other registration when one throws at init, and names it when the world is ready", async () => {
    const fake = fakeFoundry({ isGM: false });
    // A system that replaced CONFIG.statusEffects with something the module cannot extend.
    Object.defineProperty(fake.config, "statusEffects", {
      get: () => {
        throw new TypeError("statusEffects is not an array");
      },
    });
    const errors: string[] = [];
    vi.stubGlobal("ui", { notifications: { error: (text: string) => errors.push(text) } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await boot(fake);
    fake.hooks.get("init")?.();
    expect(Object.keys(fake.config.queries).sort()).toEqual([
      "wargame-combat.applyChanges",
      "wargame-combat.applyingCombat",
      "wargame-combat.decide",
      "wargame-combat.handOverCombat",
      "wargame-combat.keepTurn",
      "wargame-combat.roll",
      "wargame-combat.shareHostCopies",
      "wargame-combat.takeOverCombat",
      "wargame-combat.undoChanges",
      "wargame-combat.view",
    ]);
    expect(fake.loaded).toHaveLength(1);
    expect(fake.keybindings).toEqual([
      "wargame-combat.toggleZones",
      "wargame-combat.attackTargets",
      "wargame-combat.playTurn",
      "wargame-combat.dragAlone",
      "wargame-combat.resetMoves",
    ]);
    expect(logged).toHaveBeenCalled();
    fake.hooks.get("ready")?.();
    await settle();
    expect(errors).toEqual(['«WARGAME.Init.Failed» {"parts":"«WARGAME.Init.statusEffects»"}']);
    logged.mockRestore();
  });

  it("does not greet players", async () => {
    const fake = fakeFoundry({ isGM: false });
    await boot(fake);
    fake.hooks.get("init")?.();
    fake.hooks.get("ready")?.();
    await settle();
    expect(fake.messages).toEqual([]);
  });
});
