/**
 * Small typed fakes of the Foundry documents the host reads and writes. Each fits the host's own
 * interfaces (checked by tsc where they are passed), and records what was done to it.
 */
import type { Offset } from "../../../src/engine/model/coordinates";
import type {
  GridSource,
  RegionShapeSource,
  RegionSource,
  SceneSource,
  WallSource,
} from "../../../src/foundry/board/sources";
import type { FlagChanges, GmActor, GmScene, GmToken, GmUser } from "../../../src/foundry/gm/gm-ports";
import type { TokenObject, TokenUpdate, TokenUpdateOperation } from "../../../src/foundry/movement/movement-ports";
import { applyOperator } from "./v14";

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

export class FakeActor implements GmActor {
  readonly flags: Flags;
  readonly statuses: Set<string>;
  readonly toggles: { statusId: string; active: boolean }[] = [];

  constructor(options: { flags?: Flags; statuses?: string[] } = {}) {
    this.flags = { ...options.flags };
    this.statuses = new Set(options.statuses);
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  toggleStatusEffect(statusId: string, options: { readonly active: boolean }): Promise<boolean> {
    this.toggles.push({ statusId, active: options.active });
    if (options.active) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
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
  parent: { readonly id: string | null } | null = null;
  object: (TokenObject & { movementAnimationPromise: Promise<void> | null }) | null;
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

export interface UpdateCall {
  readonly updates: TokenUpdate[];
  readonly operation: TokenUpdateOperation;
}

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
  readonly calls: UpdateCall[] = [];
  animation: Animation = "instant";
  /** Runs after each update is applied (to delete a token mid-way, or knock one off its place). */
  afterUpdate: (call: UpdateCall) => void = () => undefined;

  constructor(
    options: {
      id?: string;
      grid?: Partial<GridSource>;
      tokens?: FakeToken[];
      walls?: WallSource[];
      regions?: RegionSource[];
      flags?: Flags;
    } = {},
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
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  updateEmbeddedDocuments(
    _embeddedName: "Token",
    updates: TokenUpdate[],
    operation: TokenUpdateOperation,
  ): Promise<FakeToken[]> {
    const call = { updates: structuredClone(updates), operation: structuredClone(operation) };
    this.calls.push(call);
    const updated = updates.map((update) => this.#apply(update, operation));
    this.afterUpdate(call);
    return Promise.resolve(updated);
  }

  /**
   * An update as the server stores it and clients draw it. Modelled: the source takes the new
   * values at once; a movement that animates (and waits) shows the token half-way until it ends
   * (see FakeToken); and an update with `animate: false` stops a token's running animation on every
   * client (FOUNDRY-NOTES "Behaviours", issue 12 "Defects 8", found by review of v13's
   * Token#_onUpdate, which stops animations unless the update animates): counted in `cutShort`.
   */
  #apply(update: TokenUpdate, operation: TokenUpdateOperation): FakeToken {
    const token = this.tokens.get(update._id);
    if (token === undefined) throw new Error(`no token ${update._id}`);
    if (!operation.animate && this.#running.has(token.id)) {
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
    if (operation.animate && operation.movement[token.id] && token.object) {
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

export function user(id: string, options: { isGM?: boolean; active?: boolean; name?: string } = {}): GmUser {
  return { id, name: options.name ?? id, isGM: options.isGM ?? false, active: options.active ?? true };
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
