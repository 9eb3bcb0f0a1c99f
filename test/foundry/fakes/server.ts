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
 * - A message whispered to some users reaches only them and GMs (foundryvtt.com/api
 *   ChatMessageData.whisper, Version 13; here: the GM's client, the only one listening).
 */
import { vi } from "vitest";
import type { GmUser } from "../../../src/foundry/gm/gm-ports";
import { FakeCollection, type FakeScene } from "./documents";
import { FakeHooks, type Shown } from "./globals";
import { fakeRelease } from "./v14";

type QueryHandler = (data: unknown, options: { readonly timeout: number }) => Promise<unknown>;

export class FakeChatMessage {
  readonly id: string;
  readonly author: string;
  readonly flags: Record<string, Record<string, unknown>>;
  readonly whisper: readonly string[];
  deleted = false;
  readonly #world: FakeWorld;

  constructor(
    world: FakeWorld,
    id: string,
    author: string,
    data: { flags?: Record<string, Record<string, unknown>>; whisper?: string[] },
  ) {
    this.#world = world;
    this.id = id;
    this.author = author;
    this.flags = structuredClone(data.flags ?? {});
    this.whisper = data.whisper ?? [];
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
  query(name: string, data: object, options: { readonly timeout: number }): Promise<unknown>;
}

export class FakeWorld {
  readonly users: WorldUser[];
  readonly scenes: FakeCollection<FakeScene>;
  readonly messages = new FakeCollection<FakeChatMessage>();
  readonly hooks = new FakeHooks();
  readonly queries: Record<string, QueryHandler> = {};
  readonly shown: Shown = { error: [], warn: [] };
  /** The user whose client runs now. */
  current: WorldUser;
  #nextId = 0;

  constructor(users: readonly GmUser[], scenes: readonly FakeScene[], current: string) {
    this.users = users.map((user) => ({
      ...user,
      query: (name, data, options) => this.#deliver(user, name, data, options),
    }));
    this.scenes = new FakeCollection(scenes);
    this.current = this.user(current);
  }

  user(id: string): WorldUser {
    const found = this.users.find((user) => user.id === id);
    if (found === undefined) throw new Error(`no user ${id}`);
    return found;
  }

  /** Runs `fn` on `user`'s client. */
  async as<T>(user: WorldUser, fn: () => T | Promise<T>): Promise<T> {
    const before = this.current;
    this.current = user;
    try {
      return await fn();
    } finally {
      this.current = before;
    }
  }

  /** What the server does when the current client creates a chat message. */
  async createChatMessage(data: {
    flags?: Record<string, Record<string, unknown>>;
    whisper?: string[];
  }): Promise<FakeChatMessage> {
    const author = this.current.id ?? "";
    const message = new FakeChatMessage(this, `msg${++this.#nextId}`.padEnd(16, "0"), author, data);
    this.messages.add(message);
    for (const user of this.users.filter(
      (candidate) => candidate.active && (candidate.isGM || candidate.id === author),
    )) {
      await this.as(user, () => this.hooks.fire("createChatMessage", message, {}, author));
    }
    return message;
  }

  /** Stubs Foundry's globals as the current client sees them. */
  stub(): void {
    const current = () => this.current;
    const activeGM = () => this.users.find((user) => user.isGM && user.active) ?? null;
    const world = { users: this.users, scenes: this.scenes, messages: this.messages, shown: this.shown };
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
      scenes: { get: (id: string) => world.scenes.get(id) },
      messages: { get: (id: string) => world.messages.get(id) },
      i18n: {
        localize: (key: string) => key,
        format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
      },
    });
    vi.stubGlobal("ui", {
      notifications: {
        error: (text: string) => world.shown.error.push(text),
        warn: (text: string) => world.shown.warn.push(text),
      },
    });
    vi.stubGlobal("CONFIG", { queries: this.queries });
    vi.stubGlobal("Hooks", this.hooks);
    vi.stubGlobal("ChatMessage", {
      create: (data: { flags?: Record<string, Record<string, unknown>>; whisper?: string[] }) =>
        this.createChatMessage(data),
      deleteDocuments: (ids: string[]) => Promise.all(ids.flatMap((id) => world.messages.get(id)?.delete() ?? [])),
    });
  }

  #deliver(user: GmUser, name: string, data: object, options: { readonly timeout: number }): Promise<unknown> {
    const handler = this.queries[name];
    if (handler === undefined) return Promise.reject(new Error(`no query ${name}`));
    const target = this.user(user.id ?? "");
    return this.as(target, () => handler(structuredClone(data), options));
  }
}
