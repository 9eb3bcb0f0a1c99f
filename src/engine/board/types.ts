/**
 * The board snapshot: the engine's whole picture of the table. Hosts build it from whatever they
 * show (a Foundry scene, a sandbox scenario); the engine never reads a document.
 *
 * Positions, grids and footprints are the shared nouns of `../model/`.
 */

import type { Offset, Point } from "../model/coordinates";
import type { Footprint } from "../model/footprint";
import type { GridSpec } from "../model/grid-spec";

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
  /** Height above the table in table units (a Foundry token's `elevation`), kept for the host; none = 0. No rule reads it. */
  readonly elevation?: number;
}

export interface Wall {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
  readonly blocksMove: boolean;
  /** Whether the wall alone stops sight. */
  readonly blocksSight: boolean;
  /**
   * Sight through the wall is limited: a line of sight that crosses two such walls is stopped, one
   * alone is not (Foundry's LIMITED sense type, a "terrain" wall). Only for walls that do not block sight.
   */
  readonly limitsSight?: boolean;
  /**
   * A one-way wall: it stops movement and sight coming from this side of it only ("left" or "right"
   * of the way from `a` to `b` as drawn, y down the screen). None: both sides (wall-sides.ts).
   */
  readonly blocksFrom?: "left" | "right";
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

/** Inclusive row and column ranges of cells. */
export interface CellBounds {
  readonly minI: number;
  readonly maxI: number;
  readonly minJ: number;
  readonly maxJ: number;
}

/**
 * Markers of one kind lying in a cell rather than on a unit (combat-grid's prepared positions): the
 * kind is a rule system's (`Ruleset.cellMarkers`), the count at least 1 (a cell without any is not listed).
 */
export interface CellMarker {
  readonly marker: string;
  readonly cell: Offset;
  readonly count: number;
}

export interface Board {
  readonly grid: GridSpec;
  readonly units: readonly Unit[];
  readonly terrain: Terrain;
  /** Markers in cells, at most one entry per kind and cell; none listed = none on the board. */
  readonly markers?: readonly CellMarker[];
  /**
   * A grid board's edge: the rows and columns of its cells (a Foundry scene's canvas, the cells the
   * sandbox draws); a move never enters a cell outside. None: the board has no edge.
   */
  readonly edge?: CellBounds;
}
