import type { Unit } from "./types";
import { fieldError, type Owner, ownerNamed } from "../validation/field-errors";

/** Zone-of-control rules: who exerts one, how far it reaches, and what stops it. */
export interface ZocRules {
  /** Reach from the unit: cells on a grid, table units on a gridless board. */
  readonly radius: number;
  /** Which units exert a zone (e.g. not broken ones). */
  readonly exerts: (unit: Unit) => boolean;
  /** Whether walls that block movement stop a zone. */
  readonly stoppedByWalls: boolean;
  /** Area kinds (e.g. "river", "impassable") that stop a zone. */
  readonly stoppedByAreaKinds: readonly string[];
}

export interface BoardIndexOptions {
  /** Gridless boards: footprints at most this far apart (table units) are in contact. */
  readonly contactTolerance: number;
  /** Square grids: whether units in diagonally adjacent cells are adjacent (in contact). */
  readonly squareDiagonals: boolean;
  readonly zoc: ZocRules;
}

/** What a caller may give: any part of the options, the rest defaulted. */
export interface BoardIndexSettings {
  readonly contactTolerance?: number;
  readonly squareDiagonals?: boolean;
  readonly zoc?: Partial<ZocRules>;
}

/** Contact within 0.5 table units; square diagonals adjacent; every unit exerts a zone of 1, stopped by walls. */
export const DEFAULT_BOARD_INDEX_OPTIONS: BoardIndexOptions = {
  contactTolerance: 0.5,
  squareDiagonals: true,
  zoc: { radius: 1, exerts: () => true, stoppedByWalls: true, stoppedByAreaKinds: [] },
};

/**
 * Contact as both hosts show it by default, for planners whose moves must end in, or short of,
 * contact with an enemy: a move that stops closer than this is shown in contact (issue 24).
 */
export const SHOWN_CONTACT = { contactTolerance: DEFAULT_BOARD_INDEX_OPTIONS.contactTolerance } as const;

const OPTIONS_OWNER: Owner = ownerNamed("BoardIndexOptions", "options");

/** The settings with defaults filled; throws for a negative or non-finite radius or tolerance. */
export function resolveBoardIndexOptions(settings: BoardIndexSettings = {}): BoardIndexOptions {
  const options: BoardIndexOptions = {
    ...DEFAULT_BOARD_INDEX_OPTIONS,
    ...settings,
    zoc: { ...DEFAULT_BOARD_INDEX_OPTIONS.zoc, ...settings.zoc },
  };
  requireNonNegative(options.contactTolerance, "contactTolerance");
  requireNonNegative(options.zoc.radius, "zoc.radius");
  return options;
}

function requireNonNegative(value: number, field: string): void {
  if (!Number.isFinite(value)) throw fieldError("NotFinite", OPTIONS_OWNER, field, value);
  if (value < 0) throw fieldError("Negative", OPTIONS_OWNER, field, value);
}
