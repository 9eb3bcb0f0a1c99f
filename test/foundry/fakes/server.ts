/**
 * A fake of what Foundry's server does between clients, for tests that need more than one user:
 * one world seen by several clients in turn (`game.user` is whichever client runs now).
 *
 * Modelled behaviour, with its sources:
 * - A query reaches the target user's client as `CONFIG.queries[name](data, {timeout})`: the handler
 *   gets the data only, never who sent it (foundryvtt/foundryvtt#13418, open: "the only way for a
 *   User-query handler to learn who queried is to include the sender's ID in query data").
 * - Creating a ChatMessage fires `createChatMessage(message, options, userId)` on every client the
 *   message reaches, `userId` being the creating user as the server reports it
 *   (foundryvtt.com/api/functions/hookEvents.createDocument.html, Version 13: "fires for all
 *   connected clients after the creation has been processed"; "userId: the ID of the User who
 *   triggered the creation workflow"). The message's `author` is that user.
 * - A message reaches every connected client whatever its whisper list; only the UI hides it
 *   (foundryvtt/crucible#942: non-recipients received the full message data), so the
 *   `createChatMessage` hook fires on every client.
 * - A query is answered by the client of the user it is addressed to, and only by it; a query to a
 *   user who is not connected fails (`User#query`, foundryvtt.com/api, Version 13). A user in
 *   `slow` does not answer in time: the query fails with a timeout, though their client ran it.
 * - World settings are one value for every client, and every write reaches every connected client
 *   (a world setting is a `Setting` world document, sent to all clients whatever the user:
 *   foundryvtt.com/api/classes/foundry.documents.Setting.html, Version 13); client settings live in
 *   each client's own browser storage, localStorage, and never leave it
 *   (foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html, Version 13).
 * - Each client is its own browser: what a client starts runs on it to the end, awaited or not
 *   (here: the current client follows each piece of work through its promises, AsyncLocalStorage).
 * - `game.users.activeGM` is one active GM, "non-assistant if possible"
 *   (foundryvtt.com/api/classes/foundry.documents.collections.Users.html, Version 13 and 14): the
 *   designated user among connected GMs, "a User with the highest role among the qualifying Users"
 *   (`Users#getDesignatedUser`, foundryvtt/foundryvtt#11698; a full GM over an assistant,
 *   foundryvtt/foundryvtt#11242). No public source says which of two GMs of the same role it is:
 *   here the first in the world's user list, so a GM who reconnects may become active again.
 * - `userConnected(user, connected)` fires "whenever some other User joins or leaves the game
 *   session" (foundryvtt.com/api/functions/hookEvents.userConnected.html, Version 13): on every
 *   other connected client, not on the user's own.
 * - A token update (`serveTokens`): `preUpdateToken(document, changed, options, userId)` runs on the
 *   sending client only, and a listener returning false leaves that token out of the update ("This
 *   hook only fires for the client who is initiating the update request ... Explicitly return false to
 *   prevent update of this Document", foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html,
 *   Version 13); a client in `modified` runs no module hooks of its own (a player who changed their
 *   client's code), so its update reaches the server unchecked. Then `updateToken(document, changed,
 *   options, userId)` fires on every connected client, `userId` being the sender as the server
 *   reports it ("This hook fires for all connected clients after the update has been processed";
 *   "userId: The ID of the User who triggered the update workflow",
 *   foundryvtt.com/api/functions/hookEvents.updateDocument.html, Version 13).
 * - `new Roll(formula).evaluate()` rolls on the client that rolls (here: the next faces of `dice`);
 *   `roll.toMessage` posts a message whose `rolls` hold it and whose author is that client's user.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { vi } from "vitest";
import type { GmUser } from "@foundry/gm/gm-ports";
import type { TokenUpdate } from "@foundry/movement/movement-ports";
import {
  FakeCollection,
  type FakeScene,
  type FakeToken,
  type FakeUpdateOperation,
  type TokenServer,
} from "./documents";
import { FakeHooks, type Shown } from "./globals";
import { fakeGeneration, fakeRelease, installDataFieldOperators } from "./v14";

type QueryHandler = (data: unknown, options: { readonly timeout: number }) => Promise<unknown>;

/** What a client passes to `ChatMessage.create`. */
export interface MessageData {
  content?: string;
  flavor?: string;
  flags?: Record<string, Record<string, unknown>>;
  whisper?: string[];
  rolls?: FakeRoll[];
}

