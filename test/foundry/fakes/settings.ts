import { vi } from "vitest";
import type { FlagChanges } from "@foundry/gm/gm-ports";
import { registerOptionSettings } from "@foundry/settings/ruleset-options";
import { applyFlagChanges } from "./documents";
import { fakeRelease } from "./v14";

/** A setting as registered (the fields the module passes). */
export interface RegisteredSetting {
  readonly name?: string;
  readonly hint?: string;
  readonly scope: string;
  readonly config: boolean;
  readonly default: unknown;
  readonly onChange?: (value: unknown) => void;
}

/** A settings menu as registered. */
export interface RegisteredMenu {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly icon: string;
  readonly type: new () => unknown;
  readonly restricted: boolean;
}

/**
 * A fake of `game.settings` (Foundry v13 `ClientSettings`,
 * https://foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html) behaving as the host relies on:
 * `get` of a key nobody registered throws; `get` gives the stored value, else the default; `set`
 * stores the value as JSON (what the world's Setting document keeps) and calls the setting's
 * `onChange` with it; `registerMenu` keeps the menu by key.
 */
export class FakeSettings {
  readonly registered = new Map<string, RegisteredSetting>();
  readonly menus = new Map<string, RegisteredMenu>();
  readonly stored = new Map<string, string>();

  register(namespace: string, key: string, config: RegisteredSetting): void {
    this.registered.set(`${namespace}.${key}`, config);
  }

  registerMenu(namespace: string, key: string, config: RegisteredMenu): void {
    this.menus.set(`${namespace}.${key}`, config);
  }

  get(namespace: string, key: string): unknown {
    const setting = this.#setting(namespace, key);
    const stored = this.stored.get(`${namespace}.${key}`);
    return stored === undefined ? setting.default : (JSON.parse(stored) as unknown);
  }

  set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const setting = this.#setting(namespace, key);
    this.stored.set(`${namespace}.${key}`, JSON.stringify(value));
    setting.onChange?.(this.get(namespace, key));
    return Promise.resolve(value);
  }

  #setting(namespace: string, key: string): RegisteredSetting {
    const setting = this.registered.get(`${namespace}.${key}`);
    if (setting === undefined) throw new Error(`${namespace}.${key} is not a registered game setting`);
    return setting;
  }
}

/**
 * Stubs `game.settings` with the rule systems' option settings registered (the combat and overlay
 * code reads them), keeping whatever else the test put on `game`; returns the fake.
 */
export function stubRulesetSettings(): FakeSettings {
  const settings = new FakeSettings();
  const current: unknown = Reflect.get(globalThis, "game");
  vi.stubGlobal("game", {
    release: fakeRelease(),
    ...(typeof current === "object" && current !== null ? current : {}),
    settings,
  });
  registerOptionSettings();
  return settings;
}

/** A scene with module flags that an update changes as Foundry's does (see `applyFlagChanges`). */
export class FakeOptionsScene {
  readonly flags: Record<string, unknown>;

  constructor(
    readonly id: string,
    readonly name: string,
    flags: Record<string, unknown> = {},
  ) {
    this.flags = structuredClone(flags);
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<this> {
    const changes = data.flags["wargame-combat"];
    if (changes) applyFlagChanges(this.flags, changes);
    return Promise.resolve(this);
  }
}
