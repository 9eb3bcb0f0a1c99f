/**
 * Small typed fakes of the Foundry documents the host reads and writes. Each fits the host's own
 * interfaces (checked by tsc where they are passed), and records what was done to it.
 */
import type { Offset } from "@engine/model/coordinates";
import type { GridSource, RegionShapeSource, RegionSource, SceneSource, WallSource } from "@foundry/board/sources";
import type { FlagChanges, GmActor, GmScene, GmToken, GmUser } from "@foundry/gm/gm-ports";
import type {
  MovementInstruction,
  MovementOptions,
  MovementWaypoint,
  TokenObject,
  TokenUpdate,
  TokenUpdateOperation,
} from "@foundry/movement/movement-ports";
import { applyOperator, fakeGeneration } from "./v14";
import { FakeHooks } from "./globals";

type Flags = Record<string, unknown>;

/** Applies a module-flag update: v13's `==key` replaces, `-=key` removes, `key` sets; v14's operators (v14.ts). */
export function applyFlagChanges(flags: Flags, changes: FlagChanges): void {
  for (const [key, value] of Object.entries(changes)) {
    if (applyOperator(flags, key, value)) continue;
    if (key.startsWith("-=")) delete flags[key.slice(2)];
    else if (key.startsWith("==")) flags[key.slice(2)] = structuredClone(value);
    else flags[key] = structuredClone(value);
  }
}

function moduleFlags(update: Readonly<Record<string, unknown>>): FlagChanges | undefined {
  const flags = update["flags"];
  if (typeof flags !== "object" || flags === null) return undefined;
  const scoped: unknown = Reflect.get(flags, "wargame-combat");
  return typeof scoped === "object" && scoped !== null ? Object.fromEntries(Object.entries(scoped)) : undefined;
}

/** Where a FakeActor's status effects report their changes: Foundry's `Hooks` on every client. */
export interface EffectHooks {
  fire(hook: string, ...args: unknown[]): void;
}

/**
 * An actor and its status effects. `Actor#toggleStatusEffect(id, {active})` creates (or deletes) an
 * ActiveEffect whose `statuses` holds the id, and `Actor#statuses` is the ids of its active effects
 * (ActiveEffectData `statuses`: foundryvtt.com/api/v14/interfaces/foundry.documents.types.ActiveEffectData.html;
 * a system's override of `Actor#toggleStatusEffect` finding the effects by `statuses.has(id)`:
 * BoltsJ/foundryvtt-hellpiercers src/documents/hellpiercers-actor.mjs; an explicit `active` that
 * already holds changes nothing: `state = active ?? !existing.length` in
 * black-flag's TokenDocument#toggleActiveEffect). Each creation or deletion fires
 * `createActiveEffect`/`deleteActiveEffect` on every client with `(effect, options, userId)`, the
 * user "who triggered the workflow" (foundryvtt.com/api/v12/functions/hookEvents.createDocument.html).
 */
export class FakeActor implements GmActor {
  readonly flags: Flags;
  readonly statuses: Set<string>;
  readonly toggles: { statusId: string; active: boolean }[] = [];
  /** The hooks its effects fire, when a test listens. */
  hooks: EffectHooks | null = null;

