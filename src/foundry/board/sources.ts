/**
 * The few fields of Foundry documents the board is read from. Real documents satisfy these
 * interfaces (proved at compile time in `board-fits.ts`); tests pass small typed fakes.
 * Fields Foundry's types declare as possibly missing are optional or nullable here too.
 */
import type { Offset } from "@engine/model/coordinates";
import type { MODULE_ID } from "../constants";

/** A document with module flags, read through `getFlag` (flags are never read raw). */
export interface FlagSource {
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
}

/**
 * An actor whose unit flag is read: a world actor, or an unlinked token's synthetic actor, which
 * knows its token and, through it, the token's own changes (`TokenDocument#delta`, an ActorDelta;
 * foundryvtt/foundryvtt#9131).
 */
export interface UnitFlagActor extends FlagSource {
  readonly token?: { readonly delta?: FlagSource | null } | null;
}

export interface ActorSource extends UnitFlagActor {
  /** Ids of the status effects active on the actor (its own and its tokens'). */
  readonly statuses: ReadonlySet<string>;
}

/**
 * A token's place as the server stores it. While a token's movement animates, Foundry writes
 * interpolated x/y (and rotation) into the document itself every frame (found by review; see
 * test/foundry/fakes/documents.ts), so the host reads and records `_source`, never `x`/`y`.
 */
export interface StoredPlace {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

/** The grid-space query of a v13 TokenDocument, at a given place (the stored one, see `StoredPlace`). */
export type OccupiedSpaces = (data: { readonly x: number; readonly y: number }) => readonly Offset[];

export interface TokenSource extends FlagSource {
  readonly id: string | null;
  readonly name: string;
  /** Top-left corner in pixels. */
  readonly x: number;
  readonly y: number;
  /** Size in grid spaces. */
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** Degrees clockwise, 0 = facing down the screen. */
  readonly rotation: number;
  /** CONST.TOKEN_DISPOSITIONS. */
  readonly disposition: number;
  /** CONST.TOKEN_SHAPES. */
  readonly shape: number | undefined;
  readonly actor: ActorSource | null;
  /** Hidden from players (a GM still sees it). */
  readonly hidden: boolean;
  /** Height in the scene's distance units (Foundry's default 0). */
  readonly elevation?: number;
  /** The stored place; `x`, `y` and `rotation` above are mid-animation values while it moves. */
  readonly _source: StoredPlace;
  /** The grid spaces the token covers at a place, `{i: row, j: column}` (none on a gridless scene). */
  getOccupiedGridSpaceOffsets: OccupiedSpaces;
}

export interface WallSource {
  readonly id: string | null;
  /** The segment `[x0, y0, x1, y1]` in pixels. */
  readonly c: readonly number[];
  /** CONST.WALL_MOVEMENT_TYPES. */
  readonly move: number | null;
  /** CONST.WALL_SENSE_TYPES. */
  readonly sight: number | null;
  /** CONST.WALL_DOOR_TYPES. */
  readonly door: number | null;
  /** CONST.WALL_DOOR_STATES. */
  readonly ds: number | null;
  /** CONST.WALL_DIRECTIONS (BOTH 0, LEFT 1, RIGHT 2); absent in older data. */
  readonly dir?: number | null;
}

/**
 * The region shapes the board reads (Foundry's shape data); `x, y` is a rectangle's top-left, other
 * shapes' centre. v14 adds `gridBased`, a rectangle's anchor and other shape types (cone, line, ring,
 * emanation), so a region's shapes are read as records of any type (region-areas.ts).
 */
export type RegionShapeSource =
  | {
      readonly type: "rectangle";
      readonly hole: boolean;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rotation: number;
      /** v14 (foundryvtt/foundryvtt#13298). */
      readonly anchorX?: number;
      readonly anchorY?: number;
    }
  | { readonly type: "circle"; readonly hole: boolean; readonly x: number; readonly y: number; readonly radius: number }
  | {
      readonly type: "ellipse";
      readonly hole: boolean;
      readonly x: number;
      readonly y: number;
      readonly radiusX: number;
      readonly radiusY: number;
      readonly rotation: number;
    }
  | { readonly type: "polygon"; readonly hole: boolean; readonly points: readonly number[] };

export interface RegionSource extends FlagSource {
  readonly id: string | null;
  readonly name: string;
  readonly shapes: readonly object[];
}

export interface GridSource {
  /** CONST.GRID_TYPES. */
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  /** CONST.GRID_DIAGONALS; only square grids carry it. */
  readonly diagonals?: number;
}

/**
 * Where the scene itself starts on the canvas (`Scene#dimensions`, API v13 SceneDimensions): the padding
 * Foundry adds left of and above it, less the scene's shift on its canvas (v13 `background.offsetX`/
 * `offsetY`, v14 `shiftX`/`shiftY`; test/foundry/fakes/stored-scene.ts cites both). Foundry computes
 * it on both generations, so the host reads it and never the shift fields themselves.
 */
export interface SceneOrigin {
  readonly sceneX: number;
  readonly sceneY: number;
}

export interface SceneSource extends FlagSource {
  readonly id: string | null;
  readonly name: string;
  readonly grid: GridSource;
  /** Where the scene starts within its padding; none = no padding. */
  readonly dimensions?: SceneOrigin;
  readonly tokens: Iterable<TokenSource>;
  readonly walls: Iterable<WallSource>;
  readonly regions: Iterable<RegionSource>;
}
