/**
 * The Foundry v13 document data the scenario build writes: only the fields it sets (Foundry fills
 * every other field with its default on import). Field names and meanings follow the v13 schemas
 * (`foundry.documents.Base*` in `common/documents/`); documents inside an Adventure are stored
 * whole, inline, so they carry no `_key` of their own (the CLI keys only the Adventure).
 */
import type { JsonValue } from "@engine/rulesets/ruleset";

/**
 * `_stats` of a document in a pack: `coreVersion` tells Foundry which version's schema the data
 * follows, so it knows which data migrations to run on it (FOUNDRY-NOTES, "What real documents look like").
 */
export interface DocumentStats {
  readonly coreVersion: string;
}

/** `flags` of a document: the module's own under its id. */
export type Flags = Readonly<Record<string, Readonly<Record<string, JsonValue>>>>;

export interface TextureData {
  readonly src: string;
  readonly tint?: string;
}

export interface TokenData {
  readonly _id: string;
  readonly name: string;
  readonly actorId: string;
  readonly actorLink: false;
  /** Top-left corner in whole pixels. */
  readonly x: number;
  readonly y: number;
  /** Grid spaces. */
  readonly width: number;
  readonly height: number;
  /** CONST.TOKEN_SHAPES. */
  readonly shape: number;
  /** Degrees clockwise, 0 = facing down the screen: the unit's facing. */
  readonly rotation: number;
  /** CONST.TOKEN_DISPOSITIONS. */
  readonly disposition: number;
  readonly texture: TextureData;
  /** Foundry's default is 0; written only for a raised token. */
  readonly elevation?: number;
  /** v14: the id of the scene level the token stands on (compat/ leaves it out on v13). */
  readonly level?: string;
  readonly flags: Flags;
}

export interface WallData {
  readonly _id: string;
  /** `[x0, y0, x1, y1]`, whole pixels. */
  readonly c: readonly [number, number, number, number];
  /** CONST.WALL_MOVEMENT_TYPES. */
  readonly move: number;
  /** CONST.WALL_SENSE_TYPES, for sight, light and sound alike. */
  readonly sight: number;
  readonly light: number;
  readonly sound: number;
  /** CONST.WALL_DIRECTIONS. */
  readonly dir: number;
  /** CONST.WALL_DOOR_TYPES.NONE: terrain walls are no doors. */
  readonly door: 0;
  /** v14: the levels the wall acts on (compat/ leaves it out on v13). */
  readonly levels?: readonly string[];
  readonly flags: Flags;
}

export interface PolygonShapeData {
  readonly type: "polygon";
  readonly hole: false;
  /** `[x0, y0, x1, y1, …]` in pixels. */
  readonly points: readonly number[];
}

export interface RegionData {
  readonly _id: string;
  readonly name: string;
  readonly color: string;
  readonly shapes: readonly PolygonShapeData[];
  readonly elevation: { readonly bottom: null; readonly top: null };
  readonly behaviors: readonly [];
  /** CONST.REGION_VISIBILITY. */
  readonly visibility: number;
  /** v14: the levels the region acts on (compat/ leaves it out on v13). */
  readonly levels?: readonly string[];
  readonly flags: Flags;
}

/** A v14 Level document of a scene (API v14; the real v14.364 scene in test/foundry/fixtures/real/). */
export interface LevelData {
  readonly _id: string;
  readonly name: string;
  readonly background?: TextureData;
}

export interface GridData {
  /** CONST.GRID_TYPES. */
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
}

export interface SceneData {
  readonly _id: string;
  /** Set on the pack's documents (tools/scenario-pack/); Foundry sets it on documents it creates. */
  readonly _stats?: DocumentStats;
  readonly name: string;
  readonly folder: string;
  readonly sort: number;
  readonly background: TextureData;
  readonly thumb: string;
  readonly width: number;
  readonly height: number;
  readonly padding: number;
  readonly backgroundColor: string;
  readonly grid: GridData;
  readonly tokenVision: boolean;
  readonly fog: { readonly exploration: boolean };
  readonly environment: { readonly globalLight: { readonly enabled: boolean } };
  readonly journal: string;
  readonly tokens: readonly TokenData[];
  readonly walls: readonly WallData[];
  readonly regions: readonly RegionData[];
  /** The scenario's levels (v14 Scene Levels); compat/ writes them for v14 only. */
  readonly levels?: readonly LevelData[];
  readonly initialLevel?: string;
  readonly flags: Flags;
}

export interface ActiveEffectData {
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly type: "base";
  readonly statuses: readonly string[];
  readonly disabled: false;
  readonly transfer: false;
  readonly flags: Flags;
}

export interface PrototypeTokenData {
  readonly name: string;
  readonly actorLink: false;
  readonly width: number;
  readonly height: number;
  readonly shape: number;
  readonly disposition: number;
  readonly texture: TextureData;
  readonly flags: Flags;
}

export interface ActorData {
  readonly _id: string;
  /** Set on the pack's documents (tools/scenario-pack/); Foundry sets it on documents it creates. */
  readonly _stats?: DocumentStats;
  readonly name: string;
  readonly type: string;
  readonly img: string;
  readonly folder: string;
  readonly sort: number;
  readonly system: Readonly<Record<string, never>>;
  readonly prototypeToken: PrototypeTokenData;
  readonly items: readonly [];
  readonly effects: readonly ActiveEffectData[];
  readonly ownership: { readonly default: number };
  readonly flags: Flags;
}

export interface JournalPageData {
  readonly _id: string;
  readonly name: string;
  readonly type: "text";
  readonly sort: number;
  readonly title: { readonly show: boolean; readonly level: number };
  /** CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML is 1. */
  readonly text: { readonly format: 1; readonly content: string };
  readonly flags: Flags;
}

export interface JournalEntryData {
  readonly _id: string;
  /** Set on the pack's documents (tools/scenario-pack/); Foundry sets it on documents it creates. */
  readonly _stats?: DocumentStats;
  readonly name: string;
  readonly folder: string;
  readonly sort: number;
  readonly pages: readonly JournalPageData[];
  readonly ownership: { readonly default: number };
  readonly flags: Flags;
}

export type FolderType = "Actor" | "Adventure" | "JournalEntry" | "Scene";

export interface FolderData {
  readonly _id: string;
  /** Set on the pack's documents (tools/scenario-pack/); Foundry sets it on documents it creates. */
  readonly _stats?: DocumentStats;
  readonly name: string;
  readonly type: FolderType;
  readonly folder: null;
  readonly sorting: "a" | "m";
  readonly sort: number;
  readonly color: string;
  readonly flags: Flags;
}

export interface AdventureData {
  readonly _id: string;
  /** Set on the pack's documents (tools/scenario-pack/); Foundry sets it on documents it creates. */
  readonly _stats?: DocumentStats;
  readonly name: string;
  readonly img: string;
  readonly caption: string;
  readonly description: string;
  readonly folder: string;
  readonly sort: number;
  readonly scenes: readonly SceneData[];
  readonly actors: readonly ActorData[];
  readonly journal: readonly JournalEntryData[];
  readonly folders: readonly FolderData[];
  readonly items: readonly [];
  readonly tables: readonly [];
  readonly macros: readonly [];
  readonly cards: readonly [];
  readonly playlists: readonly [];
  readonly combats: readonly [];
  readonly flags: Flags;
}

/** A primary document as the CLI compiles it: with its `_key`, `!<collection>!<id>`. */
export type Keyed<T> = T & { readonly _key: string };