/** A Foundry Roll as the fakes roll it: `formula`, and `dice[].results[]` with each face and whether it counts. */
export class FakeRoll {
  readonly formula: string;
  dice: { results: { result: number; active: boolean }[] }[] = [];
  readonly #world: FakeWorld;

  constructor(world: FakeWorld, formula: string) {
    this.#world = world;
    this.formula = formula;
  }

  /** Rolls `NdF` from the world's queue of faces. */
  evaluate(): Promise<this> {
    const count = Number(/^(\d*)d/.exec(this.formula)?.[1] || 1);
    this.dice = [{ results: this.#world.dice.splice(0, count).map((result) => ({ result, active: true })) }];
    this.#world.rolled.push({ user: this.#world.current.id ?? "", formula: this.formula });
    return Promise.resolve(this);
  }

  toMessage(data: MessageData): Promise<FakeChatMessage> {
    return this.#world.createChatMessage({ ...data, rolls: [this] });
  }
}

export class FakeChatMessage {
  readonly id: string;
  readonly author: WorldUser;
  readonly flags: Record<string, Record<string, unknown>>;
  readonly whisper: readonly string[];
  readonly rolls: readonly FakeRoll[];
  content: string;
  readonly flavor: string;
  deleted = false;
  readonly #world: FakeWorld;

  constructor(world: FakeWorld, id: string, author: WorldUser, data: MessageData) {
    this.#world = world;
    this.id = id;
    this.author = author;
    this.flags = structuredClone(data.flags ?? {});
    this.whisper = data.whisper ?? [];
    this.rolls = data.rolls ?? [];
    this.content = data.content ?? "";
    this.flavor = data.flavor ?? "";
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  delete(): Promise<this> {
    this.deleted = true;
    this.#world.messages.delete(this.id);
    return Promise.resolve(this);
  }
}

/** A user as clients see it: its query goes to its own client through the server. */
export interface WorldUser extends GmUser {
  /** Foundry's `CONST.USER_ROLES` number (4 Gamemaster, 3 assistant GM). */
  readonly role: number;
  query(name: string, data: object, options: { readonly timeout: number }): Promise<unknown>;
}

export class FakeWorld implements TokenServer {
  readonly users: WorldUser[];
  readonly scenes: FakeCollection<FakeScene>;
  readonly messages = new FakeCollection<FakeChatMessage>();
  readonly hooks = new FakeHooks();
  readonly queries: Record<string, QueryHandler> = {};
  readonly shown: Shown = { error: [], warn: [] };
  /** Information notices shown, on any client. */
  readonly info: string[] = [];
  /** The faces the next rolls take, in order, whichever client rolls. */
  readonly dice: number[] = [];
  /** Every roll evaluated: who rolled which formula. */
  readonly rolled: { user: string; formula: string }[] = [];
  /** Users whose clients run none of the module's hooks (a modified client: what it sends is unchecked). */
  readonly modified = new Set<string>();
  /** Users whose clients answer no query in time (they are slow, or the answer is lost). */
  readonly slow = new Set<string>();
  readonly settings = new WorldSettings(() => this.current.id ?? "");
  /**
   * Which client each piece of work runs on: work started on a client (and every promise it awaits)
   * stays on it, as each client is its own browser; a listener's unawaited work included.
   */
  readonly #client = new AsyncLocalStorage<WorldUser>();
  readonly #first: WorldUser;
  #nextId = 0;

  constructor(users: readonly (GmUser & { readonly role?: number })[], scenes: readonly FakeScene[], current: string) {
    this.users = users.map((user) => ({
      ...user,
      role: user.role ?? (user.isGM ? 4 : 1),
      query: (name, data, options) => this.#deliver(user.id ?? "", name, data, options),
    }));
    this.scenes = new FakeCollection(scenes);
    this.#first = this.user(current);
    // Hooks.callAll runs every listener on the client that calls it (Hooks.callAll, API v13).
    this.hooks.runsListeners = true;
  }

  user(id: string): WorldUser {
    const found = this.users.find((user) => user.id === id);
    if (found === undefined) throw new Error(`no user ${id}`);
    return found;
  }

  /** The user whose client runs now. */
  get current(): WorldUser {
    return this.#client.getStore() ?? this.#first;
  }

  /** Runs `fn` on `user`'s client. */
  async as<T>(user: WorldUser, fn: () => T | Promise<T>): Promise<T> {
    return this.#client.run(user, fn);
  }

  /** A fresh document id (Foundry's `randomID`: 16 characters), never one given before ("msg1" and "msg10" padded alike once did). */
  newId(prefix = "id"): string {
    return `${prefix}${String(++this.#nextId).padStart(16 - prefix.length, "0")}`;
  }

  /** Runs `fn` on `user`'s client, synchronously. */
  asSync<T>(user: WorldUser, fn: () => T): T {
    return this.#client.run(user, fn);
  }

  /** What the server does when the current client creates a chat message: its author is that client's user. */
  async createChatMessage(data: MessageData): Promise<FakeChatMessage> {
    const author = this.current;
    const message = new FakeChatMessage(this, this.newId("msg"), author, data);
    this.messages.add(message);
    for (const user of this.users.filter((candidate) => candidate.active)) {
      await this.as(user, () => this.hooks.fire("createChatMessage", message, {}, author.id ?? ""));
    }
    return message;
  }

  /** The scene's token updates go through this server from now on, their hooks fired on the clients. */
  serveTokens(scene: FakeScene): void {
    scene.server = this;
  }

  /** What the server does with a token update the current client sends (see the header). */
  async updateTokens(scene: FakeScene, updates: TokenUpdate[], operation: FakeUpdateOperation): Promise<FakeToken[]> {
    const sender = this.current.id ?? "";
    const changed = ({ _id, ...fields }: TokenUpdate): Record<string, unknown> => fields;
    const sent = updates.filter((update) => {
      const token = scene.tokens.get(update._id);
      return (
        token !== undefined &&
        (this.modified.has(sender) || this.hooks.call("preUpdateToken", token, changed(update), operation, sender))
      );
    });
    if (sent.length === 0) return [];
    const updated = scene.store(sent, operation);
    for (const user of this.users.filter((candidate) => candidate.active))
      await this.as(user, () => {
        for (const [k, token] of updated.entries())
          this.hooks.fire("updateToken", token, changed(sent[k] ?? { _id: token.id }), operation, sender);
      });
    return updated;
  }

  /** Connects or disconnects a user (their client's `active`), telling no client. */
  setActive(id: string, active: boolean): void {
    const user = this.user(id);
    Reflect.set(user, "active", active);
  }

  /**
   * A user joins or leaves as the server reports it: `active` changes, then `userConnected(user,
   * connected)` fires on every other connected client (work a listener starts goes on on that client).
   */
  async connect(id: string, connected: boolean): Promise<void> {
    this.setActive(id, connected);
    const user = this.user(id);
    for (const other of this.users.filter((candidate) => candidate.active && candidate !== user))
      await this.as(other, () => this.hooks.fire("userConnected", user, connected));
  }

  /** The active GM as `game.users.activeGM` gives it (see the header): the highest role, then the first listed. */
  activeGM(): WorldUser | null {
    return this.users
      .filter((user) => user.isGM && user.active)
      .reduce<WorldUser | null>((best, user) => (best === null || user.role > best.role ? user : best), null);
  }

  /** Stubs Foundry's globals as the current client sees them. */
  stub(): void {
    const current = () => this.current;
    const activeGM = () => this.activeGM();
    const world = {
      info: this.info,
      users: this.users,
      scenes: this.scenes,
      messages: this.messages,
      shown: this.shown,
      settings: this.settings,
    };
    vi.stubGlobal("game", {
      release: fakeRelease(),
      get user() {
        return current();
      },
      users: {
        get: (id: string) => world.users.find((user) => user.id === id),
        get activeGM() {
          return activeGM();
        },
        filter: (test: (user: WorldUser) => boolean) => world.users.filter(test),
        [Symbol.iterator]: () => world.users[Symbol.iterator](),
      },
      // A WorldCollection iterates its documents (foundry.utils.Collection: "iterate over the values", API v13).
      scenes: { get: (id: string) => world.scenes.get(id), [Symbol.iterator]: () => world.scenes[Symbol.iterator]() },
      messages: {
        get: (id: string) => world.messages.get(id),
        [Symbol.iterator]: () => world.messages[Symbol.iterator](),
      },
      settings: world.settings,
      i18n: {
        lang: "en",
        has: () => false,
        localize: (key: string) => key,
        format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
      },
    });
    vi.stubGlobal("ui", {
      notifications: {
        error: (text: string) => world.shown.error.push(text),
        warn: (text: string) => world.shown.warn.push(text),
        info: (text: string) => world.info.push(text),
      },
    });
    vi.stubGlobal("CONFIG", { queries: this.queries });
    vi.stubGlobal("Hooks", this.hooks);
    vi.stubGlobal("ChatMessage", {
      create: (data: MessageData) => this.createChatMessage(data),
      getSpeaker: () => ({}),
      deleteDocuments: (ids: string[]) => Promise.all(ids.flatMap((id) => world.messages.get(id)?.delete() ?? [])),
      updateDocuments: (updates: { _id: string; content: string }[]) => {
        for (const update of updates) {
          const message = world.messages.get(update._id);
          if (message !== undefined) message.content = update.content;
        }
        return Promise.resolve(updates);
      },
    });
    vi.stubGlobal("Roll", rollClass(this));
    vi.stubGlobal("foundry", {
      utils: { randomID: () => this.newId("combat") },
      applications: {
        handlebars: {
          renderTemplate: (path: string, data: object) => Promise.resolve(`${path} ${JSON.stringify(data)}`),
        },
      },
    });
    if (fakeGeneration() === 14) installDataFieldOperators();
  }

  async #deliver(userId: string, name: string, data: object, options: { readonly timeout: number }): Promise<unknown> {
    const handler = this.queries[name];
    if (handler === undefined) throw new Error(`no query ${name}`);
    const target = this.user(userId);
    if (!target.active) throw new Error(`${userId} is not connected`);
    const answer = await this.as(target, () => handler(structuredClone(data), options));
    if (this.slow.has(userId)) throw new Error(`${userId} did not answer in ${options.timeout} ms`);
    return structuredClone(answer);
  }
}

/** Foundry's `Roll` as the world's clients construct it (`new Roll(formula)`). */
function rollClass(world: FakeWorld): new (formula: string) => FakeRoll {
  return class extends FakeRoll {
    constructor(formula: string) {
      super(world, formula);
    }
  };
}

/**
 * `game.settings` across clients: `register` as the module calls it in `init` (on every client:
 * registered once here), `get`/`set` of a world setting shared by all, of a client setting kept per
 * client (its browser's storage); values are stored as JSON, and `onChange` runs on set.
 */
export class WorldSettings {
  readonly #registered = new Map<string, { scope: string; default: unknown; onChange?: (value: unknown) => void }>();
  readonly #world = new Map<string, string>();
  /** Every write of a world setting, as the JSON the server sends to every connected client. */
  readonly worldWrites: { readonly key: string; readonly json: string }[] = [];
  readonly #clients = new Map<string, Map<string, string>>();
  readonly #client: () => string;

  constructor(client: () => string) {
    this.#client = client;
  }

  register(
    namespace: string,
    key: string,
    config: { scope: string; default: unknown; onChange?: (value: unknown) => void },
  ): void {
    this.#registered.set(`${namespace}.${key}`, config);
  }

  get(namespace: string, key: string): unknown {
    const setting = this.#setting(namespace, key);
    const stored = this.#store(setting.scope).get(`${namespace}.${key}`);
    return stored === undefined ? structuredClone(setting.default) : (JSON.parse(stored) as unknown);
  }

  set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const setting = this.#setting(namespace, key);
    this.#store(setting.scope).set(`${namespace}.${key}`, JSON.stringify(value));
    if (setting.scope !== "client") this.worldWrites.push({ key: `${namespace}.${key}`, json: JSON.stringify(value) });
    setting.onChange?.(this.get(namespace, key));
    return Promise.resolve(value);
  }

  /** A client setting as that client stores it. */
  clientValue(userId: string, namespace: string, key: string): unknown {
    const stored = this.#clients.get(userId)?.get(`${namespace}.${key}`);
    return stored === undefined ? undefined : (JSON.parse(stored) as unknown);
  }

  /** Forgets a client's storage (a new browser: another GM's machine). */
  clearClient(userId: string): void {
    this.#clients.delete(userId);
  }

  #store(scope: string): Map<string, string> {
    if (scope !== "client") return this.#world;
    const client = this.#client();
    const found = this.#clients.get(client) ?? new Map<string, string>();
    this.#clients.set(client, found);
    return found;
  }

  #setting(namespace: string, key: string): { scope: string; default: unknown; onChange?: (value: unknown) => void } {
    const setting = this.#registered.get(`${namespace}.${key}`);
    if (setting === undefined) throw new Error(`setting ${namespace}.${key} is not registered`);
    return setting;
  }
}
