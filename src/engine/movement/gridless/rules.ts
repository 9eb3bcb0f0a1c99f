import type { Unit } from "@engine/board/types";
import type { Bounds } from "@engine/geometry/polygon";
import { turnBetween } from "@engine/geometry/facing";

/**
 * The rules a gridless planner follows, as data. Rulesets fill these in from their texts and
 * options; the planners know no rule system. Distances are table units unless a field says pixels.
 */

/** Which friends a rule applies to: all, those facing the mover's way (see `facingTolerance`), or none. */
export type FriendScope = "any" | "same-facing" | "none";

/** What a straight move does on meeting a friend. */
export interface FriendRules {
  /**
   * Friends the mover goes through, ending clear behind them; the move grows just enough to end
   * clear. Allowed only "where there is room": the mover can get clear behind them without
   * meeting anything it may not go through. Fall back: "any". Recoil: "same-facing".
   */
  readonly pass: FriendScope;
  /**
   * Friends it cannot pass (or finds no room behind) it pushes back the rest of its move, along
   * its own line. A pushed friend pushes the next in turn (never passes through it), up to
   * `PlannerSettings.maxChain` deep; a push that cannot go its whole way does not happen, and the
   * mover is blocked. Fall back: "none". Recoil: "same-facing".
   */
  readonly push: FriendScope;
  /** Degrees either way within which two facings count as "the same way". */
  readonly facingTolerance: number;
}

/** Recoil (skirmish-recoil): same-facing friends passed where there is room, else pushed; facings within 45°. */
export const RECOIL_FRIENDS: FriendRules = { pass: "same-facing", push: "same-facing", facingTolerance: 45 };
/** Fall back (victory-margin): every friend passed through, none pushed. */
export const FALL_BACK_FRIENDS: FriendRules = { pass: "any", push: "none", facingTolerance: 45 };

/** Whether the rule's scope takes in this friend of a mover facing `moverFacing`. */
export function inScope(scope: FriendScope, moverFacing: number, friend: Unit, tolerance: number): boolean {
  if (scope === "any") return true;
  if (scope === "none") return false;
  return Math.abs(turnBetween(moverFacing, friend.facing)) <= tolerance;
}

/** What becomes of a unit whose move is blocked (or that has no legal move). */
export interface BlockedRule {
  /** Written into the `blocked` event: "downed", "eliminated", "surrender", "step-loss", "stopped", … */
  readonly outcome: string;
  /** Statuses the plan adds to the unit (e.g. ["downed"]). */
  readonly addStatus?: readonly string[];
  /** Whether the plan removes the unit from the board (e.g. eliminated, surrendered). */
  readonly remove?: boolean;
}

/** Skirmish-recoil: a blocked recoil or flee is Downed. */
export const DOWNED: BlockedRule = { outcome: "downed", addStatus: ["downed"] };
/** A move that may stop short: stopping is its only consequence. */
export const STOPPED: BlockedRule = { outcome: "stopped" };

/** The area kinds a flee treats each way (the ruleset says which kinds are which for the unit). */
export interface FleeTerrain {
  /** Never entered; the flee turns to avoid them. */
  readonly impassable: readonly string[];
  /** Entered only when no heading within the deviation avoids them. */
  readonly difficult: readonly string[];
  /** Not avoided: entering one asks for a crossing test. */
  readonly barrier: readonly string[];
}

/** Settings every planner shares; all optional. */
export interface PlannerSettings {
  /** Footprints this close (table units) edge to edge are in contact. Default 0 (touching). */
  readonly contactTolerance?: number;
  /** The playable area in pixels; no footprint may leave it. Default: the table has no edge. */
  readonly bounds?: Bounds;
  /** The deepest push chain (pushed units pushing others). Default 8. */
  readonly maxChain?: number;
  /**
   * "indexed" (default) asks spatial hashes which walls, areas and units lie near a move;
   * "exhaustive" tests every one: the baseline that tests and the benchmark compare against.
   */
  readonly search?: "indexed" | "exhaustive";
}

export interface ResolvedSettings {
  readonly contactTolerance: number;
  readonly bounds: Bounds | null;
  readonly maxChain: number;
  readonly search: "indexed" | "exhaustive";
}

export const DEFAULT_MAX_CHAIN = 8;
