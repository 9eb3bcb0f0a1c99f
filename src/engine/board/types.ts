/**
 * The board snapshot: the engine's whole picture of the table. Hosts build it from whatever they
 * show (a Foundry scene, a sandbox scenario); the engine never reads a document.
 *
 * Conventions (shared with Foundry v13 so hosts convert nothing but units):
 * - pixels, x to the right and y down the screen;
 * - grid offsets are `{i: row, j: column}`;
 * - facing is a token's rotation: degrees clockwise, 0 = the unit faces down the screen (+y).
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A grid cell: `i` is the row, `j` the column (Foundry v13's offsets). */
export interface Offset {
  readonly i: number;
  readonly j: number;
}

/** Cube coordinates of a hex cell; q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** Foundry's CONST.GRID_TYPES, named: GRIDLESS 0, SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4, HEXEVENQ 5. */
export const GRID_KINDS = ["gridless", "square", "hex-odd-r", "hex-even-r", "hex-odd-q", "hex-even-q"] as const;
export type GridKind = (typeof GRID_KINDS)[number];

/** Foundry's CONST.GRID_DIAGONALS, named, in the same order (EQUIDISTANT 0 … ILLEGAL 6). */
export const SQUARE_DIAGONALS = [
  "equidistant",
  "exact",
  "approximate",
  "rectilinear",
  "alternating-1",
  "alternating-2",
  "illegal",
] as const;
export type SquareDiagonals = (typeof SQUARE_DIAGONALS)[number];

export interface GridSpec {
  readonly kind: GridKind;
  /** Pixels per cell, as Foundry's `grid.size`; on a gridless board, pixels per `distance` table units. */
  readonly size: number;
  /** Table units per cell (gridless: per `size` pixels), as Foundry's `grid.distance`. */
  readonly distance: number;
  /** The table unit: "cm", "in", "km", "m", "ft", … as Foundry's `grid.units`. */
  readonly units: string;
  /** How diagonal steps count on a square grid; ignored on other grids. */
  readonly diagonals: SquareDiagonals;
}

/**
 * What a unit covers. On a grid, the cells it occupies (the host supplies them). Gridless, a shape
 * centred on the unit in pixels, turned with the unit's facing: `width` runs across the unit,
 * `depth` from its rear to its front (for an ellipse, the full axes).
 */
export type Footprint =
  | { readonly kind: "cells"; readonly cells: readonly Offset[] }
  | { readonly kind: "circle"; readonly center: Point; readonly radius: number }
  | { readonly kind: "ellipse"; readonly center: Point; readonly width: number; readonly depth: number }
  | { readonly kind: "rect"; readonly center: Point; readonly width: number; readonly depth: number };

export interface Unit {
  readonly id: string;
  readonly name: string;
  /** Which side the unit fights for; units of different sides are enemies. */
  readonly side: string;
  /** Formation (assault) or other command grouping; stacks are derived from cells, not stored. */
  readonly formation?: string;
  readonly footprint: Footprint;
  /** Degrees clockwise, 0 = facing down the screen (+y), as a Foundry token's rotation. */
  readonly facing: number;
  /** Move allowance: table units on a gridless board, cells on a grid. */
  readonly move: number;
  /** Status ids (tipped, broken, suppressed, downed, …). */
  readonly status: readonly string[];
  /** Ruleset data, validated by the ruleset's own schema. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The scene level the unit stands on (Foundry v14 Scene Levels); none = the unnamed level (see levels.ts). */
  readonly level?: string;
}

export interface Wall {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
  readonly blocksMove: boolean;
  readonly blocksSight: boolean;
  /** The levels the wall acts on; none listed = every level (see levels.ts). */
  readonly levels?: readonly string[];
}

/**
 * Well-known terrain kinds. Areas may carry any other kind as data; what a kind does to movement
 * or combat is the ruleset's to say.
 */
export const TERRAIN_KINDS = [
  "open",
  "difficult",
  "impassable",
  "barrier",
  "fortification",
  "urban",
  "woods",
  "mountain",
  "bocage",
  "soft-ground",
  "river",
  "bridge",
] as const;
export type KnownTerrainKind = (typeof TERRAIN_KINDS)[number];

export type AreaShape = { readonly polygon: readonly Point[] } | { readonly cells: readonly Offset[] };

export interface Area {
  readonly id: string;
  readonly kind: string;
  readonly shape: AreaShape;
  /** Whether the area stops sight (line of fire), e.g. woods or buildings. */
  readonly blocksSight?: boolean;
  /** The levels the area acts on; none listed = every level (see levels.ts). */
  readonly levels?: readonly string[];
}

export interface Terrain {
  readonly walls: readonly Wall[];
  readonly areas: readonly Area[];
}

export interface Board {
  readonly grid: GridSpec;
  readonly units: readonly Unit[];
  readonly terrain: Terrain;
}
