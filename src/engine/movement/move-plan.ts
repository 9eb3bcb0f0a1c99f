import type { Footprint, Offset, Point } from "../board/types";

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
}

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
  | { readonly kind: "deflected"; readonly unitId: string; readonly degrees: number; readonly reason: BlockCause }
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
