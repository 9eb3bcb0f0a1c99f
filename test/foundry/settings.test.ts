import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactToleranceOverride, registerKeybindings, registerSettings } from "@foundry/settings";
import { coreActionFor } from "./fakes/core-keybindings";
import { englishI18n } from "./fakes/english";
import { fakeRelease } from "./fakes/v14";

interface Registered {
  readonly name?: string;
  readonly hint?: string;
  readonly scope: string;
  readonly config: boolean;
  readonly default: unknown;
  readonly range?: unknown;
  readonly onChange?: () => void;
}

interface Keybinding {
  readonly name: string;
  readonly hint: string;
  readonly editable: readonly { readonly key: string; readonly modifiers: readonly string[] }[];
  readonly onDown: () => boolean;
  readonly onUp?: () => boolean;
  readonly restricted?: boolean;
}

describe("the board view's settings and keybinding", () => {
  let settings: Map<string, Registered>;
  let values: Map<string, unknown>;
  let keybindings: Map<string, Keybinding>;

  beforeEach(() => {
    settings = new Map();
    values = new Map();
    keybindings = new Map();
    vi.stubGlobal("foundry", { helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } } });
    vi.stubGlobal("game", {
      release: fakeRelease(),
      settings: {
        register: (_ns: string, key: string, config: Registered) => settings.set(key, config),
        get: (_ns: string, key: string) => values.get(key) ?? settings.get(key)?.default,
      },
      keybindings: { register: (_ns: string, key: string, config: Keybinding) => keybindings.set(key, config) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("registers zone colours, opacity and showing on load per client, contact tolerance per world, each with localized text", () => {
    registerSettings();
    const english = englishI18n();
    const scopes = Object.fromEntries(
      ["zoneColors", "zoneOpacity", "showZonesOnLoad", "contactTolerance"].map((key) => [
        key,
        settings.get(key)?.scope,
      ]),
    );
    expect(scopes).toEqual({
      zoneColors: "client",
      zoneOpacity: "client",
      showZonesOnLoad: "client",
      contactTolerance: "world",
    });
    for (const key of ["zoneColors", "zoneOpacity", "showZonesOnLoad", "contactTolerance"]) {
      const entry = settings.get(key);
      expect(entry?.config).toBe(true);
      expect(english.localize(entry?.name ?? "")).not.toBe(entry?.name);
      expect(english.localize(entry?.hint ?? "")).not.toBe(entry?.hint);
    }
    expect(settings.get("zoneOpacity")).toMatchObject({ default: 0.25, range: { min: 0.05, max: 0.8, step: 0.05 } });
    expect(settings.get("showZonesOnLoad")?.default).toBe(false);
  });

  it("redraws zones for a new style, and rebuilds the index for new contact or rule system rules", () => {
    const calls: string[] = [];
    registerSettings({ zonesRestyled: () => calls.push("restyle"), indexRulesChanged: () => calls.push("rules") });
    for (const key of ["zoneColors", "zoneOpacity", "contactTolerance", "defaultRuleset"])
      settings.get(key)?.onChange?.();
    expect(calls).toEqual(["restyle", "restyle", "rules", "rules"]);
  });

  it("leaves contact tolerance to the rule system until the world sets one (0 or more)", () => {
    registerSettings();
    expect(contactToleranceOverride()).toBeNull();
    values.set("contactTolerance", 0);
    expect(contactToleranceOverride()).toBe(0);
    values.set("contactTolerance", 1.5);
    expect(contactToleranceOverride()).toBe(1.5);
  });

  it("binds Shift+Z to the zones toggle", () => {
    let toggles = 0;
    registerKeybindings(
      () => toggles++,
      () => undefined,
      () => undefined,
      () => undefined,
      () => undefined,
    );
    const binding = keybindings.get("toggleZones");
    expect(binding?.editable).toEqual([{ key: "KeyZ", modifiers: ["Shift"] }]);
    expect(binding?.name).toBe("WARGAME.Keybindings.toggleZones.name");
    expect(binding?.onDown()).toBe(true);
    expect(toggles).toBe(1);
  });

  it("binds no key core Foundry uses (Shift+T is core's Target, Shift+C its chat focus)", () => {
    registerKeybindings(
      () => undefined,
      () => undefined,
      () => undefined,
      () => undefined,
      () => undefined,
    );
    const collisions = [...keybindings].flatMap(([action, binding]) =>
      binding.editable.flatMap(({ key, modifiers }) => {
        const core = coreActionFor(key, modifiers);
        return core === undefined ? [] : [`${action} → ${core}`];
      }),
    );
    expect(collisions).toEqual([]);
    expect(keybindings.size).toBe(5);
  });

  it("binds Shift+X to attacking the targeted enemies", () => {
    let attacks = 0;
    registerKeybindings(
      () => undefined,
      () => attacks++,
      () => undefined,
      () => undefined,
      () => undefined,
    );
    const binding = keybindings.get("attackTargets");
    expect(binding?.editable).toEqual([{ key: "KeyX", modifiers: ["Shift"] }]);
    expect(binding?.name).toBe("WARGAME.Keybindings.attackTargets.name");
    expect(binding?.onDown()).toBe(true);
    expect(attacks).toBe(1);
  });

  it("binds Shift+N to the turn tracker", () => {
    let turns = 0;
    registerKeybindings(
      () => undefined,
      () => undefined,
      () => turns++,
      () => undefined,
      () => undefined,
    );
    const binding = keybindings.get("playTurn");
    expect(binding?.editable).toEqual([{ key: "KeyN", modifiers: ["Shift"] }]);
    expect(binding?.name).toBe("WARGAME.Keybindings.playTurn.name");
    expect(binding?.onDown()).toBe(true);
    expect(turns).toBe(1);
  });

  it("holds Shift to drag one counter alone, leaving Shift to core too (onDown and onUp answer false)", () => {
    const held: boolean[] = [];
    registerKeybindings(
      () => undefined,
      () => undefined,
      () => undefined,
      (alone) => held.push(alone),
      () => undefined,
    );
    const binding = keybindings.get("dragAlone");
    expect(binding?.editable).toEqual([
      { key: "ShiftLeft", modifiers: [] },
      { key: "ShiftRight", modifiers: [] },
    ]);
    expect(englishI18n().localize(binding?.name ?? "")).toBe("Drag one counter out of its stack");
    expect(binding?.onDown()).toBe(false);
    expect(binding?.onUp?.()).toBe(false);
    expect(held).toEqual([true, false]);
  });

  it("binds Shift+M, for gamemasters only, to starting every move afresh", () => {
    let resets = 0;
    registerKeybindings(
      () => undefined,
      () => undefined,
      () => undefined,
      () => undefined,
      () => resets++,
    );
    const binding = keybindings.get("resetMoves");
    expect(binding).toMatchObject({ editable: [{ key: "KeyM", modifiers: ["Shift"] }], restricted: true });
    expect(englishI18n().localize(binding?.hint ?? "")).not.toBe(binding?.hint);
    expect(binding?.onDown()).toBe(true);
    expect(resets).toBe(1);
  });
});