  constructor(options: { flags?: Flags; statuses?: string[] } = {}) {
    this.flags = { ...options.flags };
    this.statuses = new Set(options.statuses);
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  /** This client's user switching a status (the GM's, unless the test's `game.user` says otherwise). */
  toggleStatusEffect(statusId: string, options: { readonly active: boolean }): Promise<boolean> {
    const userId = Reflect.get(globalThis, "game") === undefined ? undefined : game.user?.id;
    return this.toggleAs(userId ?? "gm", statusId, options);
  }

  /** Another client's user switching a status (a player from their token HUD, say). */
  toggleAs(userId: string, statusId: string, options: { readonly active: boolean }): Promise<boolean> {
    this.toggles.push({ statusId, active: options.active });
    const changed = this.statuses.has(statusId) !== options.active;
    if (options.active) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
    if (changed)
      this.hooks?.fire(
        options.active ? "createActiveEffect" : "deleteActiveEffect",
        { parent: this, statuses: new Set([statusId]), disabled: false },
        {},
        userId,
      );
    return Promise.resolve(options.active);
  }

  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<this> {
    const changes = data.flags["wargame-combat"];
    if (changes) applyFlagChanges(this.flags, changes);
    return Promise.resolve(this);
  }
}

export interface FakeTokenData {
  id: string;
  name?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
  disposition?: number;
  shape?: number;
  flags?: Flags;
  actor?: FakeActor | null;
  cells?: Offset[];
  /** Users (by id) owning the token. */
  owners?: string[];
  /** Hidden from players. */
  hidden?: boolean;
}

/**
 * A token document. Its `_source` is what the server stores; `x`, `y` and `rotation` are what the
 * document shows now. During a movement animation Foundry writes interpolated x/y (and rotation)
 * into the TokenDocument every frame while `_source` already holds the destination (issue 12,
 * "Defects 7", found by review of v13's Token#_onAnimationUpdate; FOUNDRY-NOTES "Behaviours"; the
 * v13 TokenDocument page says x, y, width, height and shape "must not be altered from source during
 * data preparation", foundryvtt.com/api/classes/foundry.documents.TokenDocument.html): see
 * `FakeScene#animation` and `midway`.
 */
export class FakeToken implements GmToken {
  readonly id: string;
  name: string;
  x: number;
  y: number;
  readonly _source: { x: number; y: number; rotation: number };
  readonly #origin: { readonly x: number; readonly y: number };
  /** How many of its running movement animations an update cut short (see FakeScene). */
  cutShort = 0;
  width: number | undefined;
  height: number | undefined;
  rotation: number;
  disposition: number;
  shape: number | undefined;
  readonly flags: Flags;
  readonly actor: FakeActor | null;
  cells: Offset[];
  readonly owners: Set<string>;
  /** Hidden from players: every client still receives the token (see src/foundry/board/board-units.ts). */
  hidden: boolean;
  /** The scene the token is on; a FakeScene records and carries out the token's moves. */
  parent: { readonly id: string | null } | FakeScene | null = null;
  object: (TokenObject & { movementAnimationPromise: Promise<void> | null }) | null;
  /**
   * TokenDocument#movement, the token's current or last movement (foundryvtt/foundryvtt#12240); its
   * `animation.ended` is v14's (#13573), set by a v14 scene's moveTokens.
   */
  movement: { readonly animation: { readonly ended: Promise<void> } } | null = null;
  /** Pixel size of a grid space, for getSize. */
  gridSize = 100;

