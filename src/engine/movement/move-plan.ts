import type { Footprint } from "../model/footprint";
import type { Offset, Point } from "../model/coordinates";

/**
 * A move plan: what a post-combat result does to the board. Planners compute it, hosts show it and
 * then animate it, `applyPlan` gives the board after it. Planning never moves anything.
 */
export interface MovePlan {
  /** One entry per unit that moves or turns, in the order the planner resolved them. */
  readonly moves: readonly UnitMove[];
  /** What happened on the way, in order: pass-throughs, pushes, blocks, tests, losses. */
  readonly events: readonly MoveEvent[];
}

export interface UnitMove {
  readonly unitId: string;
  /** Pixel centres from where the unit starts to where it ends (at least two points). */
  readonly path: readonly Point[];
  /** On a grid, the cells stepped through, from the start cell to the end cell. */
  readonly cells?: readonly Offset[];
  /** The unit's footprint where it ends. */
  readonly footprint: Footprint;
  /** The unit's facing where it ends (degrees, as `Unit.facing`). */
  readonly facing: number;
  /** Length of the path in table units (gridless) or cells (grid). */
  readonly distance: number;
  /** Why the unit moved, and why there (the planners give it; a view puts it in words). */
  readonly why?: MoveWhy;
}

/**
 * Why a move is what it is, as plain data: the rule that moved the unit, then what shaped its
 * path (cells refused and why, steps with one way only, friends passed, turns, a stop).
 */
export interface MoveWhy {
  readonly rule: MoveRule;
  readonly notes: readonly MoveNote[];
}

/** The rules that move units (the planners' requests), and units moved by another's move. */
export type MoveRuleKind =
  | "retreat"
  | "return"
  | "charge"
  | "counter-charge"
  | "consolidation"
  | "withdrawal"
  | "fall-back"
  | "rally-forward"
  | "breakthrough"
  | "suppression"
  | "recoil"
  | "flee"
  | "pursuit"
  | "occupy"
  | "pushed"
  | "made-to-flee";

export interface MoveRule {
  readonly kind: MoveRuleKind;
  /** How far the rule asks: cells (grid), table units (gridless); absent when it names no distance. */
  readonly distance?: number;
  /** The unit it is about: the one moved from, charged, pursued, or that pushed or put this one to flight. */
  readonly otherId?: string;
}

/** Why a cell was refused for a step. */
export type CellRefusal =
  | { readonly kind: "zoc"; readonly otherId: string; readonly side: string }
  | { readonly kind: "enemy"; readonly otherId: string }
  | { readonly kind: "friend"; readonly otherId: string }
  | { readonly kind: "stacking"; readonly otherId: string }
  | { readonly kind: "terrain"; readonly terrain: string }
  | { readonly kind: "wall" }
  | { readonly kind: "edge" }
  /** The step would not take the unit further from the enemy. */
  | { readonly kind: "not-away" }
  /** The step costs more than is left of the allowance. */
  | { readonly kind: "too-far" };

export type MoveNote =
  /** A neighbour cell the unit could not step to at step `step` (1 = the first), and why. */
  | { readonly kind: "refused"; readonly step: number; readonly cell: Offset; readonly why: CellRefusal }
  /** At step `step` the unit had one way only: `cell`. */
  | { readonly kind: "forced"; readonly step: number; readonly cell: Offset }
  | { readonly kind: "passed-through"; readonly otherId: string }
  | { readonly kind: "pushed"; readonly otherId: string; readonly distance: number }
  | { readonly kind: "made-to-flee"; readonly otherId: string }
  /** Turned aside from the straight line by `degrees`, by what stopped the straight line. */
  | { readonly kind: "deflected"; readonly degrees: number; readonly cause: BlockCause; readonly otherId?: string }
  /** Stopped short of the whole move. */
  | { readonly kind: "stopped"; readonly cause: BlockCause; readonly otherId?: string };

/** Why a unit could not complete its move. */
export type BlockCause = "enemy" | "friend" | "terrain" | "wall" | "edge" | "enemy-front-and-rear" | "no-retreat";

export type MoveEvent =
  /** The unit went through a friend and ended clear behind it. */
  | { readonly kind: "passed-through"; readonly unitId: string; readonly otherId: string }
  /** The unit pushed a friend back, which moved `distance`. */
  | { readonly kind: "pushed"; readonly unitId: string; readonly otherId: string; readonly distance: number }
  /** The unit could not go on; `outcome` is the ruleset's consequence (e.g. "downed", "eliminated"). */
  | {
      readonly kind: "blocked";
      readonly unitId: string;
      readonly cause: BlockCause;
      readonly otherId?: string;
      readonly outcome: string;
      /** Why it could not go (the cells refused), when the planner looked. */
      readonly notes?: readonly MoveNote[];
    }
  /** The move crosses a barrier: the session asks for this roll; failure destroys the unit at `at`. */
  | {
      readonly kind: "crossing-test";
      readonly unitId: string;
      readonly barrierId: string;
      readonly at: Point;
      readonly dice: string;
      readonly target: number;
    }
  /** The unit turned aside from its straight line by `degrees` (signed, clockwise positive). */
  | {
      readonly kind: "deflected";
      readonly unitId: string;
      readonly degrees: number;
      readonly reason: BlockCause;
      readonly otherId?: string;
    }
  /** The unit made another flee (cavalry recoiling into friendly infantry). */
  | { readonly kind: "made-to-flee"; readonly unitId: string; readonly otherId: string }
  /** The unit ends in contact with an enemy (a new combat may start). */
  | { readonly kind: "contact"; readonly unitId: string; readonly otherId: string }
  /** The unit occupies a fortification or captured position. */
  | { readonly kind: "occupied"; readonly unitId: string; readonly areaId: string }
  /** Statuses the plan adds to or removes from a unit. */
  | {
      readonly kind: "status";
      readonly unitId: string;
      readonly add: readonly string[];
      readonly remove: readonly string[];
    }
  /** The unit is removed from the board (destroyed crossing a barrier, no legal retreat, …). */
  | { readonly kind: "removed"; readonly unitId: string; readonly reason: string };

export const EMPTY_PLAN: MovePlan = { moves: [], events: [] };

/** Joins plans resolved one after another into one phase. */
export function concatPlans(...plans: readonly MovePlan[]): MovePlan {
  return { moves: plans.flatMap((plan) => plan.moves), events: plans.flatMap((plan) => plan.events) };
}
