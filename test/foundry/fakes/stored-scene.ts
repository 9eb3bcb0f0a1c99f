/**
 * Scenes as Foundry serves them from stored documents (the fixtures in test/foundry/fixtures/real/):
 * the raw Scene, Token, Wall, Region and Actor data, read through the interfaces the host reads.
 *
 * Modelled behaviour, with its sources:
 * - An unlinked token (`actorLink` false) shows a synthetic actor: its base actor with the token's
 *   ActorDelta merged over it key by key (foundryvtt.com/article/v11-actor-delta; foundryvtt/foundryvtt#9131;
 *   actor-delta.ts). A stored delta holds only what differs, so its module flag may hold one key.
 * - The spaces a token covers: on a grid, those whose centres lie inside the token's box
 *   (`x, y, width × size, height × size`); this is Foundry's answer for rectangular tokens on squares
 *   (TokenDocument#getOccupiedGridSpaceOffsets, API v13) and an approximation for hex tokens larger than one hex.
 * - A scene's padding: the canvas adds `ceil(padding × width / size) × size` pixels left and right,
 *   the same for height above and below (Scene#dimensions `sceneX`, `sceneY`, API v13 SceneDimensions),
 *   so stored token and wall positions already include it. Foundry computes the padding per grid
 *   type (`calculatePadding` of each grid class, API v13); its rule for hex grids was not found in a
 *   public source, so the fake uses the square one there too.
 * - A scene's shift on its canvas moves the scene rectangle, not the grid: the scene starts at the
 *   padding less the shift (foundryvtt/foundryvtt#6444, of v9's `shiftX`/`shiftY`; v10–v13 keep it
 *   as `background.offsetX`/`offsetY`, ggagnon76/scene-scroller `localResizeScene` computing
 *   `sceneX` as the padding less `background.offsetX`; v14 keeps it on the scene again as
 *   `shiftX`/`shiftY`, API v14 SceneData, where `background` is gone: foundryvtt/crucible's v14.364
 *   scene and the v14.363 default scene in fixtures/real/ carry them).
 * - v14: tokens stand on `level`, walls and regions list `levels` (API v14 TokenDocument, RegionData).
 */
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { GRID_KINDS } from "@engine/model/grid-spec";
import type { GridSource, RegionSource, SceneSource, TokenSource, WallSource } from "@foundry/board/sources";
import { mergedOver } from "./actor-delta";

type Flags = Readonly<Record<string, unknown>>;

export interface StoredActorDoc {
  readonly _id: string;
  readonly flags: Flags;
}

export interface StoredTokenDoc {
  readonly _id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  readonly disposition: number;
  readonly shape: number;
  readonly hidden: boolean;
  readonly elevation?: number;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  readonly delta: { readonly flags?: Flags } | null;
  readonly flags: Flags;
  readonly level?: string;
}

export interface StoredWallDoc {
  readonly _id: string;
  readonly c: readonly number[];
  readonly move: number;
  readonly sight: number;
  readonly door: number;
  readonly ds: number;
  readonly dir?: number;
  readonly levels?: readonly string[];
}

export interface StoredRegionDoc {
  readonly _id: string;
  readonly name: string;
  readonly shapes: readonly object[];
  readonly flags: Flags;
  readonly levels?: readonly string[];
}

export interface StoredSceneDoc {
  readonly _id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly padding: number;
  readonly grid: { readonly type: number; readonly size: number; readonly distance: number; readonly units: string };
  readonly tokens: readonly StoredTokenDoc[];
  readonly walls: readonly StoredWallDoc[];
  readonly regions?: readonly StoredRegionDoc[];
  readonly levels?: readonly { readonly _id: string; readonly name: string }[];
  /** v13's shift of the scene on its canvas. */
  readonly background?: { readonly offsetX?: number; readonly offsetY?: number } | null;
  /** v14's shift of the scene on its canvas. */
  readonly shiftX?: number;
  readonly shiftY?: number;
  readonly flags: Flags;
}

const MODULE = "wargame-combat";

function moduleFlag(flags: Flags, key: string): unknown {
  const scoped = flags[MODULE];
  return typeof scoped === "object" && scoped !== null ? Reflect.get(scoped, key) : undefined;
}

/** A world actor of stored data, its module flags read through `getFlag` (`doc` is replaced by an update). */
export class StoredActor {
  readonly statuses: ReadonlySet<string> = new Set();
  constructor(public doc: StoredActorDoc) {}
  get id(): string {
    return this.doc._id;
  }
  getFlag(_scope: typeof MODULE, key: string): unknown {
    return moduleFlag(this.doc.flags, key);
  }
}

/** An unlinked token's synthetic actor: the base actor's flags with the token's delta merged over them. */
export class StoredSyntheticActor {
  readonly statuses: ReadonlySet<string> = new Set();
  readonly token: { readonly delta: { getFlag(scope: typeof MODULE, key: string): unknown } };
  constructor(
    readonly base: StoredActor,
    readonly deltaFlags: Flags,
  ) {
    this.token = { delta: { getFlag: (_scope, key) => moduleFlag(deltaFlags, key) } };
  }
  getFlag(_scope: typeof MODULE, key: string): unknown {
    const merged = mergedOver(this.base.doc.flags, this.deltaFlags);
    return typeof merged === "object" && merged !== null
      ? moduleFlag(Object.fromEntries(Object.entries(merged)), key)
      : undefined;
  }
}