  constructor(data: FakeTokenData) {
    this.id = data.id;
    this.name = data.name ?? data.id;
    this.x = data.x ?? 0;
    this.y = data.y ?? 0;
    this._source = { x: this.x, y: this.y, rotation: data.rotation ?? 0 };
    this.#origin = { x: this.x, y: this.y };
    this.width = data.width ?? 1;
    this.height = data.height ?? 1;
    this.rotation = data.rotation ?? 0;
    this.disposition = data.disposition ?? 1;
    this.shape = data.shape ?? 4;
    this.flags = { ...data.flags };
    this.actor = data.actor === undefined ? new FakeActor() : data.actor;
    this.cells = data.cells ?? [];
    this.owners = new Set(data.owners);
    this.hidden = data.hidden ?? false;
    this.object = { id: data.id, movementAnimationPromise: null };
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  /**
   * The spaces covered at a position (v13: `getOccupiedGridSpaceOffsets(data)`, data defaulting to
   * the document's values, which mid-animation are the interpolated ones): `cells` are those at the
   * token's first position, shifted by whole spaces.
   */
  getOccupiedGridSpaceOffsets(data: { readonly x?: number; readonly y?: number } = {}): Offset[] {
    const di = Math.round(((data.y ?? this.y) - this.#origin.y) / this.gridSize);
    const dj = Math.round(((data.x ?? this.x) - this.#origin.x) / this.gridSize);
    return this.cells.map(({ i, j }) => ({ i: i + di, j: j + dj }));
  }

  /** Puts the token part-way along an animation: the document shows `at`, the source keeps its place. */
  midway(at: { x: number; y: number; rotation?: number }): void {
    this.x = at.x;
    this.y = at.y;
    this.rotation = at.rotation ?? this.rotation;
  }

  /**
   * v13 `TokenDocument#move(waypoints, options)` (foundryvtt/foundryvtt#11843): one movement of this
   * token through the waypoints, carried out by its scene (see FakeScene#moveToken). v13 resolves it
   * at the movement's first checkpoint, which the fake takes as soon as the update is stored, before
   * the animation ends (foundryvtt/foundryvtt#13572, which made v14 resolve at the end instead).
   */
  move(waypoints: MovementWaypoint[], options: MovementOptions): Promise<boolean> {
    if (!(this.parent instanceof FakeScene)) return Promise.reject(new Error(`${this.id} is on no scene`));
    this.parent.moveToken(this, waypoints, options);
    return Promise.resolve(true);
  }

  /**
   * `TokenDocument#update` of the token's place, as the moving user's client sends it: the
   * `preUpdateToken` hook runs first on that client only, and a listener returning false stops the
   * update, which then resolves to undefined and changes nothing ("This hook only fires for the
   * client who is initiating the update request ... Explicitly return false to prevent update of this
   * Document", foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html, Version 13). In v13 a
   * drag's `TokenDocument#move` is such an update (FOUNDRY-NOTES "Token movement"). Needs the
   * `Hooks` global stubbed with a FakeHooks that `runsListeners`.
   */
  update(changed: { readonly x?: number; readonly y?: number }, userId: string): Promise<this | undefined> {
    if (this.parent instanceof FakeScene && this.parent.server !== null) return this.#dragged(this.parent, changed);
    const hooks: unknown = Reflect.get(globalThis, "Hooks");
    if (!(hooks instanceof FakeHooks)) return Promise.reject(new Error("Hooks is not stubbed with a FakeHooks"));
    if (!hooks.call("preUpdateToken", this, changed, {}, userId)) return Promise.resolve(undefined);
    this.x = this._source.x = changed.x ?? this._source.x;
    this.y = this._source.y = changed.y ?? this._source.y;
    return Promise.resolve(this);
  }

  /**
   * A drop of this token on a scene its server carries out (see `TokenServer`): one update whose
   * movement is a drag's ("dragging" is the method of a drag's movement, foundryvtt/foundryvtt#12240),
   * sent by the client that runs now; undefined when its `preUpdateToken` stopped it.
   */
  async #dragged(scene: FakeScene, changed: { readonly x?: number; readonly y?: number }): Promise<this | undefined> {
    const x = changed.x ?? this._source.x;
    const y = changed.y ?? this._source.y;
    const waypoint = { x, y, snapped: true, explicit: true, checkpoint: true };
    const updated = await scene.updateEmbeddedDocuments("Token", [{ _id: this.id, x, y }], {
      movement: { [this.id]: { method: "dragging", autoRotate: false, showRuler: true, waypoints: [waypoint] } },
    });
    return updated.includes(this) ? this : undefined;
  }

  getSize(): { width: number; height: number } {
    return { width: (this.width ?? 1) * this.gridSize, height: (this.height ?? 1) * this.gridSize };
  }

  testUserPermission(user: GmUser, permission: "OWNER"): boolean {
    return permission === "OWNER" && (user.isGM || this.owners.has(user.id ?? ""));
  }
}

export class FakeCollection<T extends { readonly id: string | null }> implements Iterable<T> {
  readonly #items = new Map<string, T>();

  constructor(items: readonly T[] = []) {
    for (const item of items) this.add(item);
  }

  add(item: T): void {
    this.#items.set(item.id ?? "", item);
  }

  delete(id: string): void {
    this.#items.delete(id);
  }

  get(id: string): T | undefined {
    return this.#items.get(id);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.#items.values();
  }
}

export function wall(id: string, fields: Partial<Omit<WallSource, "id">> = {}): WallSource {
  return { id, c: [0, 0, 100, 0], move: 20, sight: 20, door: 0, ds: 0, ...fields };
}

export function region(id: string, shapes: RegionShapeSource[], flags: Flags = {}, name = id): RegionSource {
  return { id, name, shapes, getFlag: (_scope, key) => flags[key] };
}

/** A token's movement entry in an update as Foundry takes it: a drag's has method "dragging", the module's "api". */
export type FakeMovementInstruction = Omit<MovementInstruction, "method"> & { readonly method: string };

/**
 * An update's options as Foundry takes them: `animate` may be false there (the module never sends
 * that), and a movement may be any user's (a drag's).
 */
export type FakeUpdateOperation = Omit<TokenUpdateOperation, "animate" | "movement"> & {
  readonly animate?: boolean;
  readonly movement: Readonly<Record<string, FakeMovementInstruction>>;
};

/**
 * The server between the clients of a world (server.ts `FakeWorld`): a scene attached to one
 * (`FakeScene#server`) sends its token updates through it, so the update's hooks fire on the clients
 * as Foundry fires them.
 */
export interface TokenServer {
  updateTokens(scene: FakeScene, updates: TokenUpdate[], operation: FakeUpdateOperation): Promise<FakeToken[]>;
}

/** An update of the scene's tokens, as sent. */
export interface UpdateCall {
  readonly kind: "update";
  readonly updates: TokenUpdate[];
  readonly operation: FakeUpdateOperation;
}

/** One token's v13 `TokenDocument#move`, as sent. */
export interface MoveCall {
  readonly kind: "move";
  readonly tokenId: string;
  readonly waypoints: MovementWaypoint[];
  readonly options: MovementOptions;
}

/** A v14 `Scene#moveTokens`, as sent (see v14-documents.ts). */
export interface MoveTokensCall {
  readonly kind: "moveTokens";
  readonly instructions: Readonly<Record<string, { readonly waypoints: MovementWaypoint[] }>>;
  readonly options: MovementOptions;
}

/** Every operation a scene's tokens were sent, in order. */
export type SceneCall = UpdateCall | MoveCall | MoveTokensCall;

/** What an animation does when an update asks for one: ends at once, waits, or is interrupted. */
export type Animation = "instant" | { readonly until: Promise<void> } | "interrupted";

export class FakeScene implements SceneSource, GmScene {
  readonly id: string;
  readonly name: string;
  readonly flags: Flags;
  grid: GridSource;
  readonly tokens: FakeCollection<FakeToken>;
  readonly walls: FakeCollection<WallSource>;
  readonly regions: FakeCollection<RegionSource>;
  readonly calls: SceneCall[] = [];
  animation: Animation = "instant";
  /** Runs after each operation is applied (to delete a token mid-way, or knock one off its place). */
  afterUpdate: (call: SceneCall) => void = () => undefined;
  /** v14: the promise each new movement's `animation.ended` is (see moveTokens). */
  ended: Promise<void> = Promise.resolve();
  /**
   * v14 `Scene#moveTokens(instructions, options)` (foundryvtt/foundryvtt#13580); a v13 scene has none.
   * It moves several tokens in one operation, each through its instruction's waypoints, and resolves
   * once every movement has finished (#13580; `TokenDocument#move` likewise since #13572), to each
   * token's completion: true, or false for a movement stopped (its animation interrupted here).
   * Each moved token gets a new movement whose `animation.ended` settles when its animation does
   * (#13573); `ended` is what the test hands over, while the v13 `movementAnimationPromise` settles at
   * once, so a test can tell which of the two a mover awaited.
   */
  readonly moveTokens?: (
    instructions: Readonly<Record<string, { readonly waypoints: MovementWaypoint[] }>>,
    options: MovementOptions,
  ) => Promise<Record<string, boolean>>;

  constructor(
    options: {
      id?: string;
      grid?: Partial<GridSource>;
      tokens?: FakeToken[];
      walls?: WallSource[];
      regions?: RegionSource[];
      flags?: Flags;
    } = {},
    generation: 13 | 14 = fakeGeneration(),
  ) {
    this.id = options.id ?? "scene1";
    this.name = "Field";
    this.flags = { ...options.flags };
    this.grid = { type: 1, size: 100, distance: 1, units: "km", diagonals: 0, ...options.grid };
    this.tokens = new FakeCollection(options.tokens);
    this.walls = new FakeCollection(options.walls);
    this.regions = new FakeCollection(options.regions);
    for (const token of this.tokens) {
      token.parent = this;
      token.gridSize = this.grid.size;
    }
    if (generation === 14) this.moveTokens = (instructions, options) => this.#moveTokens(instructions, options);
  }

  async #moveTokens(
    instructions: Readonly<Record<string, { readonly waypoints: MovementWaypoint[] }>>,
    options: MovementOptions,
  ): Promise<Record<string, boolean>> {
    const call: MoveTokensCall = { kind: "moveTokens", instructions: structuredClone(instructions), options };
    this.calls.push(call);
    const ended = this.ended;
    for (const [tokenId, { waypoints }] of Object.entries(instructions)) {
      const token = this.tokens.get(tokenId);
      if (token === undefined) throw new Error(`no token ${tokenId}`);
      this.moved(token, waypoints);
      token.movement = { animation: { ended } };
      if (token.object) token.object.movementAnimationPromise = Promise.resolve();
    }
    this.afterUpdate(call);
    const completed = await ended.then(
      () => true,
      () => false,
    );
    return Object.fromEntries(Object.keys(instructions).map((tokenId) => [tokenId, completed]));
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  /** Module-flag updates of the scene itself, as sent (a GM's: players cannot update a Scene, src/foundry/board/unit-states.ts). */
  readonly flagUpdates: FlagChanges[] = [];

  /** `Scene#update` of the module's flags: stored at once, as any document update. */
  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<this> {
    const changes = data.flags["wargame-combat"];
    if (changes) {
      this.flagUpdates.push(structuredClone(changes));
      applyFlagChanges(this.flags, changes);
    }
    return Promise.resolve(this);
  }

  /**
   * What each token's document changed by an operation, as Foundry's `updateToken` hook reports it
   * (`updateToken(document, changed, options, userId)`, API v13/v14): an update's fields, a move's
   * final `x`, `y`.
   */
  static changes(call: SceneCall): [string, Record<string, unknown>][] {
    const end = (waypoints: readonly MovementWaypoint[]): Record<string, unknown> => {
      const last = waypoints.at(-1);
      return last === undefined ? {} : { x: last.x, y: last.y };
    };
    switch (call.kind) {
      case "update":
        return call.updates.map(({ _id, ...changed }) => [_id, changed]);
      case "move":
        return [[call.tokenId, end(call.waypoints)]];
      case "moveTokens":
        return Object.entries(call.instructions).map(([tokenId, { waypoints }]) => [tokenId, end(waypoints)]);
    }
  }

  /** Only the updates sent, in order. */
  updates(): UpdateCall[] {
    return this.calls.filter((call): call is UpdateCall => call.kind === "update");
  }

  /** The world's server this scene's token updates go through (their hooks fired on each client); none by default. */
  server: TokenServer | null = null;

  updateEmbeddedDocuments(
    _embeddedName: "Token",
    updates: TokenUpdate[],
    operation: FakeUpdateOperation,
  ): Promise<FakeToken[]> {
    return this.server === null
      ? Promise.resolve(this.store(updates, operation))
      : this.server.updateTokens(this, updates, operation);
  }

  /** Stores token updates as the server does and records them (the hooks around them are the server's to fire). */
  store(updates: TokenUpdate[], operation: FakeUpdateOperation): FakeToken[] {
    const call: UpdateCall = {
      kind: "update",
      updates: structuredClone(updates),
      operation: structuredClone(operation),
    };
    this.calls.push(call);
    const updated = updates.map((update) => this.#apply(update, operation));
    this.afterUpdate(call);
    return updated;
  }

  /** Carries out one token's `move` (FakeToken#move): recorded, then stored and animated as a movement. */
  moveToken(token: FakeToken, waypoints: MovementWaypoint[], options: MovementOptions): void {
    const call: MoveCall = { kind: "move", tokenId: token.id, waypoints: structuredClone(waypoints), options };
    this.calls.push(call);
    this.moved(token, waypoints);
    this.afterUpdate(call);
  }

  /** A movement through the waypoints stored: the token ends at the last, animated there. */
  protected moved(token: FakeToken, waypoints: readonly MovementWaypoint[]): void {
    const end = waypoints.at(-1);
    if (end === undefined) return;
    const from = { x: token.x, y: token.y };
    token.x = token._source.x = end.x;
    token.y = token._source.y = end.y;
    if (token.object) token.object.movementAnimationPromise = this.#animation(token, from);
  }

  /**
   * An update as the server stores it and clients draw it. Modelled: the source takes the new
   * values at once; a movement that animates (and waits) shows the token half-way until it ends
   * (see FakeToken); and an update with `animate: false` stops a token's running animation on every
   * client (FOUNDRY-NOTES "Behaviours", issue 12 "Defects 8", found by review of v13's
   * Token#_onUpdate, which stops animations unless the update animates): counted in `cutShort`. An
   * update that does not say `animate` animates (Foundry's default, API v13/v14
   * `TokenMovementOptions#animate`: "Default: true").
   */
  #apply(update: TokenUpdate, operation: FakeUpdateOperation): FakeToken {
    const token = this.tokens.get(update._id);
    if (token === undefined) throw new Error(`no token ${update._id}`);
    const animate = operation.animate !== false;
    if (!animate && this.#running.has(token.id)) {
      token.cutShort++;
      this.#running.delete(token.id);
    }
    const from = { x: token.x, y: token.y };
    for (const field of ["x", "y", "rotation"] as const) {
      const value = update[field];
      if (typeof value === "number") {
        token[field] = value;
        token._source[field] = value;
      }
    }
    const flags = moduleFlags(update);
    if (flags) applyFlagChanges(token.flags, flags);
    const instruction = operation.movement[token.id];
    // A displace (teleport) movement sets the token down at once (foundryvtt/foundryvtt#12543).
    const teleport = instruction?.waypoints.every((point) => point.action === "displace") ?? false;
    if (animate && instruction && !teleport && token.object) {
      token.object.movementAnimationPromise = this.#animation(token, from);
    }
    return token;
  }

  #animation(token: FakeToken, from: { x: number; y: number }): Promise<void> {
    const animation = this.animation;
    if (animation === "instant") return Promise.resolve();
    if (animation === "interrupted") return Promise.reject(new Error("animation interrupted"));
    this.#running.add(token.id);
    token.midway({ x: (from.x + token._source.x) / 2, y: (from.y + token._source.y) / 2 });
    return animation.until.then(() => {
      this.#running.delete(token.id);
      token.midway(token._source);
    });
  }

  readonly #running = new Set<string>();
}

/** A user as the fakes make them: `role` is Foundry's `CONST.USER_ROLES` number (1 player, 3 assistant GM, 4 Gamemaster). */
export interface FakeUser extends GmUser {
  readonly role: number;
}

export function user(
  id: string,
  options: { isGM?: boolean; active?: boolean; name?: string; role?: number } = {},
): FakeUser {
  const isGM = options.isGM ?? false;
  return { id, name: options.name ?? id, isGM, active: options.active ?? true, role: options.role ?? (isGM ? 4 : 1) };
}

/** A promise with its resolve and reject at hand. */
export function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
