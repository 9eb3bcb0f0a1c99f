import { vi } from "vitest";
import { fakeRelease } from "./v14";

type Handler = (...args: never[]) => unknown;

/** A fake of Foundry's `Hooks`: records `on`/`once` registrations and fires them on demand. */
export class FakeHooks {
  readonly handlers = new Map<string, Handler[]>();
  readonly called: { hook: string; args: unknown[] }[] = [];
  /** What `call` answers (a pre-hook returning false makes it false). */
  answer = true;
  /**
   * Whether `callAll` runs the listeners, as Foundry's does ("call all hooked functions", Hooks.callAll,
   * foundryvtt.com/api/classes/foundry.helpers.Hooks.html, v13); off by default, where a test reads
   * `called` alone.
   */
  runsListeners = false;

  /** Each listener by the id `on` gave it (Foundry's `Hooks.on` returns an id for `Hooks.off`). */
  readonly #ids = new Map<number, Handler>();

  on(hook: string, fn: Handler): number {
    this.handlers.set(hook, [...(this.handlers.get(hook) ?? []), fn]);
    this.#ids.set(this.#ids.size + 1, fn);
    return this.#ids.size;
  }

  once(hook: string, fn: Handler): number {
    return this.on(hook, fn);
  }

  /**
   * With `runsListeners`, Foundry's `Hooks.call`: listeners run in the order registered until one
   * returns false, and then it returns false ("Call hook listeners in the order in which they were
   * registered. Continue calling hooks until either all have been called or one returns false",
   * foundryvtt.com/api/classes/foundry.helpers.Hooks.html, Version 13). Otherwise `answer`.
   */
  call(hook: string, ...args: unknown[]): boolean {
    this.called.push({ hook, args });
    if (!this.runsListeners) return this.answer;
    return (this.handlers.get(hook) ?? []).every((fn) => Reflect.apply(fn, undefined, args) !== false);
  }

  callAll(hook: string, ...args: unknown[]): boolean {
    this.called.push({ hook, args });
    if (this.runsListeners) this.fire(hook, ...args);
    return true;
  }

  /** Removes a listener by the id `on` returned (Hooks.off takes the hook's name and that id). */
  off(hook: string, id: number): void {
    const fn = this.#ids.get(id);
    this.handlers.set(
      hook,
      (this.handlers.get(hook) ?? []).filter((candidate) => candidate !== fn),
    );
  }

  /** Runs every handler registered for the hook, as Foundry would. */
  fire(hook: string, ...args: unknown[]): void {
    for (const fn of this.handlers.get(hook) ?? []) Reflect.apply(fn, undefined, args);
  }
}

/** Notifications shown, by level, as the text Foundry would show. */
export interface Shown {
  readonly error: string[];
  readonly warn: string[];
}

/** Stubs `ui.notifications` and `game.i18n` (format echoes the key and values); returns what was shown. */
export function stubNotifications(game: Record<string, unknown> = {}): Shown {
  const shown: Shown = { error: [], warn: [] };
  vi.stubGlobal("ui", {
    notifications: {
      error: (text: string) => shown.error.push(text),
      warn: (text: string) => shown.warn.push(text),
    },
  });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => key,
      format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
    },
    release: fakeRelease(),
    ...game,
  });
  return shown;
}