/**
 * Where the scene starts on its canvas (Scene#dimensions sceneX, sceneY): the pixels its padding
 * adds left of and above it, less its shift (v14 `shiftX`/`shiftY`, else v13 `background.offsetX`/`offsetY`).
 */
export function paddingOffset(
  doc: Pick<StoredSceneDoc, "width" | "height" | "padding" | "grid" | "background" | "shiftX" | "shiftY">,
): { sceneX: number; sceneY: number } {
  const size = doc.grid.size;
  const shiftX = doc.shiftX ?? doc.background?.offsetX ?? 0;
  const shiftY = doc.shiftY ?? doc.background?.offsetY ?? 0;
  return {
    sceneX: Math.ceil((doc.padding * doc.width) / size) * size - shiftX,
    sceneY: Math.ceil((doc.padding * doc.height) / size) * size - shiftY,
  };
}

export class StoredToken implements TokenSource {
  readonly id: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  readonly disposition: number;
  readonly shape: number;
  readonly hidden: boolean;
  readonly elevation: number;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  readonly actor: StoredActor | StoredSyntheticActor | null;
  readonly _source: { x: number; y: number; rotation: number };
  readonly level?: string;
  parent: { readonly id: string | null } | null = null;

  constructor(
    readonly doc: StoredTokenDoc,
    readonly grid: GridSource,
    actors: ReadonlyMap<string, StoredActor>,
  ) {
    this.id = doc._id;
    this.name = doc.name;
    this.x = doc.x;
    this.y = doc.y;
    this.width = doc.width;
    this.height = doc.height;
    this.rotation = doc.rotation;
    this.disposition = doc.disposition;
    this.shape = doc.shape;
    this.hidden = doc.hidden;
    this.elevation = doc.elevation ?? 0;
    this.actorId = doc.actorId;
    this.actorLink = doc.actorLink;
    this._source = { x: doc.x, y: doc.y, rotation: doc.rotation };
    if (doc.level !== undefined) this.level = doc.level;
    const base = doc.actorId === null ? undefined : actors.get(doc.actorId);
    this.actor =
      base === undefined ? null : doc.actorLink ? base : new StoredSyntheticActor(base, doc.delta?.flags ?? {});
  }

  getFlag(_scope: typeof MODULE, key: string): unknown {
    return moduleFlag(this.doc.flags, key);
  }

  getOccupiedGridSpaceOffsets(data: { readonly x: number; readonly y: number }): readonly Offset[] {
    const kind = GRID_KINDS[this.grid.type];
    if (kind === undefined || kind === "gridless") return [];
    const size = this.grid.size;
    const cells = createCellGrid({ kind, size, distance: 1, units: "", diagonals: "equidistant" });
    const box = { minX: data.x, minY: data.y, maxX: data.x + this.width * size, maxY: data.y + this.height * size };
    const first = cells.cellAt({ x: box.minX, y: box.minY });
    const found: Offset[] = [];
    const reach = Math.max(this.width, this.height) + 2;
    for (let i = first.i - 1; i <= first.i + reach; i++) {
      for (let j = first.j - 1; j <= first.j + reach; j++) {
        const c = cells.center({ i, j });
        if (c.x >= box.minX && c.x < box.maxX && c.y >= box.minY && c.y < box.maxY) found.push({ i, j });
      }
    }
    return found;
  }
}

export class StoredScene implements SceneSource {
  readonly id: string;
  readonly name: string;
  readonly grid: GridSource;
  readonly tokens: StoredToken[];
  readonly walls: WallSource[];
  readonly regions: RegionSource[];
  readonly dimensions: { readonly sceneX: number; readonly sceneY: number };
  readonly levels?: readonly { readonly id: string; readonly name: string }[];
  /** The world actors the tokens use, by id. */
  readonly actors: ReadonlyMap<string, StoredActor>;

  constructor(
    readonly doc: StoredSceneDoc,
    actors: readonly StoredActorDoc[] = [],
  ) {
    this.id = doc._id;
    this.name = doc.name;
    this.grid = { ...doc.grid };
    this.actors = new Map(actors.map((actor) => [actor._id, new StoredActor(actor)]));
    this.tokens = doc.tokens.map((token) => new StoredToken(token, this.grid, this.actors));
    for (const token of this.tokens) token.parent = this;
    this.walls = doc.walls.map((wall) => ({ id: wall._id, ...wall }));
    this.regions = (doc.regions ?? []).map((region) => ({
      id: region._id,
      name: region.name,
      shapes: region.shapes,
      levels: region.levels ?? [],
      getFlag: (_scope: typeof MODULE, key: string) => moduleFlag(region.flags, key),
    }));
    this.dimensions = paddingOffset(doc);
    if (doc.levels !== undefined) this.levels = doc.levels.map((level) => ({ id: level._id, name: level.name }));
  }

  getFlag(_scope: typeof MODULE, key: string): unknown {
    return moduleFlag(this.doc.flags, key);
  }
}
